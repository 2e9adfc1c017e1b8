/** @module test/wasm/pins.test — the fact-pinning scanner: expected spans, WASM = oracle, robustness, speed. */

import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { scanPinsOracle, type PinSpan } from '../../src/kernel/oracle/pins.js';
import * as TABLES from '../../src/kernel/oracle/pins/tables.js';
import { PinKind } from '../../src/kernel/types.js';
import { PIN_CASES } from './pins-cases.js';
import { PIN_TABLE } from './pins-table.js';

const HERE = dirname(fileURLToPath(import.meta.url));
const ROOT = join(HERE, '..', '..');

interface PinsExports {
  memory: WebAssembly.Memory;
  scanPins(ptr: number, len: number, out: number, cap: number): number;
  alloc(size: number): number;
  reset(): void;
}

let wasm: PinsExports;
let buildDir = '';

/** Runs the WASM scanner over `text` with room for `cap` spans (default: every possible one). */
function scanPinsWasm(text: string, cap = text.length + 1): PinSpan[] {
  wasm.reset();
  const ptr = wasm.alloc(text.length * 2 + 8);
  const out = wasm.alloc(cap * 12 + 8);
  const units = new Uint16Array(wasm.memory.buffer, ptr, text.length);
  for (let i = 0; i < text.length; i++) units[i] = text.charCodeAt(i);
  const n = wasm.scanPins(ptr, text.length, out, cap);
  const v = new Int32Array(wasm.memory.buffer, out, n * 3);
  const spans: PinSpan[] = [];
  for (let i = 0; i < n; i++) spans.push({ start: v[3 * i], end: v[3 * i + 1], kind: v[3 * i + 2] });
  return spans;
}

/** Expected spans of a case, located left to right. */
function expectedSpans(text: string, spans: ReadonlyArray<readonly [keyof typeof PinKind, string]>): PinSpan[] {
  let from = 0;
  return spans.map(([kind, s]) => {
    const start = text.indexOf(s, from);
    if (start < 0) throw new Error(`case text lacks "${s}": ${text}`);
    from = start + s.length;
    return { start, end: from, kind: PinKind[kind] };
  });
}

function assertWellFormed(text: string, spans: PinSpan[]): void {
  let last = 0;
  for (const s of spans) {
    expect(s.start).toBeGreaterThanOrEqual(last);
    expect(s.end).toBeGreaterThan(s.start);
    expect(s.end).toBeLessThanOrEqual(text.length);
    expect(s.kind).toBeGreaterThanOrEqual(1);
    expect(s.kind).toBeLessThanOrEqual(11);
    last = s.end;
  }
}

beforeAll(() => {
  buildDir = mkdtempSync(join(tmpdir(), 'pith-pins-'));
  const outFile = join(buildDir, 'pins.wasm');
  const asc = join(ROOT, 'node_modules', 'assemblyscript', 'bin', 'asc.js');
  // Run from test/wasm so the repository asconfig.json (the library entry) is not applied.
  execFileSync(
    process.execPath,
    [asc, 'pins-entry.ts', '--runtime', 'stub', '--enable', 'simd', '-O3', '--outFile', outFile],
    { cwd: HERE, stdio: 'pipe' },
  );
  const module = new WebAssembly.Module(readFileSync(outFile));
  const instance = new WebAssembly.Instance(module, {
    env: {
      abort: () => {
        throw new Error('wasm abort');
      },
    },
  });
  wasm = instance.exports as unknown as PinsExports;
}, 120_000);

afterAll(() => {
  if (buildDir) rmSync(buildDir, { recursive: true, force: true });
});

