/** @module bench/scenarios/trip-planning — a family trip: flights, hotels, trains, budgets and a late change of plan. */
import { createRandom } from '../generate/random.js';
import { FIRST_NAMES } from '../generate/words.js';
import type { Scenario } from '../retention/types.js';
import type { Template } from './filler.js';
import { fill, Script } from './kit.js';
import { digits, distinct, grouped, nearMiss } from './values.js';

const TOWNS = ['Porto', 'Lisbon', 'Seville', 'Granada', 'Valencia', 'Bologna', 'Florence', 'Lyon', 'Kraków', 'Ljubljana'] as const;
const HOTELS = ['Casa do Largo', 'Hotel Miradouro', 'Albergo Tre Ponti', 'Maison Berthe', 'Pension Zlata', 'Hostal Azahar'] as const;
const SIGHTS = ['the tile museum', 'the covered market', 'the old cathedral', 'the botanical garden', 'the river cable car', 'the railway museum'] as const;
const AIRLINES = [['TP', 'TAP'], ['IB', 'Iberia'], ['AZ', 'ITA'], ['LO', 'LOT'], ['VY', 'Vueling']] as const;
const NOUNS = ['itinerary', 'hotel booking', 'seat selection', 'car seat question', 'packing list', 'travel insurance', 'day-trip plan', 'restaurant list', 'airport transfer', 'visa check'];
const LETTERS = 'ABCDEFGHJKLMNPQRSTUVWXYZ';

const SENTENCES: Template[] = [
  (r) => `the ${r.pick(['tram', 'metro', 'funicular', 'night bus'])} in ${r.pick(TOWNS)} gets crowded around ${r.int(5, 8)} pm`,
  (r) => `reviews of ${r.pick(HOTELS)} mention ${r.pick(['thin walls', 'a great breakfast', 'a steep staircase', 'friendly staff'])}, but those are old reviews`,
  (r) => `${r.pick(SIGHTS)} is ${r.pick(['free on Sundays', 'closed on Mondays', 'busy with school groups'])}, according to a blog post from years ago`,
  (r) => `${r.pick(FIRST_NAMES)} went to ${r.pick(TOWNS)} last spring and liked the ${r.pick(['food halls', 'day trips', 'riverside walks', 'bakeries'])}`,
  (r) => `fares on that route move around a lot, so any price I quote today is only indicative`,
  (r) => `the ${r.pick(['airport shuttle', 'regional train', 'coach'])} to ${r.pick(TOWNS)} runs roughly every ${r.int(2, 6) * 10} minutes`,
  (r) => `a travel card might save a little if you plan to ride ${r.pick(['the tram', 'buses', 'the metro'])} a lot`,
  (r) => `tipping in ${r.pick(TOWNS)} is modest and usually just rounding up`,
  (r) => `packing light helps on the ${r.pick(['cobbled streets', 'station stairs', 'narrow lifts'])}`,
  (r) => `the weather in ${r.pick(TOWNS)} can swing between hot afternoons and cool evenings`,
  (r) => `some ${r.pick(['restaurants', 'museums', 'shops'])} close for a long lunch, which surprises visitors`,
  (r) => `a ${r.pick(['cooking class', 'walking tour', 'boat tour', 'wine tasting'])} could be fun if there is a spare afternoon`,
];

/**
 * A trip-planning chat for a family: flights, a hotel near a landmark, a train leg, a budget cap,
 * and changes to the room count and the check-in date.
 * @example
 * const s = buildTripPlanning({ id: 'trip-planning', seed: 5, targetTokens: 20_000 });
 */
