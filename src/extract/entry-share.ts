/** @module extract/entry-share — what keeping a unit brings besides its own tokens (its group's entry cost, a table's rule row), spread over the first units a selection takes. */
import { MESSAGE_OVERHEAD } from '../tokens/overhead.js';
import type { Measure } from '../text/measure.js';
import type { Plan } from '../strategies/plan.js';
import { compactRule } from './parents.js';
import { unitText, type Units } from './units.js';

/** A group's entry cost is spread over this many of its units at most. */
const ENTRY_SPREAD = 3;

/**
 * A share of what it costs to open a unit's group (message overhead, tool-call JSON, sibling tool
 * messages), spread over the first few units a selection usually takes from it.
 * @example
 * const entry = groupEntryShare(units, plan); // entry[i]: tokens unit i is charged for opening its group
 */
export function groupEntryShare(units: Units, plan: Plan): Float64Array {
  const n = units.analysis.sentences.count;
  const groupFixed = new Map<number, number>();
  const groupUnits = new Map<number, number>();
  plan.fixed.forEach((f, m) => groupFixed.set(plan.groups[m], (groupFixed.get(plan.groups[m]) ?? 0) + f));
  for (let i = 0; i < n; i++) {
    const g = plan.groups[units.message[i]];
    groupUnits.set(g, (groupUnits.get(g) ?? 0) + 1);
  }
  const share = new Float64Array(n);
  for (let i = 0; i < n; i++) {
    const g = plan.groups[units.message[i]];
    share[i] = Math.ceil(Math.max(0, (groupFixed.get(g) ?? 0) - MESSAGE_OVERHEAD) / Math.min(ENTRY_SPREAD, groupUnits.get(g) ?? 1));
  }
  return share;
}

/**
 * A share of a table's rule row (`|---|`), which comes with the first body row kept, spread over
 * the first few body rows as a group's entry cost is: the selection sees what a row brings.
 * @example
 * const share = ruleEntryShare(units, unitLinks(units).rules, measure); // 0 for units outside tables
 */
export function ruleEntryShare(units: Units, rules: Int32Array, measure: Measure): Float64Array {
  const rows = new Map<number, number>();
  for (const r of rules) if (r >= 0) rows.set(r, (rows.get(r) ?? 0) + 1);
  const each = new Map<number, number>();
  for (const [r, k] of rows) each.set(r, Math.ceil(measure.count(compactRule(unitText(units, r))) / Math.min(ENTRY_SPREAD, k)));
  const share = new Float64Array(rules.length);
  rules.forEach((r, i) => r >= 0 && (share[i] = each.get(r) ?? 0));
  return share;
}
