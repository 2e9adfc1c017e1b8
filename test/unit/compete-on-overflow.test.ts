// fitUnits' competeOnOverflow: forced units that fit stay forced; a forced set too large for its share competes by value.
import { beforeAll, describe, expect, it } from 'vitest';
import { fitUnits, type FitInput } from '../../src/extract/fit.js';
import { planConversation } from '../../src/strategies/plan.js';
import { init } from '../../src/platform/node.js';
import type { Kernel } from '../../src/kernel/types.js';
import type { Message } from '../../src/types.js';
import { unitsOf } from '../fixtures/units-of.js';

let kernel: Kernel;
beforeAll(async () => {
  kernel = await init();
});

/** Three forced sentences: the goal, of the top priority and worth little, and two decisions worth the most per token. */
const messages: Message[] = [
  { role: 'user', content: 'Our goal is to move billing to the new cloud account.' },
  { role: 'assistant', content: 'We decided on Postgres 16. We decided on Kafka for events.' },
  { role: 'user', content: 'Which decisions have we made?' },
];

function fit(budget: number, competeOnOverflow: boolean): string {
  const measure = { count: (t: string) => kernel.estimateTokens(t), partTokens: 85, kernelEstimate: true };
  const units = unitsOf(kernel, messages);
  const n = units.analysis.sentences.count;
  const plan = planConversation({ messages, options: { budget, keepLast: 1, keepSystem: true }, kernel, measure, knobs: {} } as never);
  const goal = (i: number) => units.message[i] === 0;
  const input: FitInput = {
    messages, plan, units, kernel, measure, budget,
    value: Float32Array.from({ length: n }, (_, i) => (goal(i) ? 2 : 40)),
    forced: Uint8Array.from({ length: n }, (_, i) => (units.message[i] < 2 ? 1 : 0)),
    priority: Uint8Array.from({ length: n }, (_, i) => (goal(i) ? 4 : 3)),
    competeOnOverflow,
  };
  return fitUnits(input).messages.map((m) => String(m.content)).join('\n');
}

describe('fitUnits competeOnOverflow', () => {
  it('keeps every forced unit when they fit, as the emergency cut does', () => {
    expect(fit(200, true)).toBe(fit(200, false));
    expect(fit(200, true)).toContain('Our goal is to move billing');
    expect(fit(200, true)).toContain('Kafka for events');
  });
  it('lets an overflowing forced set compete by value: the decisions win over the goal the cut would keep first', () => {
    const budget = 40;
    expect(fit(budget, false)).toContain('Our goal is to move billing');
    expect(fit(budget, false)).not.toContain('Kafka');
    const compete = fit(budget, true);
    expect(compete).toContain('We decided on Postgres 16.');
    expect(compete).toContain('We decided on Kafka for events.');
    expect(compete).not.toContain('Our goal is to move billing');
  });
});
