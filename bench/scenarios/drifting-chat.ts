/** @module bench/scenarios/drifting-chat — one long chat that drifts across topics and comes back to earlier ones. */
import { createRandom } from '../generate/random.js';
import { CITIES, FIRST_NAMES, LAST_NAMES } from '../generate/words.js';
import type { Scenario } from '../retention/types.js';
import type { Template } from './filler.js';
import { fill, Script } from './kit.js';
import { digits, distinct, dollars, nearMiss, phone } from './values.js';

const CONTRACTORS = ['Oakline Builders', 'Firth & Daughters', 'Plumb Line Renovations', 'Cobalt Carpentry'] as const;
const COMPANIES = ['Lumen Analytics', 'Fieldstone Bank', 'Copperleaf Games', 'Nordvik Maritime'] as const;
const DISHES = ['saffron risotto', 'lamb tagine', 'miso-glazed aubergine', 'mushroom wellington'] as const;
const NOUNS = ['kitchen plan', 'job offer', 'dinner party', 'tile sample', 'moving boxes', 'budget sheet', 'shopping list', 'interview prep', 'paint colour', 'guest list'];

const SENTENCES: Template[] = [
  (r) => `${r.pick(FIRST_NAMES)} swears by ${r.pick(['matte', 'satin', 'eggshell'])} finishes, but that is personal taste`,
  (r) => `a podcast about ${r.pick(['negotiation', 'sourdough', 'small kitchens', 'career changes'])} had a few decent tips`,
  (r) => `the hardware store in ${r.pick(CITIES)} has a sale on ${r.pick(['grout', 'hinges', 'drawer runners', 'paint rollers'])} this week`,
  (r) => `I keep going back and forth on ${r.pick(['open shelving', 'a kitchen island', 'brass handles', 'a herb garden'])}`,
  (r) => `recipes online always underestimate the prep time by half`,
  (r) => `${r.pick(COMPANIES)} has a lot of reviews that read like they were written by the same person`,
  (r) => `the weather has been ${r.pick(['grim', 'lovely', 'unpredictable'])}, which does not help with any of this`,
  (r) => `my neighbour ${r.pick(FIRST_NAMES)} renovated last year and still talks about the dust`,
  (r) => `I should really sort the ${r.pick(['garage', 'spare room', 'filing cabinet'])} at some point`,
  (r) => `a friend in ${r.pick(CITIES)} switched careers at forty and seems happier`,
];

/**
 * A chat that wanders between a kitchen renovation, a job offer and a dinner party, and returns to
 * each later with updates: the facts are scattered and a correction lands topics away.
 * @example
 * const s = buildDriftingChat({ id: 'drifting-chat', seed: 8, targetTokens: 80_000 });
 */
