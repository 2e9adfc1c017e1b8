/** @module bench/speed/table — prints benchmark rows as an aligned text table. */

/** One printed row. */
export interface Row {
  size: string;
  mode: 'cold' | 'warm';
  contender: string;
  median: number;
  mbPerSec: number;
  /** median / WASM median for the same size and mode. */
  vsWasm: number;
}

/**
 * Render rows as a fixed-width table.
 * @example
 * console.log(formatTable(rows));
 */
export function formatTable(rows: readonly Row[]): string {
  const head = ['input', 'mode', 'contender', 'median ms', 'MB/s', 'x WASM'];
  const body = rows.map((r) => [
    r.size,
    r.mode,
    r.contender,
    r.median < 10 ? r.median.toFixed(2) : r.median.toFixed(1),
    r.mbPerSec.toFixed(1),
    r.vsWasm.toFixed(1),
  ]);
  const widths = head.map((h, i) => Math.max(h.length, ...body.map((b) => b[i].length)));
  const line = (cells: string[]): string =>
    cells.map((c, i) => (i < 3 ? c.padEnd(widths[i]) : c.padStart(widths[i]))).join('  ');
  return [line(head), widths.map((w) => '-'.repeat(w)).join('  '), ...body.map(line)].join('\n');
}
