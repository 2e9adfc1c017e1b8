// Unit tests of the probe-aware whole-sentence oracle: covers from one message, budget, sharing, free sentences.
import { describe, expect, it } from 'vitest';
import { sentenceOracle, type OracleSentence } from '../../bench/retention/sentence-oracle.js';
import type { Probe } from '../../bench/retention/types.js';

const probe = (id: string, patterns: string[], stale?: string[]): Probe => ({ id, type: 'decision', fact: 'f', patterns, introducedAt: 0, question: 'q?', ...(stale ? { stale } : {}) });
const s = (text: string, cost: number, message: number): OracleSentence => ({ text, cost, message });

describe('sentenceOracle', () => {
  const sentences = [
    s('We chose Flink for processing.', 8, 0),
    s('It gives exactly-once semantics.', 7, 0),
    s('Flink was mentioned in passing.', 6, 1),
    s('Semantics of the word are unclear.', 7, 2),
    s('The supplier is Acme.', 5, 3),
    s('Final answer: Acme, ISO 14001.', 0, 4),
  ];

  it('covers a probe from the sentences of one message, not from words scattered over others', () => {
    const r = sentenceOracle(sentences, [probe('a', ['Flink', 'exactly-once', 'semantics'])], 100);
    expect(r.passed).toEqual(['a']);
    expect(r.chosen).toEqual([0, 1]);
    expect(r.spent).toBe(15);
  });

  it('keeps a probe only when its cover fits in the room', () => {
    expect(sentenceOracle(sentences, [probe('a', ['Flink', 'exactly-once'])], 14).passed).toEqual([]);
    expect(sentenceOracle(sentences, [probe('a', ['Flink', 'exactly-once'])], 15).passed).toEqual(['a']);
  });

  it('takes free sentences (system, last messages) at no cost, and the cheapest probes first', () => {
    const r = sentenceOracle(sentences, [probe('big', ['Flink', 'exactly-once']), probe('free', ['Acme', 'ISO 14001']), probe('small', ['supplier', 'Acme'])], 6);
    expect(r.passed.sort()).toEqual(['free', 'small']);
    expect(r.spent).toBe(5);
  });

  it('counts a probe that the sentences kept for others cover on the way', () => {
    const r = sentenceOracle(sentences, [probe('a', ['Flink', 'exactly-once']), probe('b', ['chose Flink'])], 15);
    expect(r.passed.sort()).toEqual(['a', 'b']);
  });

  it('leaves out a probe whose words no message holds together, or whose cover shows only the stale value', () => {
    expect(sentenceOracle(sentences, [probe('x', ['Kafka', 'Flink'])], 100).passed).toEqual([]);
    const stale = [s('We need 45 units, not 40 units.', 9, 0)];
    expect(sentenceOracle(stale, [probe('c', ['45 units'], ['40 units'])], 100).passed).toEqual(['c']);
    expect(sentenceOracle(stale, [probe('d', ['50 units'], ['40 units'])], 100).passed).toEqual([]);
  });
});
