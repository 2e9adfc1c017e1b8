// Questions that ask for a kind of core item: topic words only, softer decision cues, items spread over the room.
import { beforeAll, describe, expect, it } from 'vitest';
import { kindCueBonus } from '../../src/extract/kind-cues.js';
import { spreadOverItems } from '../../src/extract/list-diversity.js';
import { topicQuery } from '../../src/extract/topic-query.js';
import { unitText } from '../../src/extract/units.js';
import { init } from '../../src/platform/node.js';
import { unitsOf } from '../fixtures/units-of.js';
import type { Kernel } from '../../src/kernel/types.js';

let kernel: Kernel;
beforeAll(async () => {
  kernel = await init();
});

describe('topicQuery', () => {
  it('drops the kind and frame words of a question for a kind of core item', () => {
    expect(topicQuery('Which key decisions have been made so far?')).toBe('Which have been ?');
    expect(topicQuery('What brand and audience constraints are you operating under?')).toBe('What brand and audience are you ?');
    expect(topicQuery('What is your current goal for this healthcare app design project?')).toBe('What is your for this healthcare app design ?');
  });
  it('leaves other questions as they are', () => {
    expect(topicQuery('When is the delivery due?')).toBe('When is the delivery due?');
    expect(topicQuery('What is being served as the main dish?')).toBe('What is being served as the main dish?');
    expect(topicQuery(undefined)).toBeUndefined();
  });
});

describe('kindCueBonus', () => {
  const messages = [
    { role: 'user' as const, content: 'Which framework would you recommend for us?' },
    {
      role: 'assistant' as const,
      content: 'Sanic - NOT RECOMMENDED\n\n**Mitigations:**\n1. Redis pub/sub for cross-worker broadcasting\n2. Thanks for asking about the weather today.\n\nThe weather was nice.',
    },
  ];
  const cued = (query: string) => {
    const units = unitsOf(kernel, messages);
    const bonus = kindCueBonus(units, query, 2);
    return bonus ? Array.from(bonus, (b, i) => (b ? unitText(units, i) : '')).filter(Boolean) : undefined;
  };
  it('lifts verdicts and short choice items of assistant turns for a decision question', () => {
    expect(cued('Which key decisions have been made so far?')).toEqual(['Sanic - NOT RECOMMENDED', 'Redis pub/sub for cross-worker broadcasting']);
  });
  it('is off for other questions', () => {
    expect(cued('What is the gate code?')).toBeUndefined();
    expect(cued('What constraints apply?')).toBeUndefined();
  });
});

describe('spreadOverItems', () => {
  it('halves a unit that repeats what better units already say, and keeps one that adds an item', () => {
    const units = unitsOf(kernel, [
      { role: 'assistant', content: 'Kafka handles ingestion with three brokers. Kafka handles ingestion with three brokers again. Flink processes streams exactly once.' },
    ]);
    const value = Float32Array.from({ length: units.analysis.sentences.count }, (_, i) => 10 - i);
    const before = value.slice();
    spreadOverItems(units, value, { present: () => false, room: 1000 });
    const at = (t: string) => Array.from({ length: value.length }, (_, i) => i).find((i) => unitText(units, i).startsWith(t))!;
    expect(value[at('Kafka handles ingestion with three brokers.')]).toBe(before[at('Kafka handles ingestion with three brokers.')]);
    expect(value[at('Kafka handles ingestion with three brokers again')]).toBeLessThan(before[at('Kafka handles ingestion with three brokers again')] * 0.7);
    expect(value[at('Flink')]).toBe(before[at('Flink')]);
  });
});
