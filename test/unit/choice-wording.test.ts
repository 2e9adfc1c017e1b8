// Decision wording: a choice made, not advised, asked about or named in passing.
import { beforeAll, describe, expect, it } from 'vitest';
import { kindCueBonus } from '../../src/extract/kind-cues.js';
import { unitText, type Units } from '../../src/extract/units.js';
import { init } from '../../src/platform/node.js';
import { madeChoiceText, RECOMMENDS } from '../../src/pins/choice-wording.js';
import { askedCoreBonus, corePriorities, CorePriority } from '../../src/pins/core.js';
import { unitsOf } from '../fixtures/units-of.js';
import type { Kernel } from '../../src/kernel/types.js';

let kernel: Kernel;
beforeAll(async () => {
  kernel = await init();
});

const conversation = (...replies: string[]) =>
  unitsOf(kernel, [{ role: 'user', content: 'Help me plan the API.' }, ...replies.map((content, i) => ({ role: i % 2 ? 'user' as const : 'assistant' as const, content }))]);

function byText(units: Units, values: ArrayLike<number>): Record<string, number> {
  const out: Record<string, number> = {};
  for (let i = 0; i < values.length; i++) out[unitText(units, i)] = values[i];
  return out;
}

describe('madeChoiceText', () => {
  it('leaves out choices only advised or still to make, keeps choices made and announced', () => {
    expect(madeChoiceText('The versioning strategy should be decided early.')).not.toMatch(/decided/);
    expect(madeChoiceText('We still need to choose a queue.')).not.toMatch(/choose/);
    expect(madeChoiceText('It will be selected next week.')).not.toMatch(/selected/);
    expect(madeChoiceText('We decided on Avro.')).toBe('We decided on Avro.');
    expect(madeChoiceText('We will select Postgres.')).toBe('We will select Postgres.');
  });
});

describe('RECOMMENDS', () => {
  it('is the verb or a noun that states a verdict, not the noun naming a kind of system', () => {
    expect(RECOMMENDS.test('Final recommendation: FastAPI for our use case.')).toBe(true);
    expect(RECOMMENDS.test('HPO schedule recommendation:')).toBe(true);
    expect(RECOMMENDS.test('Sanic - NOT RECOMMENDED')).toBe(true);
    expect(RECOMMENDS.test('I recommend AWS Deequ for validation.')).toBe(true);
    expect(RECOMMENDS.test('You are helping design a production recommendation system.')).toBe(false);
    expect(RECOMMENDS.test('Marketing wants to add PII to improve recommendations.')).toBe(false);
  });
});

describe('decision wording in the Protected Core', () => {
  const replies = [
    'The versioning strategy should be decided early and applied consistently. Metrics should be chosen carefully. Risk reporting provides stakeholder visibility and decision support. We decided to version the URL.',
    'What skills are required, and can we go with two developers?',
    'Decision from Ana: future orders ship on pallets. Secrets must never be committed.',
  ];
  it('keeps choices made and labelled decisions; not advice, the noun in passing, or a question', () => {
    const units = conversation(...replies);
    const core = byText(units, corePriorities(units, { phrases: true }));
    expect(core['We decided to version the URL.']).toBe(CorePriority.DECISION);
    expect(core['Decision from Ana: future orders ship on pallets.']).toBe(CorePriority.DECISION);
    expect(core['Secrets must never be committed.']).toBe(CorePriority.CONSTRAINT);
    expect(core['The versioning strategy should be decided early and applied consistently.']).toBe(CorePriority.NONE);
    expect(core['Metrics should be chosen carefully.']).toBe(CorePriority.NONE);
    expect(core['Risk reporting provides stakeholder visibility and decision support.']).toBe(CorePriority.NONE);
    expect(core['What skills are required, and can we go with two developers?']).toBe(CorePriority.NONE);
  });
  it('lifts for a decision question only the choices made', () => {
    const units = conversation(...replies, 'For the production recommendation system, we went with Kafka.', 'The recommendation system serves 1M users.');
    const core = corePriorities(units, { phrases: true });
    const lifted = byText(units, askedCoreBonus(units, core, 'Which key decisions have been made so far?', 1)!);
    expect(lifted['We decided to version the URL.']).toBe(1);
    expect(lifted['For the production recommendation system, we went with Kafka.']).toBe(1);
    expect(lifted['The versioning strategy should be decided early and applied consistently.']).toBe(0);
    expect(lifted['Risk reporting provides stakeholder visibility and decision support.']).toBe(0);
    expect(lifted['The recommendation system serves 1M users.']).toBe(0);
    const cued = byText(units, kindCueBonus(units, 'Which key decisions have been made so far?', 1)!);
    expect(cued['The recommendation system serves 1M users.']).toBe(0);
  });
});
