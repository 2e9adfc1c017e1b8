/** @module memory/context-options — the options of `context()` (and of `turn()`, which builds them), checked. */
import { OptionsError, describe } from '../errors.js';
import type { ContextOptions } from './types.js';

/**
 * Check the options of `context()` (and of `turn()`, which builds them); throws OptionsError.
 * @example
 * checkContextOptions({ budget: 4000, query: 'Where do we ship?' }); // passes
 * checkContextOptions({ budget: 1e20 }); // OptionsError: budget: expected a positive integer, found number 100000000000000000000
 */
export function checkContextOptions(c: unknown): asserts c is ContextOptions {
  if (typeof c !== 'object' || c === null) throw new OptionsError(`context options: expected an object, found ${describe(c)}`);
  const o = c as Record<string, unknown>;
  const isCount = (v: unknown): v is number => typeof v === 'number' && Number.isSafeInteger(v) && v > 0;
  if (!isCount(o.budget)) throw new OptionsError(`budget: expected a positive integer, found ${describe(o.budget)}`);
  if (o.query !== undefined && typeof o.query !== 'string') throw new OptionsError(`query: expected a string, found ${describe(o.query)}`);
  if (o.system !== undefined && typeof o.system !== 'string') throw new OptionsError(`system: expected a string, found ${describe(o.system)}`);
  if (o.refine !== undefined && typeof o.refine !== 'boolean') throw new OptionsError(`refine: expected a boolean, found ${describe(o.refine)}`);
  if (o.keepNewest !== undefined && typeof o.keepNewest !== 'boolean') throw new OptionsError(`keepNewest: expected a boolean, found ${describe(o.keepNewest)}`);
  if (o.pool !== undefined && (!isCount(o.pool) || o.pool < o.budget)) {
    throw new OptionsError(`pool: expected an integer of at least the budget (${o.budget}), found ${describe(o.pool)}`);
  }
}
