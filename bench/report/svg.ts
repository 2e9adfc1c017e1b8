/** @module bench/report/svg — tiny self-made SVG charts (line and grouped bars), no dependencies. */

/** One line of a line chart. */
export interface Series {
  name: string;
  color: string;
  points: Array<{ x: number; y: number; tip?: string }>;
  /** Points drawn as hollow markers, not joined by the line. */
  loose?: Array<{ x: number; y: number; tip?: string }>;
  dashed?: boolean;
}

/** Options of {@link lineChart}. */
export interface LineChartOptions {
  series: Series[];
  xLabel: string;
  yLabel: string;
  /** 'log2' for ratios; 'category' places x = 0, 1, 2… at evenly spaced `categories`. */
  xScale: 'log2' | 'category';
  categories?: string[];
  /** @default 640 */
  width?: number;
  /** @default 340 */
  height?: number;
}

/**
 * Escape text for HTML and SVG.
 * @example
 * esc('<a & b>') // '&lt;a &amp; b&gt;'
 */
export function esc(text: string): string {
  return text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');
}

const PAD = { left: 52, right: 130, top: 14, bottom: 44 };
const num = (x: number): string => (Math.round(x * 10) / 10).toString();

function frame(width: number, height: number, label: string, body: string[]): string {
  return `<svg viewBox="0 0 ${width} ${height}" width="${width}" height="${height}" role="img" aria-label="${esc(label)}" font-family="system-ui,sans-serif" font-size="11">${body.join('')}</svg>`;
}

function percentAxis(x0: number, x1: number, y: (v: number) => number, label: string, height: number): string[] {
  const out: string[] = [];
  for (let v = 0; v <= 1.0001; v += 0.25) {
    out.push(`<line x1="${x0}" x2="${x1}" y1="${num(y(v))}" y2="${num(y(v))}" stroke="#e3e3e3"/>`);
    out.push(`<text x="${x0 - 6}" y="${num(y(v) + 4)}" text-anchor="end" fill="#555">${Math.round(v * 100)}%</text>`);
  }
  out.push(`<text transform="translate(12 ${num(height / 2)}) rotate(-90)" text-anchor="middle" fill="#333">${esc(label)}</text>`);
  return out;
}

function legend(x: number, y: number, items: Array<{ name: string; color: string; dashed?: boolean }>): string[] {
  return items.map((s, i) => {
    const yy = y + i * 16;
    const dash = s.dashed ? ' stroke-dasharray="4 3"' : '';
    return `<line x1="${x}" x2="${x + 18}" y1="${yy}" y2="${yy}" stroke="${s.color}" stroke-width="3"${dash}/><text x="${x + 24}" y="${yy + 4}" fill="#222">${esc(s.name)}</text>`;
  });
}

/**
 * A line chart with a 0–100% y axis; each point carries a hover tooltip.
 * @example
 * lineChart({ series: [{ name: 'pith', color: '#1f77b4', points: [{ x: 4, y: 0.9 }] }], xLabel: 'ratio', yLabel: 'retention', xScale: 'log2' })
 */
export function lineChart(o: LineChartOptions): string {
  const width = o.width ?? 640;
  const height = o.height ?? 340;
  const x0 = PAD.left;
  const x1 = width - PAD.right;
  const yOf = (v: number): number => PAD.top + (1 - v) * (height - PAD.top - PAD.bottom);
  const xs = o.series.flatMap((s) => [...s.points, ...(s.loose ?? [])].map((p) => p.x));
  const body = percentAxis(x0, x1, yOf, o.yLabel, height);
  let xOf: (v: number) => number;
  if (o.xScale === 'category') {
    const cats = o.categories ?? [];
    const step = (x1 - x0) / Math.max(1, cats.length - 1);
    xOf = (v) => x0 + v * step;
    cats.forEach((c, i) => body.push(`<text x="${num(xOf(i))}" y="${height - PAD.bottom + 16}" text-anchor="middle" fill="#555">${esc(c)}</text>`));
  } else {
    const hi = Math.max(2, ...xs.map((x) => Math.ceil(Math.log2(Math.max(1, x)))));
    xOf = (v) => x0 + (Math.log2(Math.max(1, v)) / hi) * (x1 - x0);
    for (let e = 0; e <= hi; e++) {
      const x = num(xOf(2 ** e));
      body.push(`<line x1="${x}" x2="${x}" y1="${PAD.top}" y2="${height - PAD.bottom}" stroke="#f0f0f0"/>`);
      body.push(`<text x="${x}" y="${height - PAD.bottom + 16}" text-anchor="middle" fill="#555">${2 ** e}×</text>`);
    }
  }
  body.push(`<text x="${num((x0 + x1) / 2)}" y="${height - 6}" text-anchor="middle" fill="#333">${esc(o.xLabel)}</text>`);
  for (const s of o.series) {
    const pts = [...s.points].sort((a, b) => a.x - b.x);
    const d = pts.map((p, i) => `${i ? 'L' : 'M'}${num(xOf(p.x))} ${num(yOf(p.y))}`).join(' ');
    const dash = s.dashed ? ' stroke-dasharray="5 4"' : '';
    if (pts.length > 1) body.push(`<path d="${d}" fill="none" stroke="${s.color}" stroke-width="2"${dash}/>`);
    for (const p of pts) {
      body.push(`<circle cx="${num(xOf(p.x))}" cy="${num(yOf(p.y))}" r="3.5" fill="${s.color}"><title>${esc(p.tip ?? `${s.name}: ${(p.y * 100).toFixed(1)}%`)}</title></circle>`);
    }
    for (const p of s.loose ?? []) {
      body.push(`<circle cx="${num(xOf(p.x))}" cy="${num(yOf(p.y))}" r="4" fill="#fff" stroke="${s.color}" stroke-width="2"><title>${esc(p.tip ?? `${s.name}: ${(p.y * 100).toFixed(1)}%`)}</title></circle>`);
    }
  }
  body.push(...legend(x1 + 14, PAD.top + 8, o.series));
  return frame(width, height, o.yLabel, body);
}

