/** @module bench/retention/fixtures — two tiny retention scenarios for the benchmark's own tests. */
import type { Scenario } from './types.js';
import type { Message } from '../../src/types.js';

const FILLER = [
  'The weather at the office has been mild this week and nobody minded the rain.',
  'We talked about the coffee machine again, which still makes a strange noise.',
  'Someone suggested moving the team lunch, but nothing came of it in the end.',
  'The printer on the second floor jammed twice before the meeting started.',
];
const filler = (n: number, k: number): string => Array.from({ length: n }, (_, i) => FILLER[(i + k) % FILLER.length]).join(' ');

const order: Message[] = [
  { role: 'system', content: 'You are a support agent for an office-supply company.' },
  { role: 'user', content: `Hi. ${filler(12, 0)} Order ORD-58213 is for 40 chairs.` },
  { role: 'assistant', content: `Noted. ${filler(16, 1)}` },
  { role: 'user', content: `${filler(12, 2)} Actually make it 45 units, not 40 chairs. Call me at +1 (555) 123-4567.` },
  { role: 'assistant', content: `Updated. ${filler(20, 3)}` },
  { role: 'user', content: `${filler(16, 0)} Delivery must be before May 14.` },
  { role: 'assistant', content: `Understood, noted the deadline.` },
  { role: 'user', content: 'Thanks, anything else I should know?' },
];

/**
 * Two small scenarios: an office-supply order (quantity, phone, correction, date) and a trip.
 * @example
 * const [order, trip] = BENCH_FIXTURES;
 */
export const BENCH_FIXTURES: Scenario[] = [
  {
    id: 'fixture-order',
    title: 'Office chairs order',
    domain: 'support',
    source: 'handwritten',
    messages: order,
    probes: [
      { id: 'o-1', type: 'phone_id', fact: 'order ORD-58213', patterns: ['ORD-58213'], introducedAt: 1, question: 'Which order is it?' },
      { id: 'o-2', type: 'correction', fact: '45 units', patterns: ['45 units'], stale: ['40 chairs'], introducedAt: 3, question: 'How many units?' },
      { id: 'o-3', type: 'phone_id', fact: 'phone', patterns: ['+1 (555) 123-4567'], introducedAt: 3, question: 'What is my phone number?' },
      { id: 'o-4', type: 'date_time', fact: 'before May 14', patterns: ['May 14'], introducedAt: 5, question: 'When is the delivery deadline?' },
    ],
    salience: ['45 units', 'delivery before May 14'],
  },
  {
    id: 'fixture-trip',
    title: 'Lisbon trip',
    domain: 'travel',
    source: 'generated',
    messages: [
      { role: 'system', content: 'You are a travel assistant.' },
      { role: 'user', content: `${filler(16, 1)} Book 3 nights in Lisbon for under $600.` },
      { role: 'assistant', content: `Sure. ${filler(24, 0)}` },
      { role: 'user', content: `${filler(20, 3)} We decided on the Alfama hotel.` },
      { role: 'assistant', content: `Great choice, it is booked.` },
      { role: 'user', content: 'What did we settle on?' },
    ],
    probes: [
      { id: 't-1', type: 'quantity', fact: '3 nights', patterns: ['3 nights'], introducedAt: 1, question: 'How many nights?' },
      { id: 't-2', type: 'constraint', fact: 'under $600', patterns: ['$600'], introducedAt: 1, question: 'What is the price limit?' },
      { id: 't-3', type: 'decision', fact: 'Alfama hotel', patterns: ['Alfama'], introducedAt: 3, question: 'Which hotel?' },
    ],
  },
];
