// Boilerplate share (analysis.sentences.boilerplate): templates score high, one-off and word-for-word repeats low, on both kernels.
import { beforeAll, describe, expect, it } from 'vitest';
import { generateConversation } from '../../bench/generate-conversation.js';
import { oracle } from '../../src/kernel/oracle/index.js';
import type { Kernel } from '../../src/kernel/types.js';
import { freshWasmKernel } from './kernels.js';

const kernels: Record<string, Kernel> = { oracle };
beforeAll(async () => {
  kernels.wasm = (await freshWasmKernel()).kernel;
});

const NAMES = ['Priya', 'Caleb', 'Ana', 'Marek', 'Yuki', 'Tomas'];

/** Messages joined by blank lines, with their start offsets. */
function conversation(messages: string[]): { text: string; starts: Int32Array } {
  const starts = new Int32Array(messages.length);
  let o = 0;
  messages.forEach((m, i) => {
    starts[i] = o;
    o += m.length + 2;
  });
  return { text: messages.join('\n\n'), starts };
}

/** Boilerplate share of the unit whose text is `sentence` (each occurrence, in order). */
function sharesOf(k: Kernel, messages: string[], sentence: string): number[] {
  const { text, starts } = conversation(messages);
  const s = k.analyze(text, starts).sentences;
  const out: number[] = [];
  for (let i = 0; i < s.count; i++) if (text.slice(s.start[i], s.end[i]) === sentence) out.push(s.boilerplate[i]);
  expect(out.length, `"${sentence}" is one unit`).toBeGreaterThan(0);
  return out;
}

const template = (name: string, n: number) => `Thanks, I have updated the ticket for ${name} and will send the summary by ${n} pm today.`;
const ONCE = 'Ana approved a refund to the corporate card on Tuesday after the vendor admitted the mistake.';
const REPEATED = 'The staging database migration finished without errors overnight.';

/** Six template sentences, one one-off sentence, one sentence said five times word for word. */
function mixed(): string[] {
  return [
    ...NAMES.map((name, i) => `${template(name, i + 2)} Keep the lobby lights dimmed after nine.`),
    ONCE,
    ...Array.from({ length: 5 }, (_, i) => `${REPEATED} Shipment ${i + 1} leaves from dock seven.`),
    'Yes, sure.',
  ];
}

describe.each(['oracle', 'wasm'])('%s boilerplate share', (name) => {
  const k = () => kernels[name];

  it('is high for sentences stamped from one template with other names and numbers', () => {
    const shares = NAMES.flatMap((n, i) => sharesOf(k(), mixed(), template(n, i + 2)));
    expect(shares).toHaveLength(NAMES.length);
    for (const v of shares) expect(v).toBeGreaterThan(0.5);
  });

  it('is low for a sentence said once and 0 under three words', () => {
    expect(sharesOf(k(), mixed(), ONCE)[0]).toBeLessThanOrEqual(0.2);
    expect(sharesOf(k(), mixed(), 'Yes, sure.')).toEqual([0]);
  });

  it('is 0 for a sentence repeated word for word (repetition is not a template)', () => {
    expect(sharesOf(k(), mixed(), REPEATED)).toEqual([0, 0, 0, 0, 0]);
  });

  it('reads every number as one word: sentences that differ only in figures share all their grams', () => {
    const figures = [120, 340, 560, 780, 910].map((n) => `The invoice total came to ${n} dollars after the discount was applied.`);
    for (const f of figures) expect(sharesOf(k(), figures, f)).toEqual([1]);
  });

  it('needs more than three units: a template used three times is not boilerplate, four times is', () => {
    const three = NAMES.slice(0, 3).map((n) => template(n, 4));
    const four = NAMES.slice(0, 4).map((n) => template(n, 4));
    expect(sharesOf(k(), three, three[0])).toEqual([0]);
    expect(sharesOf(k(), four, four[0])[0]).toBeGreaterThan(0.5);
  });
});

describe('wasm vs oracle boilerplate share', () => {
  it('agree bit for bit on a generated conversation', () => {
    const messages = generateConversation({ seed: 7, targetTokens: 20_000 }).map((m) => String(m.content));
    const { text, starts } = conversation(messages);
    const w = kernels.wasm.analyze(text, starts).sentences.boilerplate;
    const o = oracle.analyze(text, starts).sentences.boilerplate;
    expect(w.length).toBeGreaterThan(100);
    // A real conversation has both: stock phrasings and sentences said once.
    expect(w.some((v) => v > 0.5) && w.some((v) => v === 0)).toBe(true);
    expect(Array.from(w)).toEqual(Array.from(o));
  });
});