/** Options of {@link barChart}. */
export interface BarChartOptions {
  groups: string[];
  series: Array<{ name: string; color: string; values: Array<number | null> }>;
  /** 'percent' draws a 0–100% axis; 'ms' a linear axis up to the largest value. */
  unit: 'percent' | 'ms';
  yLabel: string;
  /** @default 760 */
  width?: number;
  /** @default 300 */
  height?: number;
}

/**
 * Grouped vertical bars (one group per category, one bar per series); null values draw nothing.
 * @example
 * barChart({ groups: ['quantity'], series: [{ name: 'pith', color: '#1f77b4', values: [0.9] }], unit: 'percent', yLabel: 'retention' })
 */
export function barChart(o: BarChartOptions): string {
  const width = o.width ?? 760;
  const height = o.height ?? 300;
  const x0 = PAD.left;
  const x1 = width - PAD.right;
  const values = o.series.flatMap((s) => s.values.filter((v): v is number => v !== null));
  const top = o.unit === 'percent' ? 1 : niceMax(Math.max(1e-9, ...values));
  const yOf = (v: number): number => PAD.top + (1 - v / top) * (height - PAD.top - PAD.bottom);
  const body: string[] = [];
  if (o.unit === 'percent') body.push(...percentAxis(x0, x1, yOf, o.yLabel, height));
  else {
    for (let k = 0; k <= 4; k++) {
      const v = (top * k) / 4;
      body.push(`<line x1="${x0}" x2="${x1}" y1="${num(yOf(v))}" y2="${num(yOf(v))}" stroke="#e3e3e3"/>`);
      body.push(`<text x="${x0 - 6}" y="${num(yOf(v) + 4)}" text-anchor="end" fill="#555">${fmtMs(v)}</text>`);
    }
    body.push(`<text transform="translate(12 ${num(height / 2)}) rotate(-90)" text-anchor="middle" fill="#333">${esc(o.yLabel)}</text>`);
  }
  const groupW = (x1 - x0) / Math.max(1, o.groups.length);
  const barW = (groupW * 0.8) / Math.max(1, o.series.length);
  o.groups.forEach((g, gi) => {
    const gx = x0 + gi * groupW + groupW * 0.1;
    body.push(`<text x="${num(x0 + (gi + 0.5) * groupW)}" y="${height - PAD.bottom + 16}" text-anchor="middle" fill="#555">${esc(g)}</text>`);
    o.series.forEach((s, si) => {
      const v = s.values[gi];
      if (v === null || v === undefined || Number.isNaN(v)) return;
      const y = yOf(v);
      const shown = o.unit === 'percent' ? `${(v * 100).toFixed(1)}%` : `${fmtMs(v)} ms`;
      body.push(`<rect x="${num(gx + si * barW)}" y="${num(y)}" width="${num(Math.max(1, barW - 1))}" height="${num(yOf(0) - y)}" fill="${s.color}"><title>${esc(`${s.name} · ${g}: ${shown}`)}</title></rect>`);
    });
  });
  body.push(...legend(x1 + 14, PAD.top + 8, o.series));
  return frame(width, height, o.yLabel, body);
}

/** The top of a 4-tick axis whose step is 1, 2 or 5 × 10^k. */
function niceMax(v: number): number {
  const raw = v / 4;
  const p = 10 ** Math.floor(Math.log10(raw));
  return ([1, 2, 5, 10].find((m) => m * p >= raw) ?? 10) * p * 4;
}

function fmtMs(v: number): string {
  return v < 10 ? v.toFixed(2).replace(/\.?0+$/, '') || '0' : v.toFixed(0);
}
