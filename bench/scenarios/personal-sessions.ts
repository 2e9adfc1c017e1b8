/** @module bench/scenarios/personal-sessions — a companion chat over many dated sessions: temporal and multi-hop facts. */
import { createRandom } from '../generate/random.js';
import { CITIES, FIRST_NAMES } from '../generate/words.js';
import type { Scenario } from '../retention/types.js';
import type { Template } from './filler.js';
import { fill, Script } from './kit.js';
import { addDays, clock, dayLabel, digits, distinct, phone, sessionHeader } from './values.js';

const DOGS = ['Biscuit', 'Pepper', 'Juniper', 'Waffles', 'Clementine', 'Bramble'] as const;
const BREEDS = ['whippet', 'beagle', 'border terrier', 'greyhound'] as const;
const NOUNS = ['weekend plan', 'grocery list', 'to-do list', 'book club', 'running schedule', 'photo album', 'garden', 'budget app', 'birthday gift', 'playlist'];

const SENTENCES: Template[] = [
  (r) => `the ${r.pick(['bakery', 'library', 'farmers market', 'climbing gym'])} near my place changed its opening hours again`,
  (r) => `${r.pick(FIRST_NAMES)} sent me a ${r.pick(['meme', 'voice note', 'recipe', 'photo'])} that made me laugh for ages`,
  (r) => `I started a ${r.pick(['puzzle', 'novel', 'podcast series', 'knitting project'])} and I am not sure I will finish it`,
  (r) => `it rained the whole ${r.pick(['morning', 'afternoon', 'evening'])}, so I stayed in`,
  (r) => `my sister keeps suggesting a holiday in ${r.pick(CITIES)}, maybe one day`,
  (r) => `the neighbours' ${r.pick(['cat', 'parrot', 'toddler'])} has been unusually loud this week`,
  (r) => `work was ${r.pick(['quiet', 'hectic', 'odd', 'fine'])}, nothing worth telling`,
  (r) => `I tried a new ${r.pick(['tea', 'running route', 'pasta shape', 'yoga class'])} and it was okay`,
];

/**
 * A personal chat across eight sessions weeks apart, each opening with its date and time; answers
 * need the session date (when did the dog arrive?) or two facts from different sessions.
 * @example
 * const s = buildPersonalSessions({ id: 'personal-sessions', seed: 6, targetTokens: 50_000 });
 */
