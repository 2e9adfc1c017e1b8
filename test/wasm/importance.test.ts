// Token importance = 0.5·type + 0.3·tfidf + 0.2·max(0.3, 1 − 4(p − 0.5)²), on both kernels.
import { beforeAll, describe, expect, it } from 'vitest';
import { oracle } from '../../src/kernel/oracle/index.js';
import { WordType, type Kernel } from '../../src/kernel/types.js';
import { freshWasmKernel } from './kernels.js';

const kernels: Record<string, Kernel> = { oracle };
beforeAll(async () => {
  kernels.wasm = (await freshWasmKernel()).kernel;
});

describe.each(['oracle', 'wasm'])('%s importance', (name) => {
  const k = () => kernels[name];

  it('types words', () => {
    const text = 'Why did Alice deploy getUserName to AWS and the um server 42 ?';
    const w = k().importance(text, Int32Array.of(0));
    const types = Object.fromEntries(Array.from({ length: w.count }, (_, i) => [text.slice(w.start[i], w.end[i]), w.type[i]]));
    expect(types).toMatchObject({
      Why: WordType.QUESTION, Alice: WordType.ENTITY, deploy: WordType.ACTION, getUserName: WordType.TECHNICAL,
      AWS: WordType.ENTITY, and: WordType.CONNECTOR, the: WordType.COMMON, um: WordType.FILLER, server: WordType.OTHER,
      '42': WordType.TECHNICAL, '?': WordType.QUESTION,
    });
  });

  it('follows the formula: a lone token is 0.5·w + 0.3·1 + 0.2·1', () => {
    expect(k().importance('server', Int32Array.of(0)).importance[0]).toBeCloseTo(0.5 * 0.5 + 0.3 + 0.2, 5);
    expect(k().importance('the', Int32Array.of(0)).importance[0]).toBeCloseTo(0.5 * 0.3 + 0 + 0.2, 5);
  });

  it('uses the position curve (ends 0.3, middle 1) and the technical boost (capped at 1)', () => {
    const w = k().importance('the the the the the', Int32Array.of(0));
    expect(w.importance[0]).toBeCloseTo(0.15 + 0.2 * 0.3, 5);
    expect(w.importance[2]).toBeCloseTo(0.15 + 0.2 * 1, 5);
    const t = k().importance('getUserName', Int32Array.of(0), { technicalBoost: 2 });
    expect(t.importance[0]).toBeCloseTo(0.5 * 1 + 0.3 + 0.2, 5);
  });

  it('weighs rare terms over common ones across docs (tf·idf normalized per doc)', () => {
    const text = 'cache cache invoice|cache';
    const w = k().importance(text, Int32Array.of(0, 19));
    // doc 0: cache tf 2 idf ln(2) (max tf, lower idf); invoice tf 1 idf ln(3) (max idf)
    const tfidf = (i: number) => (w.importance[i] - 0.5 * 0.5 - 0.2 * Math.max(0.3, 1 - 4 * (i / 2 - 0.5) ** 2)) / 0.3;
    expect(tfidf(0)).toBeCloseTo(Math.log(2) / Math.log(3), 4);
    expect(tfidf(2)).toBeCloseTo(0.5, 4);
  });
});
