/** @module options — defaults merged over the caller's compress options. */
import type { ResolvedOptions } from './strategies/types.js';
import type { CompressOptions } from './types.js';

/**
 * Default values of {@link CompressOptions}.
 * @example
 * DEFAULTS.keepLast // 2
 */
export const DEFAULTS = {
  strategy: 'pith',
  tokenizer: 'estimate',
  keepLast: 2,
  keepSystem: true,
  partTokens: 85,
} as const;

/**
 * Merge defaults under validated options.
 * @example
 * resolveOptions({ budget: 500 }).keepLast // 2
 */
export function resolveOptions(o: CompressOptions): ResolvedOptions {
  return {
    budget: o.budget,
    query: o.query,
    keepLast: o.keepLast ?? DEFAULTS.keepLast,
    keepLastPreferred: o.keepLast === undefined,
    keepSystem: o.keepSystem ?? DEFAULTS.keepSystem,
    partTokens: o.partTokens ?? DEFAULTS.partTokens,
    startOn: o.startOn,
  };
}