export function buildPersonalSessions(opts: { id: string; seed: number; targetTokens: number }): Scenario {
  const r = createRandom(opts.seed);
  const [dog, otherDog] = distinct(r, DOGS, 2);
  const breed = r.pick(BREEDS);
  const [me, vet, walker, sister] = distinct(r, FIRST_NAMES, 4);
  let d = addDays('2026-03-02', r.int(0, 20));
  const dates = Array.from({ length: 8 }, () => (d = addDays(d.toISOString().slice(0, 10), r.int(4, 16))));
  const day = (i: number): string => dayLabel(dates[i]).slice(4);
  const fence = `$${r.int(1, 2)},${digits(r, 3)}`;
  const vaccines = `$${r.int(120, 380)}`;
  const chip = digits(r, 9);
  const walkerPhone = phone(r);
  const kg = r.int(9, 24);
  const s = new Script(r);
  const open = (i: number, ...rest: Parameters<Script['user']>): Script => s.user(`${sessionHeader(i + 1, dates[i], clock(r, 7, 21))}`, ...rest);

  s.system(`You are a warm, attentive companion assistant for ${me}. Remember what ${me} shares across sessions.`);
  open(0, `Hi again! Big news, we are thinking about adopting a dog from the shelter.`, fill(2));
  s.assistant(fill(5), 'That is exciting! Tell me more when you have visited.', fill(3));
  s.gap(2);
  open(1, fill(1), `We did it: we brought ${dog} home yesterday, a ${breed} mix, ${kg} kg of pure nerves.`, fill(1))
    .probe({ type: 'date_time', fact: `${dog} came home the day before ${day(1)}.`, patterns: [day(1), `brought ${dog} home yesterday`], question: 'When did the new dog arrive at the house?' })
    .probe({ type: 'quantity', fact: `${dog} weighs ${kg} kg.`, patterns: [`${kg} kg`], question: 'How heavy is the adopted dog?' });
  s.assistant(fill(5), `Welcome, ${dog}! The shelter's other candidate, ${otherDog}, sounded lovely too, but a calmer home suits a nervous dog.`, fill(4));
  s.gap(2);
  open(2, fill(1), `The microchip number is ${chip}, I need to register it.`)
    .probe({ type: 'phone_id', fact: `Microchip ${chip}.`, patterns: [chip], question: "What is the dog's chip ID?" });
  s.gap(2);
  open(3, `Vet visit went fine. ${vet} at the clinic says no off-lead walks until the recall training is solid.`, fill(1))
    .probe({ type: 'constraint', fact: 'No off-lead walks yet.', patterns: ['no off-lead walks'], question: 'What restriction did the vet put on walks?' })
    .probe({ type: 'entity', fact: `Vet is ${vet}.`, patterns: [`${vet} at the clinic`], question: "Who is the dog's vet?" });
  s.assistant(fill(4), `Noted. The vaccinations came to ${vaccines}, you said?`, fill(2));
  s.user(`Yes, ${vaccines} for the full course.`)
    .probe({ type: 'quantity', fact: `Vaccinations ${vaccines}.`, patterns: [`${vaccines} for the full course`], question: 'How much were the jabs?' });
  s.gap(2);
  open(4, fill(1), `We decided to put up a fence instead of paying for daycare. The quote is ${fence}.`, fill(1))
    .probe({ type: 'decision', fact: 'Fence instead of daycare.', patterns: ['fence instead of paying for daycare'], question: 'What did the household choose over doggy daycare?' })
    .probe({ type: 'quantity', fact: `Multi-hop: vaccinations ${vaccines} plus fence ${fence}.`, patterns: [vaccines, fence], question: 'What do the jabs and the new garden barrier cost together?' });
  s.gap(2);
  open(5, `My sister ${sister} will look after ${dog} while I travel (I fly out on the 21st); she lives two doors down from the park entrance.`, fill(1))
    .probe({ type: 'relationship', fact: `${sister} lives two doors down from the park.`, patterns: [sister, 'two doors down from the park'], question: 'Who is dog-sitting and where do they live?' });
  s.assistant(fill(4), `The walker, ${walker}, can cover weekdays; number ${walkerPhone}.`, fill(3))
    .probe({ type: 'phone_id', fact: `Walker ${walkerPhone}.`, patterns: [walkerPhone], question: 'How do I reach the person who walks the dog on weekdays?' });
  s.gap(2);
  open(6, fill(1), `Fence is finished! And the trip got moved: I fly out on the 28th, not the 21st.`)
    .probe({ type: 'correction', fact: 'Flight on the 28th.', patterns: ['the 28th'], stale: ['the 21st'], question: 'Which date is the trip departure now?' })
    .probe({ type: 'date_time', fact: `The fence was finished by ${day(6)}.`, patterns: [day(6), 'Fence is finished'], question: 'By what date was the garden barrier done?' });
  s.gap(2);
  open(7, `${dog} did the recall test at the park today and passed!`, fill(1))
    .probe({ type: 'relationship', fact: `Multi-hop: ${dog} passed recall on ${day(7)}, vet ${vet} had required it.`, patterns: [day(7), 'recall test', `${vet} at the clinic`], question: 'On which day was the training requirement the vet set finally met?' });
  s.gap(1);
  return s.build({ id: opts.id, title: 'Personal sessions: adopting a dog', domain: 'personal' }, opts.targetTokens, { sentences: SENTENCES, nouns: NOUNS });
}
