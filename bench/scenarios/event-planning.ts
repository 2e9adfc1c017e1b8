/** @module bench/scenarios/event-planning — a product launch event: venue, catering, speakers, rooms and a moved demo. */
import { createRandom } from '../generate/random.js';
import { FIRST_NAMES, LAST_NAMES } from '../generate/words.js';
import type { Scenario } from '../retention/types.js';
import type { Template } from './filler.js';
import { fill, Script } from './kit.js';
import { addDays, digits, distinct, dollars, nearMiss, phone, shortDay, weekday } from './values.js';

const VENUES = ['Harbour Hall', 'The Roundhouse Annex', 'Glasswing Pavilion', 'Old Mint Gallery', 'Foundry 41'] as const;
const ROOMS = ['Aster', 'Birch', 'Cedar', 'Linden', 'Maple', 'Rowan'] as const;
const CATERERS = ['Salt & Ember', 'Green Fork Catering', 'Marigold Kitchen', 'Tidewater Eats'] as const;
const NOUNS = ['run sheet', 'badge printing', 'seating plan', 'AV check', 'guest list', 'signage', 'swag order', 'livestream', 'cloakroom', 'press kit'];

const SENTENCES: Template[] = [
  (r) => `the ${r.pick(ROOMS)} room projector needed a firmware update last time, which took ${r.int(10, 40)} minutes`,
  (r) => `${r.pick(FIRST_NAMES)} suggested ${r.pick(['a photo wall', 'live polling', 'a coffee cart', 'name-tag stickers'])}, which is a nice-to-have at most`,
  (r) => `${r.pick(VENUES)} hosted a ${r.pick(['fintech', 'design', 'robotics', 'climate'])} meetup recently and the feedback was mixed`,
  (r) => `guests always ask about ${r.pick(['Wi-Fi passwords', 'cloakroom hours', 'parking', 'charging points'])}, so a small sign helps`,
  (r) => `the ${r.pick(NOUNS)} template from the spring event can be reused with a few tweaks`,
  (r) => `a ${r.pick(['soft', 'hard', 'dry'])} run of the ${r.pick(NOUNS)} usually surfaces a couple of surprises`,
  (r) => `the playlist for the ${r.pick(['arrival', 'break', 'networking'])} slot is still a matter of taste`,
  (r) => `${r.pick(CATERERS)} posted photos of a ${r.pick(['wedding', 'gala', 'conference'])} buffet that looked impressive`,
  (r) => `RSVP reminders tend to bump attendance by a few people, never more`,
  (r) => `the lanyards from last year are in a box somewhere in the ${r.pick(ROOMS)} room cupboard`,
];

/**
 * Planning a launch event: venue and rooms side by side, a caterer, a headcount correction,
 * a speaker chain of command and a demo moved to another day.
 * @example
 * const s = buildEventPlanning({ id: 'event-planning', seed: 3, targetTokens: 12_000 });
 */
