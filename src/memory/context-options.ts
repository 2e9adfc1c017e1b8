/** @module memory/context-options — the options of `context()` (and of `turn()`, which builds them), checked. */
import { OptionsError } from '../errors.js';
import { found, safeIntegerWanted } from '../validate/format-issue.js';
import type { ContextOptions } from './types.js';

/** The options of `context()`. */
const CONTEXT_KEYS = ['query', 'keepNewest', 'budget', 'system', 'refine', 'pool'] as const;

/**
 * Throw an OptionsError for a key of `o` not in `known`: a misspelt option (`querry`, `budgett`)
 * would otherwise be ignored, and the call run without it.
 * @example
 * checkKeys({ budgett: 500 }, ['budget'], 'turn options'); // OptionsError: turn options: expected only budget, found budgett
 */
export function checkKeys(o: object, known: readonly string[], what: string): void {
  const unknown = Object.keys(o).filter((k) => !known.includes(k));
  if (unknown.length) throw new OptionsError(`${what}: expected only ${known.join(', ')}, found ${unknown.join(', ')}`);
}

/**
 * Check the options of `context()` (and of `turn()`, which builds them); throws OptionsError.
 * @example
 * checkContextOptions({ budget: 4000, query: 'Where do we ship?' }); // passes
 * checkContextOptions({ budget: 1e20 }); // OptionsError: budget: expected a positive integer of at most 9007199254740991, found number 100000000000000000000
 * checkContextOptions({ budget: 500, querry: 'x' }); // OptionsError: context options: expected only query, keepNewest, budget, system, refine, pool, found querry
 */
export function checkContextOptions(c: unknown): asserts c is ContextOptions {
  if (typeof c !== 'object' || c === null) throw new OptionsError(`context options: expected an object, found ${found(c)}`);
  const o = c as Record<string, unknown>;
  checkKeys(o, CONTEXT_KEYS, 'context options');
  const isCount = (v: unknown): v is number => typeof v === 'number' && Number.isSafeInteger(v) && v > 0;
  const notCount = (key: string, v: unknown) => new OptionsError(`${key}: expected ${safeIntegerWanted('a positive integer', v)}, found ${found(v)}`);
  if (!isCount(o.budget)) throw notCount('budget', o.budget);
  if (o.query !== undefined && typeof o.query !== 'string') throw new OptionsError(`query: expected a string, found ${found(o.query)}`);
  if (o.system !== undefined && typeof o.system !== 'string') throw new OptionsError(`system: expected a string, found ${found(o.system)}`);
  if (o.refine !== undefined && typeof o.refine !== 'boolean') throw new OptionsError(`refine: expected a boolean, found ${found(o.refine)}`);
  if (o.keepNewest !== undefined && typeof o.keepNewest !== 'boolean') throw new OptionsError(`keepNewest: expected a boolean, found ${found(o.keepNewest)}`);
  if (o.pool !== undefined && !isCount(o.pool)) throw notCount('pool', o.pool);
  if (o.pool !== undefined && o.pool < o.budget) {
    throw new OptionsError(`pool: expected an integer of at least the budget (${o.budget}), found ${found(o.pool)}`);
  }
}
