/** @module budget/should-compress — when to compress: the trigger policies users know. */

/** A trigger policy. */
export type CompressPolicy =
  /** Codex-style: past `threshold` (default 0.9) of the window minus the output reserve. */
  | { kind: 'codex'; outputReserve?: number; threshold?: number }
  /** A fixed fraction of the window, e.g. 0.5 or 0.83. */
  | { kind: 'fraction'; fraction: number }
  /** Fire like `trigger`, but skip unless compression is expected to save at least `minSavings` (default 0.1). */
  | { kind: 'savings'; trigger: CompressPolicy; expectedTokens: number; minSavings?: number };

/** The decision and why. */
export interface CompressDecision {
  compress: boolean;
  /** Token count at which the policy fires. */
  threshold: number;
  reason: string;
}

/**
 * Decide whether to compress now.
 * @example
 * shouldCompress(118_000, 128_000, { kind: 'codex', outputReserve: 8_000 }).compress // true (≥ 108,000)
 * shouldCompress(60_000, 128_000, { kind: 'fraction', fraction: 0.5 }).compress // false
 */
export function shouldCompress(usedTokens: number, window: number, policy: CompressPolicy): CompressDecision {
  switch (policy.kind) {
    case 'codex': {
      const threshold = Math.floor((policy.threshold ?? 0.9) * (window - (policy.outputReserve ?? 0)));
      return decide(usedTokens, threshold, 'codex');
    }
    case 'fraction':
      return decide(usedTokens, Math.floor(policy.fraction * window), `fraction ${policy.fraction}`);
    case 'savings': {
      const inner = shouldCompress(usedTokens, window, policy.trigger);
      if (!inner.compress) return inner;
      const savings = usedTokens > 0 ? 1 - policy.expectedTokens / usedTokens : 0;
      const min = policy.minSavings ?? 0.1;
      return savings >= min
        ? { ...inner, reason: `${inner.reason}; saves ${(savings * 100).toFixed(1)}%` }
        : { compress: false, threshold: inner.threshold, reason: `skip: saves ${(savings * 100).toFixed(1)}% < ${min * 100}%` };
    }
  }
}

function decide(used: number, threshold: number, name: string): CompressDecision {
  return used >= threshold
    ? { compress: true, threshold, reason: `${name}: ${used} ≥ ${threshold}` }
    : { compress: false, threshold, reason: `${name}: ${used} < ${threshold}` };
}
