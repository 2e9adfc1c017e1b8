/** @module pins/structured-decisions — decisions laid out as markdown: items under "I recommend:", rows of a "Choice" table. */
import { SentenceFlag } from '../kernel/types.js';
import type { Units } from '../extract/units.js';

/** A lead-in line that announces chosen items ("Based on our requirements, I recommend:"). */
const DECISION_LEAD_IN = /\b(recommend(?:s|ed|ation)?|decided|decisions?|chose|chosen|selected|going with|we(?:'ll| will) use|final (?:choice|plan|stack|setup))\b[^\n]*:[*_]*\s*$/i;
/** A table header with a column of choices ("| Component | Choice | Rationale |"). */
const DECISION_HEADER = /\|\s*(?:choice|decision|selected|chosen|selection|pick)\s*\|/i;
const LIST_ITEM = /^\s*(?:[-*+]|\d+[.)])\s+/;
const TABLE_ROW = /^\s*\|/;
const TABLE_RULE = /^\s*\|[\s|:-]+\|\s*$/;
const LETTER = /\p{L}/u;

/**
 * 1 for each unit of an assistant or tool message that sits in a list announced as a
 * recommendation or decision, or in a table row under a header with a choice column; else 0.
 * Chat models lay their decisions out this way more often than they write "we decided". One pass
 * over the lines of each message.
 * @example
 * structuredDecisions(units) // 1 for '**Ingestion**: Apache Kafka with 3 brokers' after 'I recommend:'
 */
export function structuredDecisions(units: Units): Uint8Array {
  const s = units.analysis.sentences;
  const { text, pieceStart } = units;
  const out = new Uint8Array(s.count);
  let u = 0;
  for (let d = 0; d < pieceStart.length && u < s.count; d++) {
    const end = d + 1 < pieceStart.length ? pieceStart[d + 1] : text.length;
    if (units.roles[units.pieces[d].message] === 'user') continue;
    let announced = false; // the last line that was neither blank nor a list item announced decisions
    let header = -1; // start of the current table's header row, or -1 outside a table
    let choiceTable = false;
    for (let at = pieceStart[d]; at < end; ) {
      const nl = text.indexOf('\n', at);
      const lineEnd = nl < 0 || nl > end ? end : nl;
      const line = text.slice(at, lineEnd);
      let flag = false;
      if (TABLE_ROW.test(line)) {
        if (header < 0) (header = at), (choiceTable = DECISION_HEADER.test(line));
        else flag = choiceTable && !TABLE_RULE.test(line);
        announced = false;
      } else {
        header = -1;
        if (LIST_ITEM.test(line)) flag = announced;
        else if (line.trim() !== '') announced = DECISION_LEAD_IN.test(line);
      }
      while (u < s.count && s.start[u] < at) u++;
      for (; u < s.count && s.start[u] <= lineEnd && s.start[u] < end; u++) {
        if (flag && !(s.flags[u] & (SentenceFlag.CODE | SentenceFlag.NEAR_REPEAT)) && LETTER.test(text.slice(s.start[u], s.end[u]))) out[u] = 1;
      }
      at = lineEnd + 1;
    }
  }
  return out;
}
