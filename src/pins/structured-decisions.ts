/** @module pins/structured-decisions — decisions laid out as markdown: items under "I recommend:", rows of a "Choice" table, ticked checklist items. */
import { SentenceFlag } from '../kernel/types.js';
import { parentUnits } from '../extract/parents.js';
import { unitText, type Units } from '../extract/units.js';

/** A lead-in line that announces chosen items ("Based on our requirements, I recommend:"). */
const DECISION_LEAD_IN = /\b(recommend(?:s|ed|ation)?|decided|decisions?|chose|chosen|selected|going with|we(?:'ll| will) use|final (?:choice|plan|stack|setup))\b[^\n]*:[*_]*\s*$/i;
/** A table header with a column of choices ("| Component | Choice | Rationale |"). */
const DECISION_HEADER = /\|\s*(?:choice|decision|selected|chosen|selection|pick)\s*\|/i;
const LETTER = /\p{L}/u;
/** A ticked item of a checklist ("- [x] PostgreSQL: asyncpg + SQLAlchemy 2.0 ✓"): a requirement met, a choice confirmed. */
const TICKED = /^\s*(?:[-*+]\s+)?\[[xX]\]\s+\S|[✓✔✅]\s*$/u;

/**
 * 1 for each unit of an assistant or tool message that sits in a list announced as a
 * recommendation or decision, or in a table row under a header with a choice column, and for each
 * ticked checklist item of an assistant message; else 0. Chat models lay their decisions out this
 * way more often than they write "we decided".
 * @example
 * structuredDecisions(units) // 1 for '**Ingestion**: Apache Kafka with 3 brokers' after 'I recommend:', and for '- [x] Budget: $8,250 < $10K ✓'
 */
export function structuredDecisions(units: Units, parents: Int32Array = parentUnits(units)): Uint8Array {
  const s = units.analysis.sentences;
  const out = new Uint8Array(s.count);
  const announces = new Map<number, boolean>();
  for (let i = 0; i < s.count; i++) {
    if (units.roles[units.message[i]] === 'user' || s.flags[i] & (SentenceFlag.CODE | SentenceFlag.NEAR_REPEAT)) continue;
    if (units.roles[units.message[i]] === 'assistant' && TICKED.test(unitText(units, i))) {
      out[i] = 1;
      continue;
    }
    const p = parents[i];
    if (p < 0) continue;
    let yes = announces.get(p);
    if (yes === undefined) {
      const t = unitText(units, p);
      announces.set(p, (yes = DECISION_LEAD_IN.test(t) || DECISION_HEADER.test(t)));
    }
    // A list marker split off as its own unit ("1.") carries nothing.
    if (yes && LETTER.test(unitText(units, i))) out[i] = 1;
  }
  return out;
}
