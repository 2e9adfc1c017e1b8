/** @module kernel/oracle/select — budgeted greedy selection by value per token (mirrors assembly/select.ts). */

/**
 * Chooses units under a token budget: every forced unit (its cost counts), every unit with
 * cost ≤ 0 and value > 0, then the units with cost > 0 by value/cost descending (ties: lower
 * index; NaN ranks last), each added when it still fits (one that does not fit is skipped and
 * later ones are still tried). Non-forced units with cost ≤ 0 and value ≤ 0 are not chosen.
 * @example
 * selectOracle(Float32Array.of(1, 5, 2), Int32Array.of(10, 10, 1), Uint8Array.of(0, 0, 0), 11) // [0, 1, 1]
 */
export function selectOracle(value: Float32Array, cost: Int32Array, forced: Uint8Array, budget: number): Uint8Array {
  const n = value.length;
  const out = new Uint8Array(n);
  let total = 0;
  const rest: number[] = [];
  for (let i = 0; i < n; i++) {
    if (forced[i]) {
      out[i] = 1;
      total += Math.max(0, cost[i]);
    } else if (cost[i] > 0) rest.push(i);
    else if (value[i] > 0) out[i] = 1;
  }
  const key = rest.map((i) => selectKey(value[i], cost[i]));
  const order = rest.map((_, k) => k).sort((a, b) => key[b] - key[a] || a - b);
  for (const k of order) {
    const i = rest[k];
    if (total + cost[i] <= budget) {
      out[i] = 1;
      total += cost[i];
    }
  }
  return out;
}

/**
 * Sort key of a unit with cost > 0: value/cost, NaN mapped to −Infinity.
 * @example
 * selectKey(3, 2) // 1.5
 */
export function selectKey(value: number, cost: number): number {
  const r = value / cost;
  return r === r ? r : -Infinity;
}
