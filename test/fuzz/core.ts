/** @module test/fuzz/core — random and adversarial inputs plus the invariant checks every kernel export must meet. */

import type { AnalyzeOptions, Kernel } from '../../src/kernel/types.js';

/** Pieces that random texts are built from: prose, markup, numbers, and hostile code units. */
export const PIECES: readonly string[] = [
  'the', 'Deploy', 'fix', 'error', 'must', 'never', 'what', 'why', 'getUserName', 'snake_case', 'ALLCAPS',
  "don't", 'state-of-the-art', 'Dr.', 'e.g.', 'i.e.', 'U.S.', 'J.', 'No.', 'etc.', '3.14', '1,234.50', '10k',
  '2nd', 'v1.2.3', '1.2.3', 'file.txt', 'index.d.ts', 'src/a/b.ts', './run.sh', '~/x', 'C:\\x\\y',
  'https://example.com/a?b=1', 'www.foo.org', 'a@b.io', 'example.com', '`code`', '```', '~~~', '```js\n',
  '$1,240', '15%', '+1 (555) 123-4567', '2026-05-03', '14:30', 'ORD-1234', '#4521', '503', 'status',
  '.', ',', '!', '?', '...', '?!', ':', ';', '"', "'", '(', ')', '[', ']', '-', '/', '@', '#', '*', '_', '|',
  ' ', ' ', ' ', '  ', '\n', '\n\n', '\r\n', '\t', '    ', '- ', '* ', '1. ', '> ', '| a | b |',
  '\u0000', '\uD800', '\uDC00', '\uDBFF\uDFFF', '😀', '👍🏽', '👨\u200D👩\u200D👧', '\u200B', '\u200D', '\uFEFF',
  '🇯🇵🇫🇷', '\uD83C\uDDE6', '1\uFE0F\u20E3', '❤\uFE0F', '\uFE0F', '\u20E3', '🏳\uFE0F\u200D🌈', '\uD83C\uDFFD',
  'שלום', 'مرحبا', '\u202E', '日本語', '中文', '３万円', '１２：３０', 'ＡＢ－１２', 'ｖ１．２', '5人', '2時間', '10時30分',
  '3点半', '50만 원', '3시간', '1万2000', '年', '円', 'Привет', 'café', 'naïve', '\u0301', '\uFFFD', '\uFFFF',
  '2026-05-03T12:00:00Z INFO [w-1] ok', '{"a": 1, "b": [true, null]}',
  'und', 'die', 'yang', 'kami', 'ka', 'się', 'że', 'için', 'että', 'pää', 'è', 'är', 'łatwo', 'Gdańsk', 'Łódź', 'hyvä',
];

