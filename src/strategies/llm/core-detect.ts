/** @module strategies/llm/core-detect — the foundation's Protected Core detector, as verbatim items. */
import { buildUnits, unitText } from '../../extract/units.js';
import { CorePriority, corePriorities } from '../../pins/core.js';
import { layoutPieces } from '../../text/layout.js';
import type { StrategyInput } from '../types.js';
import type { QuotedItem } from './quoted-items.js';

const DECIDED = /\b(decided|decision|agreed|chose|chosen|going with|settled on|confirmed|approved|picked|opted)\b/i;

/**
 * Goal, constraint and decision sentences (corrections count as decisions) that the deterministic
 * detector finds in the messages at `indices`, verbatim.
 * @example
 * detectCore(input, split.old) // [{ kind: 'goal', text: 'I need 45 chairs by May 3.' }, …]
 */
export function detectCore(input: StrategyInput, indices: readonly number[]): QuotedItem[] {
  const wanted = new Set(indices);
  const units = buildUnits(layoutPieces(input.messages), input.kernel, input.measure);
  const prio = corePriorities(units);
  const out: QuotedItem[] = [];
  for (let u = 0; u < prio.length; u++) {
    if (!prio[u] || !wanted.has(units.message[u])) continue;
    const text = unitText(units, u).trim();
    if (!text) continue;
    const p = prio[u];
    const kind =
      p === CorePriority.TASK || p === CorePriority.GOAL ? 'goal' : p === CorePriority.CORRECTION || DECIDED.test(text) ? 'decision' : 'constraint';
    out.push({ kind, text });
  }
  return out;
}
