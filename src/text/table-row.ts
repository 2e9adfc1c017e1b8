/** @module text/table-row — is a text one markdown table row (`| cell | cell |`, the `|---|` rule included)? */

/** A markdown table row: `| cell | cell |`. */
const TABLE_ROW = /^\s*\|.*\|\s*$/;

/**
 * Is `text` a single markdown table row (a header, a body row or the `|---|` rule)?
 * @example
 * isTableRow('| Storage | Delta Lake on S3 |') // true
 * isTableRow('Storage: Delta Lake') // false
 */
export function isTableRow(text: string): boolean {
  return TABLE_ROW.test(text);
}

/** The rule row under a header: `|---|:--:|`. */
const RULE_ROW = /^\s*\|[\s|:-]+\|\s*$/;
/** A cell wholly wrapped in emphasis marks or backticks (`**Total**`, `` `db-03` ``): a record reads the same without them. */
const WRAPPED = /^(\*\*|__|`)((?:(?!\1)[^])+)\1$/;
/** The first character of a mark, a cheap check before {@link WRAPPED}. */
const MARK_START = /^[*_`]/;

/**
 * A table row as a compact record, `first cell: other cells` (the pipes of the edges, the cells'
 * padding and the marks that wrap a whole cell left out; the cells' text otherwise as written), or
 * undefined for a text that is no row, a rule row, a row with an escaped pipe, or one with fewer
 * than two cells with text. A row standing alone this way reads as a `key: value` line.
 * @example
 * rowRecord('| Storage | Delta Lake on S3 | ACID, time travel |') // 'Storage: Delta Lake on S3 | ACID, time travel'
 * rowRecord('| **Total** | $35K |') // 'Total: $35K'
 * rowRecord('| Entry | __init__.py |') // 'Entry: __init__.py'
 */
export function rowRecord(text: string): string | undefined {
  if (!isTableRow(text) || text.includes('\n') || text.includes('\\|') || RULE_ROW.test(text)) return undefined;
  const cells: string[] = [];
  for (const raw of text.trim().slice(1, -1).split('|')) {
    const c = raw.trim();
    if (c !== '') cells.push(MARK_START.test(c) ? c.replace(WRAPPED, '$2') : c);
  }
  return cells.length < 2 ? undefined : `${cells[0]}: ${cells.slice(1).join(' | ')}`;
}