/** Small deterministic PRNG (mulberry32). */
export function rng(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** One fuzz case: a text, doc starts (possibly invalid: kernels normalize), options. */
export interface FuzzCase {
  text: string;
  docs: Int32Array;
  options: AnalyzeOptions;
}

/**
 * The i-th case of a seeded stream: mostly piece soups, sometimes raw random code units, only
 * punctuation, or long words; doc starts sometimes unsorted or out of range.
 * @example
 * const c = fuzzCase(rng(1), 0);
 */
export function fuzzCase(r: () => number, i: number): FuzzCase {
  const mode = i % 10;
  let text = '';
  const len = Math.floor(r() * 60);
  if (mode === 7) {
    for (let k = 0; k < len * 3; k++) text += String.fromCharCode(Math.floor(r() * 0x10000));
  } else if (mode === 8) {
    for (let k = 0; k < len * 2; k++) text += '.,!?;:()[]{}<>`~"\'-_/\\@#$%^&*+=|'[Math.floor(r() * 33)];
  } else {
    for (let k = 0; k < len; k++) text += PIECES[Math.floor(r() * PIECES.length)] + (r() < 0.6 ? ' ' : '');
  }
  const nDocs = 1 + Math.floor(r() * 4);
  const docs = new Int32Array(nDocs);
  for (let d = 1; d < nDocs; d++) {
    docs[d] = mode === 9 ? Math.floor(r() * (text.length + 10)) - 5 : Math.floor((text.length * d) / nDocs);
  }
  const query = r() < 0.5 ? PIECES[Math.floor(r() * PIECES.length)] + ' deadline fix' : undefined;
  return { text, docs, options: { query, technicalBoost: r() < 0.2 ? 1.5 : 1, errorBoost: r() < 0.2 ? 2 : 1 } };
}

function spans(what: string, n: number, start: Int32Array, end: Int32Array, len: number, overlap: boolean): void {
  if (start.length !== n || end.length !== n) throw new Error(`${what}: expected ${n} rows, found ${start.length}/${end.length}`);
  let prevStart = -1;
  let prevEnd = 0;
  for (let i = 0; i < n; i++) {
    const s = start[i];
    const e = end[i];
    if (!(s >= 0 && s < e && e <= len)) throw new Error(`${what}[${i}]: expected 0 ≤ start < end ≤ ${len}, found ${s}..${e}`);
    if (s < prevStart || (!overlap && s < prevEnd)) throw new Error(`${what}[${i}]: expected ordered spans, found ${s} after ${prevStart}..${prevEnd}`);
    prevStart = s;
    prevEnd = e;
  }
}

/**
 * Runs every kernel export on the case and checks the invariants (offsets in bounds and
 * ordered, kinds/types/flags in range, finite scores). Throws on the first violation.
 * @example
 * checkCase(kernel, fuzzCase(rng(1), 0));
 */
export function checkCase(k: Kernel, c: FuzzCase): void {
  const { text, docs, options } = c;
  const len = text.length;
  const est = k.estimateTokens(text);
  if (!Number.isInteger(est) || est < 0) throw new Error(`estimateTokens: expected a count ≥ 0, found ${est}`);
  const spanEnds = Int32Array.from(docs, (s, i) => (i + 1 < docs.length ? docs[i + 1] : len + 5));
  const perSpan = k.estimateSpans(text, docs, spanEnds);
  if (perSpan.length !== docs.length || perSpan.some((n) => n < 0)) {
    throw new Error(`estimateSpans: expected ${docs.length} counts ≥ 0, found ${Array.from(perSpan)}`);
  }
  const t = k.scan(text);
  spans('scan', t.count, t.start, t.end, len, false);
  for (const kind of t.kind) if (kind < 1 || kind > 5) throw new Error(`scan: kind ${kind} out of range`);
  const u = k.sentences(text, docs);
  spans('sentences', u.count, u.start, u.end, len, false);
  const p = k.pins(text);
  spans('pins', p.count, p.start, p.end, len, false);
  for (const kind of p.kind) if (kind < 1 || kind > 11) throw new Error(`pins: kind ${kind} out of range`);
  const w = k.importance(text, docs, options);
  spans('importance', w.count, w.start, w.end, len, false);
  for (let i = 0; i < w.count; i++) {
    if (w.type[i] > 8 || !(w.importance[i] >= 0 && w.importance[i] <= 1.0001 * Math.max(1, options.technicalBoost ?? 1))) {
      throw new Error(`importance[${i}]: type ${w.type[i]} importance ${w.importance[i]}`);
    }
  }
  const a = k.analyze(text, docs, options);
  const s = a.sentences;
  spans('analyze', s.count, s.start, s.end, len, false);
  for (let i = 0; i < s.count; i++) {
    if (s.tokens[i] < 0 || s.words[i] < 0 || s.flags[i] >= 1024 || !Number.isFinite(s.score[i])) {
      throw new Error(`analyze[${i}]: tokens ${s.tokens[i]} words ${s.words[i]} flags ${s.flags[i]} score ${s.score[i]}`);
    }
    if (s.start[i] !== u.start[i] || s.end[i] !== u.end[i] || (i > 0 && s.doc[i] < s.doc[i - 1])) {
      throw new Error(`analyze[${i}]: units differ from sentences()`);
    }
  }
  if (a.docTokens.length !== docs.length) throw new Error(`docTokens: expected ${docs.length}, found ${a.docTokens.length}`);
  spans('analyze.pins', a.pins.count, a.pins.start, a.pins.end, len, false);
  for (const v of a.pins.sentence) if (v < -1 || v >= s.count) throw new Error(`pin sentence ${v} out of range`);
  const n = s.count;
  const forced = new Uint8Array(n).map((_, i) => (i % 7 === 0 ? 1 : 0));
  const budget = Math.floor(est / 2);
  const mask = k.select(s.score, s.tokens, forced, budget);
  let total = 0;
  let forcedTotal = 0;
  for (let i = 0; i < n; i++) {
    if (mask[i] > 1 || (forced[i] && !mask[i])) throw new Error(`select[${i}]: mask ${mask[i]} forced ${forced[i]}`);
    if (mask[i] && !forced[i]) total += Math.max(0, s.tokens[i]);
    if (forced[i]) forcedTotal += s.tokens[i];
  }
  if (total > 0 && total + forcedTotal > budget) throw new Error(`select: chose ${total + forcedTotal} tokens over budget ${budget}`);
}

/** Adversarial texts: hostile code units, huge words, punctuation only, mixed scripts. */
export function adversarialTexts(scale = 1): Array<[string, string]> {
  const big = (s: string, n: number) => s.repeat(Math.ceil(n / s.length)).slice(0, n);
  const mixed = PIECES.join(' ');
  return [
    ['empty', ''],
    ['nul', '\u0000'.repeat(1000)],
    ['lone surrogates', big('\uD800a\uDC00\uDBFF', 5000)],
    ['emoji', big('😀👍🏽👨\u200D👩\u200D👧 ', 5000)],
    ['rtl', big('שלום עולם. مرحبا بالعالم! \u202E', 5000)],
    ['zero-width', big('a\u200Bb\u200Cc\u200Dd\uFEFF', 5000)],
    ['crlf', big('line one.\r\nline two\r\n\r\n', 5000)],
    ['punctuation only', big('.,!?;:()[]{}<>`~"\'-_/\\@#$%^&*+=|', 200_000 * scale)],
    ['100k-char word', 'a'.repeat(100_000 * scale)],
    ['100k-char compound run', big('a.b-c/d_', 100_000 * scale)],
    ['100k digits', '1'.repeat(100_000 * scale)],
    ['backticks', big('` ``` `a` ~~~\n', 100_000 * scale)],
    ['dots', big('e.g. U.S. a.', 100_000 * scale)],
    ['10 MB single message', big(mixed + '\n', 10_000_000 * scale)],
  ];
}

/** Outcome of {@link runFuzz}. */
export interface FuzzStats {
  cases: number;
  compared: number;
  failures: string[];
}

/**
 * Runs `cases` seeded random cases through every export of `k` (invariants), comparing with
 * `oracle` every `compareEvery` cases. Stops after 10 failures.
 * @example
 * const stats = runFuzz(wasm, oracle, { cases: 20_000, seed: 1, compareEvery: 10 });
 */
export function runFuzz(
  k: Kernel,
  oracle: Kernel,
  o: { cases: number; seed: number; compareEvery: number; diff: (a: Kernel, b: Kernel, c: FuzzCase) => string | null },
): FuzzStats {
  const r = rng(o.seed);
  const stats: FuzzStats = { cases: 0, compared: 0, failures: [] };
  for (let i = 0; i < o.cases && stats.failures.length < 10; i++) {
    const c = fuzzCase(r, i);
    try {
      checkCase(k, c);
      if (i % o.compareEvery === 0) {
        stats.compared++;
        const d = o.diff(k, oracle, c);
        if (d) stats.failures.push(`case ${i}: ${d}`);
      }
    } catch (e) {
      stats.failures.push(`case ${i}: ${(e as Error).message} on ${JSON.stringify(c.text.slice(0, 200))}`);
    }
    stats.cases++;
  }
  return stats;
}