describe('pin tables', () => {
  it('are sorted, unique, lowercase and identical in assembly/pins/tables.ts', () => {
    const source = readFileSync(join(ROOT, 'assembly', 'pins', 'tables.ts'), 'utf8');
    const parsed = new Map<string, string[]>();
    for (const m of source.matchAll(/export const (\w+): StaticArray<string> = \[([\s\S]*?)\];/g)) {
      parsed.set(m[1], [...m[2].matchAll(/'([^']*)'/g)].map((q) => q[1]));
    }
    const names = Object.keys(TABLES);
    expect([...parsed.keys()].sort()).toEqual([...names].sort());
    for (const name of names) {
      const list = (TABLES as Record<string, readonly string[]>)[name];
      expect(parsed.get(name), name).toEqual(list);
      expect([...list].sort(), `${name} sorted`).toEqual(list);
      expect(new Set(list).size, `${name} unique`).toBe(list.length);
      for (const w of list) expect(w, name).toMatch(/^[a-z0-9]+$/);
    }
  });
});

describe('expected spans', () => {
  it(`has at least 80 cases`, () => {
    expect(PIN_CASES.length).toBeGreaterThanOrEqual(80);
  });

  it.each(PIN_CASES.map((c, i) => [i, c[0], c[1]] as const))('case %i: %s', (_i, text, spans) => {
    const expected = expectedSpans(text, spans);
    const show = (xs: PinSpan[]) => xs.map((s) => [s.kind, text.slice(s.start, s.end)]);
    expect(show(scanPinsOracle(text))).toEqual(show(expected));
    expect(scanPinsOracle(text)).toEqual(expected);
    expect(scanPinsWasm(text)).toEqual(expected);
  });
});

const FRAGMENTS = [
  '$1,234.50', '€1.200,50', '£3m', '¥500', '1.5k USD', 'USD 40', 'US$40', '250 dollars', '$40–$60',
  '3 nights', '16GB', '3-5 business days', '2 million users', 'x3', '3x', '10k requests', '3-day',
  '+1 (555) 123-4567', '555-123-4567', '(555) 123 4567', '+44 20 7946 0958', '555.123.4567', '020 7946 0958',
  'AB-1234', 'ORD_99812', 'INV-2026-0042', '#4521', '3f2a9c1', '123e4567-e89b-12d3-a456-426614174000',
  '15%', '2.5 %', '15 percent', 'May 3', 'May 3rd, 2026', '3 May 2026', '2026-05-03', '05/03', '3/5/26',
  'Friday, May 8', 'Mon 4th', '2026-05-03T14:30:00Z', '14:30', '2:30 pm', '9am', '9 a.m.', '10:00:15',
  '14:30 UTC+2', 'bob@x.io', 'https://x.com/a_(b)', 'www.acme.io/x?y=1', 'api.acme.io', 'localhost:3000',
  'v1.2.3', '2.0.0-beta.1', 'v2', '192.168.1.1:80', '/etc/nginx/nginx.conf', 'src/a/b.ts:42', './run.sh',
  '~/x', 'C:\\x\\y', 'file.txt', 'index.d.ts', '.env', 'e.g.', 'i.e.', '24/7', 'x86', 'mid-2026', 'GPT-4',
  '1,2,3', '1.2.3.4.5', 'a.b', '../', '//', 'http://', 'mailto:', 'May', 'Friday', 'the', 'of',
  '2026年3月14日', '3月14号', '2026년 3월 14일', '12月', '2026年',
  '1 234,56 €', '12 000', "1'200", '1’250', '99¢', 'R$ 50', '1/2 cup', '3 1/2 cups', '4.5/5', '3/14',
  '20 °C', '72°F', '20℃', '1-800-555-0199', '1 (800) 555-0199', '1.800.555.0199', '+49 (0)30 1234 5678',
  '07700 900123', '1.2.3-rc.1+b.5', '2.0.0-beta-2', 'DE89 3704 0044 0532 0130 00', 'GB29NWBK60161331926819',
  'example.com/a?b=1#c', 'x.io?', 'Mar 14-16', '14–16 March', 'May 1–3', 'Q3 2026', 'H1 2026', 'Q4-2025', '3 pp',
];
const NOISE = [
  ' ', ' ', ' ', '  ', '.', ',', ':', ';', '/', '\\', '-', '–', '(', ')', '[', ']', '\r\n', '\n', '\t',
  '\u00a0', '\u202f', '\0', '\ud800', '\udc00', '\udbff\udfff', '🎉', 'é', 'ß', '中文', 'です', '年', '月',
  '日', '号', '년', '월', '일', '한', '€', '$', '@',
  '#', '+', '~', '%', "'", '"', '`', '×', '０', 'T', 'Z', 'k', 'M', 'am', 'st', '°', '’', '¢', '?',
];

const unit = fc.integer({ min: 0, max: 0xffff }).map((c) => String.fromCharCode(c));
const piece = fc.oneof(
  { weight: 4, arbitrary: fc.constantFrom(...FRAGMENTS) },
  { weight: 5, arbitrary: fc.constantFrom(...NOISE) },
  { weight: 2, arbitrary: fc.string({ unit: fc.constantFrom(...'0123456789.,:-/ ') , maxLength: 8 }) },
  { weight: 2, arbitrary: fc.string({ unit: fc.constantFrom(...'abcdefABCDEFxyzv@._-/ 0123456789'), maxLength: 10 }) },
  { weight: 1, arbitrary: fc.string({ unit, maxLength: 4 }) },
  { weight: 1, arbitrary: fc.integer({ min: 0, max: 10_000_000 }).map(String) },
);
const chatText = fc.array(piece, { maxLength: 40 }).map((a) => a.join(''));
/** A fragment cut at a random point and glued to another (truncated facts, odd joins). */
const cutText = fc
  .tuple(fc.constantFrom(...FRAGMENTS), fc.constantFrom(...FRAGMENTS), fc.nat(), fc.constantFrom(...NOISE))
  .map(([a, b, k, n]) => a.slice(0, k % (a.length + 1)) + n + b.slice(k % (b.length + 1)));

describe('WASM and oracle agree', () => {
  it('on 6,000 random chat-like strings', () => {
    fc.assert(
      fc.property(chatText, (text) => {
        const a = scanPinsWasm(text);
        expect(a).toEqual(scanPinsOracle(text));
        assertWellFormed(text, a);
      }),
      { numRuns: 6000, seed: 20260503 },
    );
  });

  it('on 2,000 cut-and-glued fragments', () => {
    fc.assert(
      fc.property(cutText, (text) => {
        expect(scanPinsWasm(text)).toEqual(scanPinsOracle(text));
      }),
      { numRuns: 2000, seed: 7 },
    );
  });

  it('on the table of realistic inputs', () => {
    for (const text of PIN_TABLE) {
      const a = scanPinsWasm(text);
      expect(a, text).toEqual(scanPinsOracle(text));
      assertWellFormed(text, a);
    }
  });

  it('on every case sentence with a capped output', () => {
    for (const [text] of PIN_CASES) {
      const all = scanPinsOracle(text);
      for (let cap = 0; cap <= all.length; cap++) expect(scanPinsWasm(text, cap)).toEqual(all.slice(0, cap));
    }
  });
});

/** Adversarial repeats that would make a careless scanner quadratic. */
const ADVERSARIAL = [
  'a.', '1,', '1.', '-1', '1-', '+1 ', '(1)', 'a/', '/a', 'a@', '@a.', 'ab-', 'AB-12-', '#1', '1:', 'v1.',
  '12 ', '$1', 'May ', 'x1', 'aaaa', '1111', 'deadbeef', 'https://', 'www.', 'a.com/', '\ud800', '\0',
];

describe('robustness', () => {
  it('does not trap on 10 MB of mixed text and agrees with the oracle', () => {
    const sample = fc.sample(chatText, { numRuns: 4000, seed: 1 }).join(' ');
    let text = '';
    while (text.length < 10_000_000) text += sample;
    text = text.slice(0, 10_000_000);
    const t0 = performance.now();
    const spans = scanPinsWasm(text);
    const ms = performance.now() - t0;
    assertWellFormedFast(text, spans);
    expect(spans).toEqual(scanPinsOracle(text));
    console.log(`10 MB mixed: ${spans.length} spans in ${ms.toFixed(1)} ms (WASM, incl. copy-in)`);
  });

  it.each(ADVERSARIAL)('stays linear on 1 MB of %j repeated', (unitText) => {
    const text = unitText.repeat(Math.ceil(1_000_000 / unitText.length));
    const t0 = performance.now();
    const spans = scanPinsWasm(text);
    const ms = performance.now() - t0;
    assertWellFormedFast(text, spans);
    expect(ms).toBeLessThan(1000);
    expect(spans).toEqual(scanPinsOracle(text));
  });

  it('handles empty input and zero capacity', () => {
    expect(scanPinsWasm('')).toEqual([]);
    expect(scanPinsWasm('$40 and 3 nights', 0)).toEqual([]);
    expect(scanPinsOracle('')).toEqual([]);
  });
});

function assertWellFormedFast(text: string, spans: PinSpan[]): void {
  let last = 0;
  for (const s of spans) {
    if (!(s.start >= last && s.end > s.start && s.end <= text.length && s.kind >= 1 && s.kind <= 11)) {
      throw new Error(`bad span ${JSON.stringify(s)} after ${last}`);
    }
    last = s.end;
  }
}

describe('speed (measured, not asserted)', () => {
  it('scans ~400 KB of chat text', () => {
    const sentences = PIN_CASES.map((c) => c[0]);
    const prose =
      'Thanks for getting back to me so quickly, I really appreciate the help with this. ' +
      'Could you check whether the changes we discussed yesterday are still on track? ';
    let text = '';
    for (let i = 0; text.length < 400_000; i++) text += `${sentences[i % sentences.length]} ${prose}`;
    const len = text.length;
    wasm.reset();
    const ptr = wasm.alloc(len * 2 + 8);
    const out = wasm.alloc((len + 1) * 12);
    const units = new Uint16Array(wasm.memory.buffer, ptr, len);
    for (let i = 0; i < len; i++) units[i] = text.charCodeAt(i);
    const median = (xs: number[]) => xs.sort((a, b) => a - b)[xs.length >> 1];
    const wasmRuns: number[] = [];
    let n = 0;
    for (let r = 0; r < 60; r++) {
      const t0 = performance.now();
      n = wasm.scanPins(ptr, len, out, len + 1);
      wasmRuns.push(performance.now() - t0);
    }
    const oracleRuns: number[] = [];
    for (let r = 0; r < 7; r++) {
      const t0 = performance.now();
      scanPinsOracle(text);
      oracleRuns.push(performance.now() - t0);
    }
    const w = median(wasmRuns.slice(10));
    const o = median(oracleRuns.slice(2));
    console.log(
      `pins speed: ${(len / 1000).toFixed(0)} K code units, ${n} spans — WASM ${w.toFixed(3)} ms, ` +
        `oracle ${o.toFixed(2)} ms (${(o / w).toFixed(1)}x)`,
    );
    expect(n).toBeGreaterThan(0);
  });
});
