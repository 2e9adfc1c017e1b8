/** @module bench/generate/facts — pinnable facts: amounts, IDs, dates, phones, counts, decisions, constraints, corrections. */

import type { Random } from './random.js';
import { CITIES, FIRST_NAMES, LAST_NAMES, MONTHS, NOUNS, PRODUCTS, UNITS } from './words.js';

const thousands = (n: number): string => n.toString().replace(/\B(?=(\d{3})+(?!\d))/g, ',');

/** `$1,234.50`, `€480`, `USD 2,100`. @example money(r) */
export function money(r: Random): string {
  const whole = r.int(5, r.chance(0.2) ? 48_000 : 2_400);
  const cents = r.chance(0.6) ? `.${String(r.int(0, 99)).padStart(2, '0')}` : '';
  const form = r.int(0, 5);
  if (form === 4) return `€${thousands(whole)}${cents}`;
  if (form === 5) return `USD ${thousands(whole)}`;
  return `$${thousands(whole)}${cents}`;
}

/** `ORD-58213`, `INV-2026-0042`, `#4521`, a git hash. @example id(r) */
export function id(r: Random): string {
  switch (r.int(0, 4)) {
    case 0:
      return `ORD-${r.int(10_000, 99_999)}`;
    case 1:
      return `INV-${r.int(2024, 2027)}-${String(r.int(1, 9999)).padStart(4, '0')}`;
    case 2:
      return `#${r.int(1000, 9999)}`;
    case 3:
      return `TCK_${r.int(100_000, 999_999)}`;
    default:
      return Array.from({ length: 7 }, () => r.pick([...'0123456789abcdef'])).join('') + r.int(0, 9);
  }
}

/** `March 14`, `2026-05-03`, `May 3, 2026`. @example date(r) */
export function date(r: Random): string {
  const month = r.int(1, 12);
  const day = r.int(1, 28);
  switch (r.int(0, 2)) {
    case 0:
      return `${MONTHS[month - 1]} ${day}`;
    case 1:
      return `2026-${String(month).padStart(2, '0')}-${String(day).padStart(2, '0')}`;
    default:
      return `${MONTHS[month - 1]} ${day}, ${r.int(2025, 2027)}`;
  }
}

/** `+1 (253) 555-0147`, `+44 20 7946 0958`. @example phone(r) */
export function phone(r: Random): string {
  return r.chance(0.7)
    ? `+1 (${r.int(201, 989)}) 555-${String(r.int(100, 9999)).padStart(4, '0')}`
    : `+44 20 ${r.int(7000, 7999)} ${String(r.int(0, 9999)).padStart(4, '0')}`;
}

/** `45 units`. @example count(r) */
export function count(r: Random): string {
  return `${r.int(2, 500)} ${r.pick(UNITS)}`;
}

/** A full name. @example person(r) // 'Diego Alvarez' */
export function person(r: Random): string {
  return `${r.pick(FIRST_NAMES)} ${r.pick(LAST_NAMES)}`;
}

/** One sentence that carries at least one fact worth pinning. @example factSentence(r) */
export function factSentence(r: Random): string {
  const product = r.pick(PRODUCTS);
  const noun = r.pick(NOUNS);
  switch (r.int(0, 11)) {
    case 0:
      return `Order ${id(r)} for ${count(r)} of the ${product} came to ${money(r)}.`;
    case 1:
      return `The ${noun} is due on ${date(r)} and the quote we got was ${money(r)}.`;
    case 2:
      return `You can reach ${person(r)} at ${phone(r)} if the courier needs directions in ${r.pick(CITIES)}.`;
    case 3: {
      const a = r.int(10, 90);
      const b = a + r.pick([-5, 5, 10, -10, 15]);
      return `Actually make it ${b} ${r.pick(UNITS)}, not ${a}.`;
    }
    case 4:
      return `We decided to go with the ${r.pick(CITIES)} option for the ${noun}, since it saves ${money(r)}.`;
    case 5:
      return `The total must not exceed ${money(r)}, and delivery has to happen before ${date(r)}.`;
    case 6:
      return `Ticket ${id(r)} was reopened on ${date(r)} after the ${noun} failed again.`;
    case 7:
      return `Please never ship to the old ${r.pick(CITIES)} address again; the new one is ${r.int(10, 9999)} ${r.pick(LAST_NAMES)} Street.`;
    case 8:
      return `Invoice ${id(r)} shows ${money(r)} but we agreed on ${money(r)} on ${date(r)}.`;
    case 9:
      return `Correction: the meeting moved to ${date(r)} at ${r.int(8, 17)}:${r.pick(['00', '15', '30', '45'])}.`;
    case 10:
      return `The discount is ${r.int(5, 40)}% as long as we order at least ${count(r)}.`;
    default:
      return `Final decision: ${person(r)} owns the ${noun} and reports back by ${date(r)}.`;
  }
}
