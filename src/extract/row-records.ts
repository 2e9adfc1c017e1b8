/** @module extract/row-records — the rows of a partly kept table written as compact records; a text kept whole stays as written. */
import { rowRecord } from '../text/table-row.js';
import { unitText, type Units } from './units.js';

/** One table whose header and body rows are each one unit of their own line. */
interface Table {
  header: number;
  /** Unit of the rule row (`|---|`), or -1. */
  rule: number;
  rows: number[];
  /** First and last unit of the text piece that holds the table. */
  piece: [number, number];
}

/** Per unit, the record text of a table's header or body row; and the tables they belong to. */
export interface TableRecords {
  text: Map<number, string>;
  tables: Table[];
}

/**
 * The record form of every table whose header and body rows are whole units (a row the sentence
 * splitter cut leaves its table as written): `| Storage | Delta Lake on S3 | ACID, time travel |`
 * → `Storage: Delta Lake on S3 | ACID, time travel`, the header `Component: Choice | Rationale`.
 * @example
 * const records = tableRecords(units, parents, rules); records.text.get(u) // 'Storage: Delta Lake on S3 | ACID, time travel'
 */
export function tableRecords(units: Units, parents: Int32Array, rules: Int32Array): TableRecords {
  const byHeader = new Map<number, Table | null>();
  const found = new Map<number, string>();
  const record = (u: number): string | undefined => {
    const r = rowRecord(unitText(units, u));
    if (r !== undefined) found.set(u, r);
    return r;
  };
  for (let u = 0; u < parents.length; u++) {
    const h = parents[u];
    if (h < 0) continue;
    let t = byHeader.get(h);
    if (t === undefined) byHeader.set(h, (t = record(h) !== undefined ? { header: h, rule: -1, rows: [], piece: [h, h] } : null));
    if (t === null) continue;
    if (record(u) === undefined) byHeader.set(h, null);
    else (t.rows.push(u), rules[u] >= 0 && (t.rule = rules[u]));
  }
  const text = new Map<number, string>();
  const tables: Table[] = [];
  const doc = units.analysis.sentences.doc;
  for (const t of byHeader.values()) {
    if (!t) continue;
    tables.push(t);
    while (t.piece[0] > 0 && doc[t.piece[0] - 1] === doc[t.header]) t.piece[0]--;
    while (t.piece[1] + 1 < doc.length && doc[t.piece[1] + 1] === doc[t.header]) t.piece[1]++;
    text.set(t.header, found.get(t.header)!);
    for (const u of t.rows) text.set(u, found.get(u)!);
  }
  return { text, tables };
}

/**
 * The mask and rewrites to render with: the kept rows of a table, and its header, are written as
 * records with no rule row (pipes, padding and a header row that renders only above every row cost
 * tokens); a table whose text piece is kept whole stays as written, rule row included.
 * @example
 * ({ mask, rewrite } = tableForm(mask, records, rewrite));
 */
export function tableForm(mask: Uint8Array, records: TableRecords, rewrite?: Map<number, string>): { mask: Uint8Array; rewrite?: Map<number, string> } {
  let out = mask;
  let text = rewrite;
  for (const t of records.tables) {
    if (!mask[t.header] && !t.rows.some((u) => mask[u])) continue;
    if (out === mask) (out = mask.slice()), (text = new Map(rewrite));
    if (wholePiece(mask, t)) {
      if (t.rule >= 0) out[t.rule] = 1;
      continue;
    }
    if (t.rule >= 0) out[t.rule] = 0;
    for (const u of [t.header, ...t.rows]) if (mask[u]) text!.set(u, records.text.get(u)!);
  }
  return { mask: out, rewrite: text };
}

/** Is every unit of the table's piece kept (its rule row aside, which comes with the rows)? */
function wholePiece(mask: Uint8Array, t: Table): boolean {
  for (let u = t.piece[0]; u <= t.piece[1]; u++) if (!mask[u] && u !== t.rule) return false;
  return true;
}
