// The speed-ups over the whole text answer exactly what the per-word and per-unit regexes they replace answered.
import fc from 'fast-check';
import { beforeAll, describe, expect, it } from 'vitest';
import { unitLinks } from '../../src/extract/parents.js';
import { QUESTION_STOP_WORDS, queryOverlap } from '../../src/extract/query-overlap.js';
import { buildUnits, type Units } from '../../src/extract/units.js';
import { init } from '../../src/platform/node.js';
import { layoutPieces } from '../../src/text/layout.js';
import { lowercaseWords } from '../../src/text/lowercase-words.js';
import { wordPart, wordStart } from '../../src/text/word-chars.js';
import type { Kernel } from '../../src/kernel/types.js';

let kernel: Kernel;
beforeAll(async () => {
  kernel = await init();
});

/** Pieces of text that trip case folding, word boundaries and surrogate pairs. */
const PIECES = ['Create', 'create', 'creating', 'Felix Alvarez', 'deliver', 'Delivery', 'KELVIN', '\u212a', 'ſtop', 'ΟΔΟΣ', 'İ', 'µs', '𐐀𐐨', '😀', "can't", 'well-known', 'x_y', 'a1', 'ab', ' ', ' ', '. ', '\n', '\n- ', '|', 'ß', 'Σ'];
const text = fc.array(fc.constantFrom(...PIECES), { maxLength: 60 }).map((parts) => parts.join(''));

function unitsOf(texts: string[]): Units {
  const messages = texts.map((content, i) => ({ role: i % 2 ? ('assistant' as const) : ('user' as const), content }));
  const measure = { count: (t: string) => kernel.estimateTokens(t), partTokens: 85, kernelEstimate: true };
  return buildUnits(layoutPieces(messages), kernel, measure);
}

describe('wordStart and wordPart', () => {
  it('match what the soft-overlap word pattern matches, for every code unit', () => {
    for (let c = 0; c < 0x10000; c++) {
      const ch = String.fromCharCode(c);
      expect(wordStart(c)).toBe(/[a-z\u00C0-\u1FFF\u2070-\uFFFF]/i.test(ch));
      expect(wordPart(c)).toBe(/[a-z\u00C0-\u1FFF\u2070-\uFFFF'-]/i.test(ch));
    }
  });
});

describe('lowercaseWords', () => {
  it('finds exactly the asked words among the whole lowercase words of the text', () => {
    fc.assert(
      fc.property(text, fc.array(fc.constantFrom('create', 'deliver', 'ab', 'stop', 'known', 'well', 'felix', 'Create', 'a1', 'x'), { maxLength: 6 }), (t, asked) => {
        const all = new Set(t.match(/\b[a-z][a-z]+\b/g) ?? []);
        expect(lowercaseWords(t, asked)).toEqual(new Set(asked.filter((w) => all.has(w))));
      }),
      { numRuns: 300 },
    );
  });
});

describe('queryOverlap', () => {
  /** The stems matched in each unit's own text, as before the whole-text scan picked the units to look at. */
  function perUnit(units: Units, query: string, weight: number): Float32Array | undefined {
    const words = query.toLowerCase().match(/[\p{L}\p{N}][\p{L}\p{N}'-]*/gu) ?? [];
    const stems = [...new Set(words.filter((w) => !QUESTION_STOP_WORDS.has(w) && w.length > 2).map((w) => w.slice(0, 5)))];
    if (stems.length === 0) return undefined;
    const re = new RegExp(`\\b(${stems.map((s) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')).join('|')})`, 'giu');
    const s = units.analysis.sentences;
    return Float32Array.from({ length: s.count }, (_, i) => weight * Math.min(3, new Set((units.text.slice(s.start[i], s.end[i]).match(re) ?? []).map((m) => m.toLowerCase())).size));
  }

  it('scores every unit as matching the stems in its own text does', () => {
    fc.assert(
      fc.property(fc.array(text, { minLength: 1, maxLength: 4 }), fc.constantFrom('How is delivery creating ſtop?', 'kelvin ΟΔΟΣ 𐐨𐐨𐐨𐐨?', "Who can't stop well-known ab?"), (texts, query) => {
        const units = unitsOf(texts);
        expect(queryOverlap(units, query, 2)).toEqual(perUnit(units, query, 2));
      }),
      { numRuns: 150 },
    );
  });
});

describe('unitLinks', () => {
  it('hands each caller its own arrays: a link one caller adds is not seen by the next', () => {
    const units = unitsOf(['I recommend:\n- Kafka for ingestion\n- Flink for processing']);
    const first = unitLinks(units);
    expect(Array.from(first.parents)).toEqual([-1, 0, 0]);
    first.parents[0] = 2;
    expect(Array.from(unitLinks(units).parents)).toEqual([-1, 0, 0]);
  });
});