export function buildEventPlanning(opts: { id: string; seed: number; targetTokens: number }): Scenario {
  const r = createRandom(opts.seed);
  const [venue, otherVenue] = distinct(r, VENUES, 2);
  const [demoRoom, nextRoom, otherRoom] = distinct(r, ROOMS, 3);
  const [caterer, otherCaterer] = distinct(r, CATERERS, 2);
  const [host, speaker, boss, av] = distinct(r, FIRST_NAMES, 4);
  const [speakerLast, avLast] = distinct(r, LAST_NAMES, 2);
  const deposit = `$${r.int(2, 8)},${digits(r, 3)}`;
  const guests = r.int(12, 24) * 10;
  const start = addDays('2026-06-01', r.int(0, 20));
  const demo = addDays(start.toISOString().slice(0, 10), 1);
  const moved = addDays(start.toISOString().slice(0, 10), 2);
  const mics = r.int(3, 7);
  const avPhone = phone(r);
  const po = `PO-${digits(r, 5)}`;
  const s = new Script(r);

  s.system('You are an event coordinator assistant. Track the headcount, the budget and every booking; never confirm a vendor without the host approving it.');
  s.user(`I am ${host}, running our product launch. Dates are ${weekday(start)} ${shortDay(start)} and the day after.`, fill(2));
  s.assistant(fill(5), `I checked ${otherVenue} and ${venue}; ${venue} has the breakout rooms we need and holds the deposit for ${r.int(5, 10)} days.`, fill(3))
    .probe({ type: 'entity', fact: `Venue: ${venue}.`, patterns: [venue], question: 'Which venue offers the breakout rooms and is being held?' });
  s.gap(2);
  s.user(fill(1), `Book it. We expect ${guests} guests, and the stage needs ${mics} wireless mics.`)
    .probe({ type: 'quantity', fact: `${mics} wireless mics.`, patterns: [`${mics} wireless mics`], question: 'How many cordless microphones does the stage need?' });
  s.assistant(fill(4), `Booked. The deposit is ${deposit}, invoiced under ${po}; the balance is due after the event.`, fill(4))
    .probe({ type: 'quantity', fact: `Deposit ${deposit}.`, patterns: [deposit], question: 'How much was paid up front to secure the venue?' })
    .probe({ type: 'phone_id', fact: `Purchase order ${po}.`, patterns: [po], question: 'Which purchase order covers the venue invoice?' });
  s.gap(2);
  s.assistant(fill(5), `Floor plan: the ${demoRoom} room is next to the ${nextRoom} room and shares its folding wall; the ${otherRoom} room is on the mezzanine.`, fill(4))
    .probe({ type: 'relationship', fact: `${demoRoom} is next to ${nextRoom}.`, patterns: [`${demoRoom} room is next to the ${nextRoom} room`], question: 'Which two breakout spaces are adjacent and share a partition?' });
  s.gap(2);
  s.user(fill(1), `Food: no nuts anywhere on site, we have a guest with a severe allergy. And everything must be vegetarian.`)
    .probe({ type: 'constraint', fact: 'No nuts anywhere on site.', patterns: ['no nuts'], question: 'Which ingredient is banned from the venue entirely?' });
  s.assistant(fill(3), `Understood. I asked ${otherCaterer} and ${caterer}; we went with ${caterer} since they run a nut-free kitchen.`, fill(3))
    .probe({ type: 'decision', fact: `Caterer: ${caterer}.`, patterns: [caterer], question: 'Who is doing the food?' });
  s.gap(3);
  s.user(`The keynote is ${speaker} ${speakerLast}; ${speaker} reports to our CTO ${boss}, who wants to approve the slides.`, fill(1))
    .probe({ type: 'relationship', fact: `${speaker} ${speakerLast} reports to ${boss}.`, patterns: [`${speaker} ${speakerLast}`, `CTO ${boss}`], question: 'Who is the keynote speaker and whose approval do their slides need?' });
  s.gap(2);
  s.assistant(fill(4), `The live demo is pencilled in for ${weekday(demo)} ${shortDay(demo)} at 14:00 in the ${demoRoom} room.`, fill(2))
    .probe({ type: 'date_time', fact: 'Demo at 14:00.', patterns: ['14:00'], question: 'What time does the demonstration start?' });
  s.gap(2);
  s.assistant(fill(6), `For AV, ${av} ${avLast} is our technician on the day; reach ${av} at ${avPhone}.`, fill(5))
    .probe({ type: 'phone_id', fact: `AV technician phone ${avPhone}.`, patterns: [avPhone], question: 'How do we contact the sound and video person on the day?' });
  s.gap(3);
  s.user(`Actually it is ${guests + 30} guests, not ${guests}; sales invited partners.`, fill(1))
    .probe({ type: 'correction', fact: `${guests + 30} guests.`, patterns: [`${guests + 30} guests`], stale: [`${guests} guests`], question: 'How many attendees are expected now?' });
  s.gap(2);
  s.user(fill(1), `Please move the demo to ${weekday(moved)} the ${moved.getUTCDate()}th, same time and room; the hardware ships late.`)
    .probe({ type: 'correction', fact: `Demo moved to ${weekday(moved)} the ${moved.getUTCDate()}th.`, patterns: [`${weekday(moved)} the ${moved.getUTCDate()}th`], stale: [`${weekday(demo)} ${shortDay(demo)}`], question: 'Which day is the product demonstration now?' });
  s.gap(2);
  s.assistant(fill(3), `Doors open at 08:${r.pick(['15', '45'])} for registration; I will keep the ${nearMiss(po)} quote for signage separate from the venue order.`, fill(3));
  s.gap(1);
  s.user(fill(1), `Final constraint from finance: total spend has to stay below ${dollars(r, 40_000, 60_000)} including VAT.`)
    .probe({ type: 'constraint', fact: 'Total spend cap including VAT.', patterns: ['including VAT'], question: 'Does the spending ceiling include tax?' });
  s.gap(2);
  return s.build({ id: opts.id, title: 'Event planning: product launch', domain: 'events' }, opts.targetTokens, { sentences: SENTENCES, nouns: NOUNS });
}
