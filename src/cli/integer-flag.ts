/** @module cli/integer-flag — reads a whole-number flag exactly; errors quote what was typed. */

import { OptionsError } from '../platform/node.js';
import { found } from './found.js';

const DECIMAL = /^([-+]?)(\d*)(?:\.(\d*))?(?:e([-+]?\d+))?$/i;
const MAX = BigInt(Number.MAX_SAFE_INTEGER);

// A decimal literal: sign, digits and an exponent, with at least one digit before it.
function decimal(text: string): RegExpExecArray | undefined {
  const m = DECIMAL.exec(text);
  return m && /\d/.test(`${m[2]}${m[3] ?? ''}`) ? m : undefined;
}

// The exact integer a decimal literal denotes, or undefined when it has a fraction; worked out on
// the digits because Number('9007199254740993') is already rounded to ...992.
function exactInteger(m: RegExpExecArray): bigint | undefined {
  let digits = `${m[2]}${m[3] ?? ''}`;
  let point = m[2].length + Number(m[4] ?? 0);
  const lead = /^0*/.exec(digits)![0].length;
  digits = digits.slice(lead);
  point -= lead;
  if (digits === '') return 0n;
  if (/[1-9]/.test(digits.slice(Math.max(point, 0)))) return undefined;
  const sign = m[1] === '-' ? -1n : 1n;
  // 17 digits are past MAX_SAFE_INTEGER already; don't build a string of 1e999999 zeros.
  if (point > 17) return sign * (MAX + 1n);
  return sign * BigInt(digits.slice(0, point).padEnd(point, '0'));
}

/**
 * Read an integer flag (`--budget`, `--keep-last`) from its text. Numeric text is checked on its
 * digits, never through a rounded double, and errors quote it as typed: `--budget
 * 9007199254740993` is "budget: expected a positive integer of at most 9007199254740991, found number
 * 9007199254740993". Non-numeric text says `found string "lots"`. Throws {@link OptionsError}.
 *
 * @example
 * integerFlag('budget', '300', 1) // 300
 * integerFlag('budget', '1e3', 1) // 1000
 * integerFlag('keepLast', undefined, 0) // undefined
 * integerFlag('budget', '-5', 1)
 * // OptionsError: budget: expected a positive integer, found number -5
 */
export function integerFlag(
  name: string,
  text: string | undefined,
  min: 0 | 1,
): number | undefined {
  if (text === undefined) return undefined;
  const typed = text.trim();
  const expected = min === 1 ? 'a positive integer' : 'a non-negative integer';
  const m = decimal(typed);
  if (!m) throw new OptionsError(`${name}: expected ${expected}, found ${found(text)}`);
  const value = exactInteger(m);
  if (value === undefined || value < BigInt(min)) {
    throw new OptionsError(`${name}: expected ${expected}, found number ${typed}`);
  }
  if (value > MAX) {
    const limit = `${expected} of at most ${MAX}`; // the wording of compress() and the Worker
    throw new OptionsError(`${name}: expected ${limit}, found number ${typed}`);
  }
  return Number(value);
}
