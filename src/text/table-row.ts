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
