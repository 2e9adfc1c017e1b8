/** @module bench/scenarios/values — seeded fact values: amounts, IDs, phones, dates, near-miss decoys. */
import type { Random } from '../generate/random.js';

const WEEKDAYS = ['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat'] as const;
const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'] as const;
const LONG_WEEKDAYS = ['Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday'] as const;

/**
 * Thousands separators: `1240` → `1,240`.
 * @example
 * grouped(48250) // '48,250'
 */
export const grouped = (n: number): string => n.toString().replace(/\B(?=(\d{3})+(?!\d))/g, ',');

/**
 * A dollar amount between `min` and `max`, written with separators.
 * @example
 * dollars(r, 1000, 9000) // '$1,240'
 */
export const dollars = (r: Random, min: number, max: number): string => `$${grouped(r.int(min, max))}`;

/**
 * The same string with two different adjacent digits swapped (the last such pair), so
 * `ORD-58213` becomes `ORD-58231` and `$1,240` becomes `$1,420`: a near-identical decoy.
 * @example
 * nearMiss('ORD-58213') // 'ORD-58231'
 */
export function nearMiss(value: string): string {
  const chars = [...value];
  const digits = chars.map((c, i) => (/\d/.test(c) ? i : -1)).filter((i) => i >= 0);
  for (let k = digits.length - 1; k > 0; k--) {
    const [a, b] = [digits[k - 1], digits[k]];
    if (chars[a] !== chars[b]) {
      [chars[a], chars[b]] = [chars[b], chars[a]];
      return chars.join('');
    }
  }
  return value.replace(/\d(?=\D*$)/, (d) => String((Number(d) + 1) % 10));
}

/**
 * A digit string of `length` with no two equal neighbours (so {@link nearMiss} always differs).
 * @example
 * digits(r, 5) // '58213'
 */
export function digits(r: Random, length: number): string {
  let out = String(r.int(1, 9));
  while (out.length < length) {
    const d = String(r.int(0, 9));
    if (d !== out[out.length - 1]) out += d;
  }
  return out;
}

/**
 * A US phone number in the 555 range: `+1 (415) 555-0142`.
 * @example
 * phone(r)
 */
export const phone = (r: Random): string => `+1 (${r.int(201, 989)}) 555-0${digits(r, 3)}`;

/**
 * A UTC date `days` after `base` (`YYYY-MM-DD`).
 * @example
 * addDays('2026-04-14', 2).toISOString() // '2026-04-16T00:00:00.000Z'
 */
export const addDays = (base: string, days: number): Date => new Date(Date.parse(`${base}T00:00:00Z`) + days * 86_400_000);

/**
 * `Tue 14 Apr 2026`.
 * @example
 * dayLabel(addDays('2026-04-14', 0)) // 'Tue 14 Apr 2026'
 */
export const dayLabel = (d: Date): string =>
  `${WEEKDAYS[d.getUTCDay()]} ${d.getUTCDate()} ${MONTHS[d.getUTCMonth()]} ${d.getUTCFullYear()}`;

/**
 * `14 Apr` (day and short month).
 * @example
 * shortDay(addDays('2026-04-14', 0)) // '14 Apr'
 */
export const shortDay = (d: Date): string => `${d.getUTCDate()} ${MONTHS[d.getUTCMonth()]}`;

/**
 * `Thursday` (long weekday name).
 * @example
 * weekday(addDays('2026-04-16', 0)) // 'Thursday'
 */
export const weekday = (d: Date): string => LONG_WEEKDAYS[d.getUTCDay()];

/**
 * A session header: `[Session 3 — Tue 14 Apr 2026, 09:12]`.
 * @example
 * sessionHeader(3, addDays('2026-04-14', 0), '09:12')
 */
export const sessionHeader = (n: number, d: Date, time: string): string => `[Session ${n} — ${dayLabel(d)}, ${time}]`;

/**
 * A clock time `HH:MM` between `fromHour` and `toHour`.
 * @example
 * clock(r, 8, 18) // '09:12'
 */
export const clock = (r: Random, fromHour: number, toHour: number): string =>
  `${String(r.int(fromHour, toHour)).padStart(2, '0')}:${String(r.int(0, 59)).padStart(2, '0')}`;

/**
 * `n` distinct elements of a list, in random order.
 * @example
 * distinct(r, ['a', 'b', 'c'], 2) // ['c', 'a']
 */
export function distinct<T>(r: Random, list: readonly T[], n: number): T[] {
  const pool = [...list];
  const out: T[] = [];
  while (out.length < n && pool.length > 0) out.push(pool.splice(r.int(0, pool.length - 1), 1)[0]);
  return out;
}
