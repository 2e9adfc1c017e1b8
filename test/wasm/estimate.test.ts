// Token estimate: never undercounts an instinct8 conversation by more than 3% (o200k), keeps held-out non-English Latin prose within ±8% (Dutch and Italian typed without accents within ±12%), same in both kernels.
import { countTokens } from 'gpt-tokenizer/encoding/o200k_base';
import { beforeAll, describe, expect, it } from 'vitest';
import { oracle } from '../../src/kernel/oracle/index.js';
import type { Kernel } from '../../src/kernel/types.js';
import { loadInstinct8, syntheticConversations } from './calibration-corpus.js';
import { LANGUAGES, MAX_WORD, keyByte, languageFixed } from '../../src/kernel/oracle/language.js';
import { LATIN_HELDOUT } from './latin-heldout.js';
import { SCRIPT_SAMPLES } from './script-samples.js';
import { conversationErrors } from './estimate-calibration.js';
import { freshWasmKernel } from './kernels.js';

let wasm: Kernel;
beforeAll(async () => {
  wasm = (await freshWasmKernel()).kernel;
});

/** Both kernels agree on every paragraph, and their summed estimate is within ±bound of o200k. */
function expectWithin(paragraphs: string[], bound: number): void {
  let actual = 0;
  let estimate = 0;
  for (const p of paragraphs) {
    const e = wasm.estimateTokens(p);
    expect(oracle.estimateTokens(p)).toBe(e);
    actual += countTokens(p);
    estimate += e;
  }
  expect(Math.abs(estimate / actual - 1), `estimate ${estimate} vs o200k ${actual}`).toBeLessThanOrEqual(bound);
}

describe('estimateTokens', () => {
  it('stays within −3% … +20% of o200k on every instinct8 conversation', () => {
    const errors = conversationErrors(loadInstinct8(), (t) => wasm.estimateTokens(t));
    expect(errors.length).toBeGreaterThanOrEqual(15);
    for (const e of errors) {
      expect(e.error, `${e.name}: estimate ${e.estimate} vs o200k ${e.actual}`).toBeGreaterThanOrEqual(-0.03);
      expect(e.error, `${e.name}: estimate ${e.estimate} vs o200k ${e.actual}`).toBeLessThanOrEqual(0.2);
    }
    const mean = errors.reduce((a, e) => a + e.error, 0) / errors.length;
    expect(mean).toBeGreaterThan(0);
    expect(mean).toBeLessThan(0.08);
  });

  it('does not undercount code, JSON, logs or other scripts by more than 3%', () => {
    for (const e of conversationErrors(syntheticConversations(loadInstinct8()), (t) => wasm.estimateTokens(t))) {
      expect(e.error, e.name).toBeGreaterThanOrEqual(-0.03);
    }
  });

  it.each(Object.entries(SCRIPT_SAMPLES))('does not undercount %s prose by more than 3%% (nor overcount by 40%%)', (_, text) => {
    const actual = countTokens(text);
    const estimate = wasm.estimateTokens(text);
    expect(estimate, `estimate ${estimate} vs o200k ${actual}`).toBeGreaterThanOrEqual(actual * 0.97);
    expect(estimate, `estimate ${estimate} vs o200k ${actual}`).toBeLessThanOrEqual(actual * 1.4);
    expect(oracle.estimateTokens(text)).toBe(estimate);
  });

  it.each(Object.keys(LATIN_HELDOUT))('keeps held-out %s chat prose within ±8 percent of o200k', (code) => {
    expectWithin(LATIN_HELDOUT[code], 0.08);
  });

  it('charges no language cost on the English instinct8 conversations (names like Gdańsk or Osaka included)', () => {
    for (const c of loadInstinct8()) for (const m of c.messages) expect(languageFixed(m, 0, m.length), m.slice(0, 80)).toBe(0);
    for (const t of ['Ship 40 units from Gdańsk to Osaka by Friday.', 'Kafka lag on okay-check: 3 partitions.', 'Dan and Ben met in Montréal.']) {
      expect(languageFixed(t, 0, t.length), t).toBe(0);
    }
  });

  it.each(['nl', 'it'])('keeps held-out %s chat prose typed without accents within ±12 percent of o200k', (code) => {
    const plain = (t: string) => t.normalize('NFD').replace(/[\u0300-\u036f]/g, '').normalize('NFC');
    expectWithin(LATIN_HELDOUT[code].map(plain), 0.12);
  });

  it('looks at sentences with no accent that hold a cue pair (ij, aa, zi, nz, zz, bb), and English ones still pay nothing', () => {
    for (const t of ['Wij hebben de bestelling nog niet ontvangen, maar de klant wacht al.', 'Mandiamo le informazioni entro venerdi, il contratto resta valido.']) {
      expect(languageFixed(t, 0, t.length), t).toBeGreaterThan(0);
    }
    for (const t of ['We keep minimizing the SaaS bill for the puzzle team.', 'Minimizing cost, maximizing uptime: priorities.', 'Fix bb4e9aa1 in the Fiji hobby build.']) {
      expect(languageFixed(t, 0, t.length), t).toBe(0);
    }
  });

  it('counts a function word only as a whole word after whitespace', () => {
    expect(languageFixed('Wir sind für alles bereit.', 0, 26)).toBeGreaterThan(0);
    for (const t of ['config.ini und-so', "I've got it", 'non-blocking ve_x', 'run undo now']) expect(languageFixed(t, 0, t.length), t).toBe(0);
  });

  it('lists function words the 8-byte key holds', () => {
    for (const [, , words] of LANGUAGES) {
      for (const w of words.split(' ')) {
        expect(w.length, w).toBeLessThanOrEqual(MAX_WORD);
        for (const ch of w) expect(keyByte(ch.charCodeAt(0)), w).toBeGreaterThanOrEqual(0);
      }
    }
  });

  it('is 0 for empty text, counts CJK about one per character, and matches the oracle', () => {
    expect(wasm.estimateTokens('')).toBe(0);
    const cjk = '我们需要在下周五之前完成数据库迁移';
    expect(wasm.estimateTokens(cjk)).toBeGreaterThanOrEqual(countTokens(cjk) * 0.97);
    const text = 'Hello World, getUserName() returned 503 at 2026-05-03T12:00:00Z\n    indented 🚀 café';
    expect(wasm.estimateTokens(text)).toBe(oracle.estimateTokens(text));
  });

  it('adds up per unit inside analyze (docTokens equal estimateTokens of each doc)', () => {
    const text = 'First doc here. It has two sentences.Second doc: NOTE the deadline!';
    const docs = Int32Array.of(0, 37);
    const a = wasm.analyze(text, docs);
    expect(a.docTokens[0]).toBe(wasm.estimateTokens(text.slice(0, 37)));
    expect(a.docTokens[1]).toBe(wasm.estimateTokens(text.slice(37)));
    for (let i = 0; i < a.sentences.count; i++) {
      expect(a.sentences.tokens[i]).toBe(wasm.estimateTokens(text.slice(a.sentences.start[i], a.sentences.end[i])));
    }
  });
});
