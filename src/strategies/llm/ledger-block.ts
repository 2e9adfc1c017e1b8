/** @module strategies/llm/ledger-block — the foundation's pinned-fact ledger over the messages an LLM strategy folds away. */
import { buildUnits } from '../../extract/units.js';
import { findReplacements } from '../../pins/corrections.js';
import { createLedger, LEDGER_HEADING } from '../../pins/ledger.js';
import { layoutPieces } from '../../text/layout.js';
import { MESSAGE_OVERHEAD } from '../../tokens/overhead.js';
import type { StrategyInput } from '../types.js';

/** The ledger: its lines without the heading, and the facts it pins. */
export interface LedgerBlock {
  lines: string;
  facts: string[];
}

/**
 * Facts (amounts, counts, IDs, dates…) of every message not in `visible`, verbatim, within `cap`
 * tokens, as the pinned-fact ledger renders them (`mN role: …`, corrections marked).
 * @example
 * const { lines, facts } = ledgerOf(input, new Set([0, 9, 10]), 300);
 */
export function ledgerOf(input: StrategyInput, visible: ReadonlySet<number>, cap: number): LedgerBlock {
  const units = buildUnits(layoutPieces(input.messages), input.kernel, input.measure);
  const present = new Uint8Array(units.message.length);
  units.message.forEach((m, u) => (present[u] = visible.has(m) ? 1 : 0));
  const build = createLedger(units, input.messages, {
    replacedBy: findReplacements(units),
    score: units.analysis.sentences.score,
    count: input.measure.count,
    numbers: input.messageNumbers,
  });
  const l = build(present, Math.max(0, cap - MESSAGE_OVERHEAD));
  return { lines: l.text ? l.text.slice(LEDGER_HEADING.length).replace(/^\n/, '') : '', facts: l.facts };
}
