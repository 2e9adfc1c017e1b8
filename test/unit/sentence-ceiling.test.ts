// Unit tests of the exact whole-sentence ceiling: optimal where the greedy oracle is not, words from any message, free text, impossible probes.
import { describe, expect, it } from 'vitest';
import { sentenceCeiling } from '../../bench/retention/sentence-ceiling.js';
import { sentenceOracle, type OracleSentence } from '../../bench/retention/sentence-oracle.js';
import type { Probe } from '../../bench/retention/types.js';

const probe = (id: string, patterns: string[]): Probe => ({ id, type: 'decision', fact: 'f', patterns, introducedAt: 0, question: 'q?' });
const s = (text: string, cost: number, message: number): OracleSentence => ({ text, cost, message });

describe('sentenceCeiling', () => {
  it('finds the optimal choice where the cheapest-first oracle does not', async () => {
    const sentences = [s('Ana picked the Lisbon venue.', 4, 0), s('Flink for streams, Postgres for state.', 5, 1)];
    const probes = [probe('venue', ['Lisbon']), probe('stream', ['Flink']), probe('state', ['Postgres'])];
    // Greedy takes the cheapest probe (4 tokens) and then cannot afford the sentence that holds two.
    expect(sentenceOracle(sentences, probes, 5).passed).toEqual(['venue']);
    expect(await sentenceCeiling(sentences, probes, 5)).toMatchObject({ best: 2, optimal: true, bound: 2, impossible: [] });
  });

  it('takes a probe’s words from sentences of different messages, as the checker does', async () => {
    const sentences = [s('We chose Flink.', 4, 0), s('Exactly-once semantics matter.', 5, 3)];
    const p = probe('a', ['Flink', 'exactly-once']);
    expect(sentenceOracle(sentences, [p], 9).passed).toEqual([]);
    expect((await sentenceCeiling(sentences, [p], 9)).best).toBe(1);
    expect((await sentenceCeiling(sentences, [p], 8)).best).toBe(0);
  });

  it('counts probes the free sentences hold at no cost, and lists probes no sentence can hold', async () => {
    const sentences = [s('The supplier is Acme.', 5, 0), s('Final answer: Acme, ISO 14001.', 0, 4)];
    const r = await sentenceCeiling(sentences, [probe('free', ['Acme', 'ISO 14001']), probe('gone', ['ISO 9001']), probe('paid', ['supplier'])], 0);
    expect(r).toMatchObject({ best: 1, optimal: true, impossible: ['gone'] });
  });

  it('matches whole tokens only, as the probe checker does', async () => {
    const r = await sentenceCeiling([s('We paid $11,240 in May.', 3, 0)], [probe('a', ['$1,240'])], 100);
    expect(r.best).toBe(0);
    expect(r.impossible).toEqual(['a']);
  });

  it('solves a wide model with long rows (over 200 sentences that each hold a word)', async () => {
    const sentences = Array.from({ length: 240 }, (_, i) => s(`Note ${i} mentions the budget.`, 2 + (i % 5), i));
    const r = await sentenceCeiling(sentences, [probe('a', ['budget']), probe('b', ['note 17'])], 6);
    expect(r).toMatchObject({ best: 2, optimal: true });
  });
});