export function buildTripPlanning(opts: { id: string; seed: number; targetTokens: number }): Scenario {
  const r = createRandom(opts.seed);
  const [from, to] = distinct(r, TOWNS, 2);
  const [hotel, decoyHotel] = distinct(r, HOTELS, 2);
  const [sight, otherSight] = distinct(r, SIGHTS, 2);
  const [code, airline] = r.pick(AIRLINES);
  const [traveller, partner] = distinct(r, FIRST_NAMES, 2);
  const flight = `${code} ${digits(r, 4)}`;
  const pnr = Array.from({ length: 6 }, (_, i) => (i % 2 ? String(r.int(2, 9)) : r.pick([...LETTERS]))).join('');
  const cap = grouped(r.int(38, 62) * 100);
  const rooms = r.int(2, 3);
  const kids = r.int(2, 3);
  const day = r.int(3, 20);
  const dep = `0${r.int(6, 9)}:${r.pick(['05', '25', '40', '55'])}`;
  const train = `${r.int(7, 9)}:${r.pick(['12', '48', '33'])}`;
  const bags = r.int(3, 5);
  const shuttle = r.pick(['Sol Transfers', 'Atlântico Shuttles', 'Ria Vans', 'Bluecoast Rides']);
  const s = new Script(r);

  s.system('You are a travel assistant. Keep replies practical, never exceed the budget the traveller sets, and double-check dates before booking.');
  s.user(`Hi! I am ${traveller}, planning a July trip from ${from} to ${to} with my partner ${partner} and our ${kids} kids.`, fill(2));
  s.assistant(fill(4), 'Happy to help. Let me ask a few questions first.', fill(2));
  s.user(fill(1), `Hard limit: the whole trip must stay under €${cap}, flights and hotels included.`, fill(1))
    .probe({ type: 'constraint', fact: `Total trip budget under €${cap}.`, patterns: [`€${cap}`], question: 'What is the spending ceiling for the whole holiday?' });
  s.gap(2);
  s.tool('search_flights', { from, to, date: `2026-07-${String(day).padStart(2, '0')}`, passengers: 2 + kids },
    JSON.stringify({ results: [{ flight, airline, departs: dep, price_eur: r.int(90, 160) }, { flight: nearMiss(flight), airline, departs: `1${r.int(3, 8)}:10`, price_eur: r.int(60, 85) }, { flight: `${code} ${digits(r, 4)}`, airline, departs: `2${r.int(0, 2)}:35`, price_eur: r.int(50, 70) }] }, null, 2));
  s.assistant(fill(3), `I would take ${flight}: it leaves at ${dep}, the cheaper one lands too late for the kids.`, fill(3))
    .probe({ type: 'phone_id', fact: `Chosen flight ${flight}.`, patterns: [flight], question: 'Which flight number did the assistant recommend for the outbound leg?' })
    .probe({ type: 'date_time', fact: `The flight departs at ${dep}.`, patterns: [dep], question: 'What time does the recommended outbound flight take off?' });
  s.gap(2);
  s.user(fill(2), `Booked it. Confirmation code is ${pnr}, in case you need it later.`)
    .probe({ type: 'phone_id', fact: `Booking reference ${pnr}.`, patterns: [pnr], question: "What is the airline booking reference?" });
  s.gap(2);
  s.assistant(fill(5), `For the stay I shortlisted ${decoyHotel} and ${hotel}; ${hotel} is right across the street from ${sight}, while ${decoyHotel} is a bus ride from ${otherSight}.`, fill(5))
    .probe({ type: 'relationship', fact: `${hotel} is across the street from ${sight}.`, patterns: [hotel, `across the street from ${sight}`], question: 'Which landmark is directly opposite the shortlisted hotel that is not the bus-ride one?' });
  s.user(fill(1), `Let us go with ${hotel}. ${rooms} rooms, check-in on July ${day}.`, fill(1))
    .probe({ type: 'entity', fact: `Hotel chosen: ${hotel}.`, patterns: [hotel], question: 'Where is the family staying?' });
  s.gap(3);
  s.user(`${partner} uses a wheelchair after knee surgery, so at least one room has to be step-free with a roll-in shower.`, fill(1))
    .probe({ type: 'constraint', fact: 'One room must be step-free with a roll-in shower.', patterns: ['step-free', 'roll-in shower'], question: 'What accessibility requirement applies to the accommodation?' });
  s.gap(2);
  s.assistant(fill(4), `We agreed to do the ${to} day trip by train instead of renting a car: the ${train} departure gets you there before the heat.`, fill(4))
    .probe({ type: 'decision', fact: 'Day trip by train instead of a rental car.', patterns: ['by train instead of renting a car'], question: 'How will the family travel on the day trip?' })
    .probe({ type: 'date_time', fact: `Day-trip train leaves at ${train}.`, patterns: [train], question: 'When does the train for the excursion depart?' });
  s.gap(3);
  s.user(fill(1), `We will have ${bags} checked bags plus the folding wheelchair, so please count that for the transfer.`)
    .probe({ type: 'quantity', fact: `${bags} checked bags plus a wheelchair.`, patterns: [`${bags} checked bags`], question: 'How much hold luggage is the family bringing?' });
  s.gap(2);
  s.user(`Change of plan: my sister joins us, so we need ${rooms + 1} rooms, not ${rooms}.`, fill(1))
    .probe({ type: 'correction', fact: `${rooms + 1} rooms now.`, patterns: [`${rooms + 1} rooms`], stale: [`${rooms} rooms`], question: 'How many hotel rooms are needed in the end?' });
  s.gap(2);
  s.assistant(fill(4), `Decided: we skip ${otherSight} and keep that afternoon free for the pool, since the kids will be tired.`, fill(3))
    .probe({ type: 'decision', fact: `Skip ${otherSight}, free afternoon.`, patterns: [`skip ${otherSight}`], question: 'Which sight was dropped from the plan?' });
  s.gap(2);
  s.user(fill(1), `The hotel wrote back: they can only take us from July ${day + 1}. Can you move everything by one night?`)
    .probe({ type: 'correction', fact: `Check-in is July ${day + 1}.`, patterns: [`July ${day + 1}`], stale: [`July ${day}`], question: 'On which date does the hotel stay begin now?' });
  s.gap(2);
  s.assistant(fill(3), `The transfer van from ${shuttle} seats 8 and costs €${r.int(60, 95)}; with the wheelchair it fits ${2 + kids + 1} people comfortably.`, fill(2))
    .probe({ type: 'quantity', fact: 'Transfer van seats 8.', patterns: ['seats 8'], question: 'What is the capacity of the airport transfer vehicle?' })
    .probe({ type: 'entity', fact: `Transfer by ${shuttle}.`, patterns: [shuttle], question: 'Which company drives the family from the airport?' });
  s.gap(2);
  return s.build({ id: opts.id, title: `Trip planning: ${from} to ${to} in July`, domain: 'travel' }, opts.targetTokens, { sentences: SENTENCES, nouns: NOUNS });
}