export function buildDriftingChat(opts: { id: string; seed: number; targetTokens: number }): Scenario {
  const r = createRandom(opts.seed);
  const [builder, otherBuilder] = distinct(r, CONTRACTORS, 2);
  const [company] = distinct(r, COMPANIES, 1);
  const [dish, otherDish] = distinct(r, DISHES, 2);
  const [me, recruiter, manager, guest] = distinct(r, FIRST_NAMES, 4);
  const [recruiterLast, managerLast] = distinct(r, LAST_NAMES, 2);
  const quote = `$${r.int(11, 39)},${digits(r, 3)}`;
  const salary = `€${r.int(68, 95)},000`;
  const guests = r.int(6, 10);
  const leave = r.int(26, 32);
  const recruiterPhone = phone(r);
  const permit = `BP-${digits(r, 6)}`;
  const s = new Script(r);

  s.system('You are a friendly personal assistant. Keep track of what the user tells you across topics.');
  s.user(`Hey, it is ${me}. We are finally redoing the kitchen.`, fill(2));
  s.assistant(fill(6), `Between the two quotes, ${builder} came in at ${quote} and ${otherBuilder} at ${nearMiss(quote)}, both including removal of the old cabinets.`, fill(5))
    .probe({ type: 'quantity', fact: `${builder} quoted ${quote}.`, patterns: [builder, quote], question: 'What did the renovation firm that was eventually hired ask for the job?' });
  s.gap(2);
  s.user(fill(1), `We went with ${builder}. Non-negotiable for us: the gas hob goes, everything has to be induction.`)
    .probe({ type: 'decision', fact: `Hired ${builder}.`, patterns: [`went with ${builder}`], question: 'Which contractor got the kitchen job?' })
    .probe({ type: 'constraint', fact: 'Everything has to be induction.', patterns: ['induction'], question: 'What kind of cooktop is required?' });
  s.gap(3);
  s.user(`Totally different topic: I have an offer from ${company}. The recruiter is ${recruiter} ${recruiterLast}, ${recruiterPhone}.`, fill(1))
    .probe({ type: 'phone_id', fact: `Recruiter phone ${recruiterPhone}.`, patterns: [recruiterPhone], question: 'How can the user call back the person who made the job offer?' })
    .probe({ type: 'entity', fact: `Offer from ${company}.`, patterns: [company], question: 'Which employer made the offer?' });
  s.assistant(fill(7), `Base salary of ${salary} is within the market range for the role, and ${leave} days of annual leave is above average, so there is room but not much.`, fill(6))
    .probe({ type: 'quantity', fact: `${leave} days of annual leave.`, patterns: [`${leave} days of annual leave`], question: 'How much holiday comes with the offer?' });
  s.gap(3);
  s.user(fill(1), `The hiring manager would be ${manager} ${managerLast}; ${manager} reports to the VP of Data and sits in the ${r.pick(CITIES)} office.`)
    .probe({ type: 'relationship', fact: `${manager} ${managerLast} reports to the VP of Data.`, patterns: [`${manager} ${managerLast}`, 'VP of Data'], question: 'Who would the user report to, and who is above that person?' });
  s.gap(3);
  s.user(`Back to food: I am hosting ${guests} people on Saturday. ${guest} is vegan, so nothing with dairy or eggs in the main.`, fill(1))
    .probe({ type: 'constraint', fact: 'Main course without dairy or eggs.', patterns: ['dairy or eggs'], question: 'Which ingredients must the main course avoid?' });
  s.assistant(fill(5), `Then I would skip the ${otherDish}; we settled on ${dish} made with olive oil, and a sorbet for dessert.`, fill(4))
    .probe({ type: 'decision', fact: `Main: ${dish}.`, patterns: [dish], question: 'What is being served as the main dish?' });
  s.gap(3);
  s.user(fill(1), `Kitchen again: the building permit came through, number ${permit}.`)
    .probe({ type: 'phone_id', fact: `Permit ${permit}.`, patterns: [permit], question: 'What is the reference on the renovation permit?' });
  s.assistant(fill(5), `Great. ${builder} said demolition starts on the 3rd of next month at 07:30, and the fridge moves into the dining room, right next to the sideboard.`, fill(4))
    .probe({ type: 'date_time', fact: 'Demolition on the 3rd at 07:30.', patterns: ['3rd of next month at 07:30'], question: 'When do the builders start tearing out the old kitchen?' })
    .probe({ type: 'relationship', fact: 'Fridge goes next to the sideboard in the dining room.', patterns: ['next to the sideboard'], question: 'Where will the fridge stand during the works?' });
  s.gap(3);
  s.user(`Update on the offer: they raised it. It is ${salary.replace(/\d+(?=,000)/, (d) => String(Number(d) + 4))} now, not ${salary}.`, fill(1))
    .probe({ type: 'correction', fact: 'Raised offer.', patterns: [salary.replace(/\d+(?=,000)/, (d) => String(Number(d) + 4))], stale: [salary], question: 'What is the latest salary figure from the employer?' });
  s.gap(3);
  s.user(fill(1), `Dinner update: two people dropped out, so it is ${guests - 2} guests, not ${guests}.`)
    .probe({ type: 'correction', fact: `${guests - 2} guests.`, patterns: [`${guests - 2} guests`], stale: [`${guests} people`], question: 'How many are coming to dinner in the end?' });
  s.gap(2);
  s.user(fill(1), `I have to answer ${company} by Thursday noon at the latest.`)
    .probe({ type: 'date_time', fact: 'Reply by Thursday noon.', patterns: ['Thursday noon'], question: 'When is the deadline to respond to the offer?' });
  s.gap(2);
  return s.build({ id: opts.id, title: 'Drifting chat: kitchen, job offer, dinner', domain: 'personal' }, opts.targetTokens, { sentences: SENTENCES, nouns: NOUNS });
}
