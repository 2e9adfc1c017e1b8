/** @module extract/emergency-cut — which forced units (goal, constraints, decisions) stay when they cannot all fit. */

/** Per-unit facts the cut orders by. */
export interface CutOrder {
  /** Token cost per unit. */
  cost: Int32Array;
  /** Selector value per unit. */
  value: Float32Array;
  /** Higher priority stays longest (corrections over the goal over decisions and constraints). */
  priority?: Uint8Array;
  /** Message index per unit: among equals, the newest stays. */
  message: Int32Array;
}

/**
 * The forced units that fit in `room` tokens: all of them when they fit, else by priority, then value
 * per token, then the newest. "Decision from Ana: pallets with corner guards" outlasts a cheaper stock
 * line that merely sounds like a rule ("Do not forget the database; it is mandatory reading…").
 * @example
 * const kept = emergencyCut(forced, { cost, value, priority: core, message: units.message }, 0.6 * target);
 */
export function emergencyCut(forced: Uint8Array, order: CutOrder, room: number): Uint8Array {
  const { cost, value, priority, message } = order;
  let total = 0;
  const ids: number[] = [];
  for (let i = 0; i < forced.length; i++) if (forced[i]) (ids.push(i), (total += cost[i]));
  if (total <= room) return forced;
  const density = (i: number): number => value[i] / Math.max(1, cost[i]);
  ids.sort((a, b) => (priority ? priority[b] - priority[a] : 0) || density(b) - density(a) || message[b] - message[a] || a - b);
  const out = new Uint8Array(forced.length);
  let used = 0;
  for (const i of ids) if (used + cost[i] <= room) (out[i] = 1, (used += cost[i]));
  return out;
}
