/** @module strategies/llm/knob — reads one strategy knob with its default, or says what was wrong. */
import { OptionsError, describe } from '../../errors.js';
import type { StrategyKnobs } from '../knobs.js';

/**
 * The numeric knob `group.key` from the compress options, `fallback` when unset. Throws
 * OptionsError ("rlm.every: expected an integer ≥ 1, found number 0") when out of range.
 * @example
 * numberKnob(input.knobs, 'rlm', 'every', 8, { min: 1, integer: true }) // 8 unless options.rlm.every is set
 */
export function numberKnob(
  knobs: StrategyKnobs,
  group: string,
  key: string,
  fallback: number,
  range: { min: number; max?: number; integer?: boolean },
): number {
  const g = (knobs as Record<string, unknown>)[group];
  if (g === undefined) return fallback;
  if (g === null || typeof g !== 'object' || Array.isArray(g)) {
    throw new OptionsError(`${group}: expected an object of knobs, found ${describe(g)}`);
  }
  const v = (g as Record<string, unknown>)[key];
  if (v === undefined) return fallback;
  const ok = typeof v === 'number' && Number.isFinite(v) && v >= range.min && (range.max === undefined || v <= range.max) && (!range.integer || Number.isInteger(v));
  if (!ok) {
    const what = `${range.integer ? 'an integer' : 'a number'} ≥ ${range.min}${range.max !== undefined ? ` and ≤ ${range.max}` : ''}`;
    throw new OptionsError(`${group}.${key}: expected ${what}, found ${describe(v)}`);
  }
  return v as number;
}
