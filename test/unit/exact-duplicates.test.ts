// collapseExactDuplicates: a sentence repeated word for word keeps its value once; short replies and core copies are left alone.
import { beforeAll, describe, expect, it } from 'vitest';
import { collapseExactDuplicates } from '../../src/extract/exact-duplicates.js';
import { unitText } from '../../src/extract/units.js';
import { corePriorities } from '../../src/pins/core.js';
import { compress, initVectors } from '../../src/platform/node.js';
import { CLOSING, JAPANESE_CORRECTED } from '../fixtures/japanese-booking.js';
import { unitsOf } from '../fixtures/units-of.js';
import type { Kernel } from '../../src/kernel/types.js';
import type { Message } from '../../src/types.js';

let kernel: Kernel;
beforeAll(async () => {
  kernel = await initVectors();
});

const REPEATED = 'Load balancing is built-in.';
const TOPICS = ['pods', 'volumes', 'secrets', 'ingress', 'probes', 'quotas', 'labels', 'jobs', 'nodes', 'taints', 'roles', 'hooks'];

describe('collapseExactDuplicates', () => {
  it('keeps the most valuable copy of a repeated sentence and floors the rest', () => {
    const messages: Message[] = TOPICS.map((t) => ({ role: 'assistant', content: `We configured ${t} today. ${REPEATED}` }));
    const units = unitsOf(kernel, messages);
    const ids = Array.from({ length: units.analysis.sentences.count }, (_, i) => i);
    const copies = ids.filter((i) => unitText(units, i) === REPEATED);
    expect(copies).toHaveLength(TOPICS.length);
    const value = Float32Array.from(ids, (i) => 1 + i / 100);
    value[copies[3]] = 9;
    const core = new Uint8Array(ids.length);
    expect(collapseExactDuplicates(units, value, core, new Set(), 0.01)).toBe(TOPICS.length - 1);
    expect(copies.filter((i) => value[i] > 0.01)).toEqual([copies[3]]);
    expect(ids.filter((i) => !copies.includes(i)).every((i) => value[i] >= 1)).toBe(true);
  });

  it('counts Chinese and Japanese words by characters: a long repeated sentence collapses, 承知しました。 stays', () => {
    const messages: Message[] = ['ホテル', '日程', '空港'].map((t) => ({ role: 'assistant', content: `${t}について確認しました。承知しました。引き続きよろしくお願いいたします。` }));
    const units = unitsOf(kernel, messages);
    const ids = Array.from({ length: units.analysis.sentences.count }, (_, i) => i);
    const value = new Float32Array(ids.length).fill(1);
    collapseExactDuplicates(units, value, new Uint8Array(ids.length), new Set(), 0.01);
    const floored = (text: string) => ids.filter((i) => unitText(units, i) === text && value[i] < 1).length;
    expect(floored('引き続きよろしくお願いいたします。')).toBe(2);
    expect(floored('承知しました。')).toBe(0);
  });

  it('keeps the copy in a message kept whole, however little it is worth', () => {
    const messages: Message[] = TOPICS.slice(0, 3).map((t) => ({ role: 'assistant', content: `We configured ${t} today. ${REPEATED}` }));
    const units = unitsOf(kernel, messages);
    const copies = Array.from(units.message.keys()).filter((i) => unitText(units, i) === REPEATED);
    const value = new Float32Array(units.analysis.sentences.count).fill(5);
    value[copies[1]] = 0.5;
    collapseExactDuplicates(units, value, new Uint8Array(value.length), new Set([1]), 0.01);
    expect(copies.map((i) => value[i] > 0.01)).toEqual([false, true, false]);
  });

  it('leaves short replies alone: "Yes, please." answers a different question each time', () => {
    const units = unitsOf(kernel, [
      { role: 'assistant', content: 'Shall I book the ferry?' }, { role: 'user', content: 'Yes, please.' },
      { role: 'assistant', content: 'Shall I cancel the hotel?' }, { role: 'user', content: 'Yes, please.' },
    ]);
    const value = new Float32Array(units.analysis.sentences.count).fill(2);
    expect(collapseExactDuplicates(units, value, new Uint8Array(value.length), new Set(), 0.01)).toBe(0);
    expect([...value].every((v) => v === 2)).toBe(true);
  });

  it('keeps the core copy over a more valuable plain echo, and both copies when both are core', () => {
    const constraint = 'The budget must stay under $5,000.';
    const units = unitsOf(kernel, [
      { role: 'user', content: `Plan the offsite. ${constraint}` },
      { role: 'assistant', content: `Noted. ${constraint}` },
    ]);
    const core = corePriorities(units, { phrases: true });
    const [first, second] = [0, 1].map((m) => Array.from(units.message.keys()).find((i) => units.message[i] === m && unitText(units, i) === constraint)!);
    const value = new Float32Array(units.analysis.sentences.count).fill(2);
    value[second] = 8;
    const plain = Uint8Array.from(core, (c, i) => (i === second ? 0 : c));
    expect(plain[first]).toBeGreaterThan(0);
    collapseExactDuplicates(units, value, plain, new Set(), 0.01);
    expect([value[first], value[second]]).toEqual([2, Math.fround(0.01)]);
    value.fill(2);
    const both = Uint8Array.from(core, (c, i) => (i === first || i === second ? 1 : c));
    expect(collapseExactDuplicates(units, value, both, new Set(), 0.01)).toBe(0);
  });
});

describe('compress: a sentence repeated across many turns', () => {
  it('is kept once, whatever its relevance to the question', async () => {
    // 60 turns of distinct sentences: more units than the near-duplicate pass compares, so only the exact pass catches the repeats.
    const messages: Message[] = [{ role: 'system', content: 'You are a platform engineer.' }];
    for (let t = 0; t < 60; t++) {
      const lines = Array.from({ length: 8 }, (_, k) => `Service ${TOPICS[(t + k) % TOPICS.length]}-${t * 8 + k} answers on port ${3000 + t * 8 + k} for team ${k + 1}.`);
      messages.push({ role: 'user', content: `What about batch ${t}?` }, { role: 'assistant', content: `${lines.join(' ')} ${REPEATED}` });
    }
    messages.push({ role: 'user', content: 'Thanks.' });
    const { messages: out, stats } = await compress(messages, { budget: 1000, query: 'How is load balancing handled?' });
    expect(stats.compressedTokens).toBeLessThanOrEqual(1000);
    const text = out.map((m) => (typeof m.content === 'string' ? m.content : '')).join('\n');
    expect(text.split(REPEATED).length - 1).toBe(1);
  });
});

describe('compress: leftover room', () => {
  it('is not filled with a second copy of a sentence already kept', async () => {
    // Each turn wraps its fact in the same closing line; at 1/6 the facts go to the ledger and room is left over.
    const messages = JAPANESE_CORRECTED;
    const total = (await compress(messages, { budget: 1e6 })).stats.originalTokens;
    for (const d of [5, 6, 7]) {
      const { messages: out, stats } = await compress(messages, { budget: Math.floor(total / d) });
      expect(stats.compressedTokens).toBeLessThanOrEqual(Math.floor(total / d));
      const text = out.map((m) => String(m.content)).join('\n');
      expect(text.split(CLOSING).length - 1, `at 1/${d}`).toBeLessThanOrEqual(1);
      expect(text).toContain('5人');
    }
  });
});
