// narrationBonus and pith: what an agent writes beside its tool calls outranks the same words in a plain turn.
import { beforeAll, describe, expect, it } from 'vitest';
import { narrationBonus } from '../../src/extract/narration.js';
import { compress, init } from '../../src/platform/node.js';
import { unitsOf } from '../fixtures/units-of.js';
import type { Kernel } from '../../src/kernel/types.js';
import type { Message } from '../../src/types.js';

let kernel: Kernel;
beforeAll(async () => {
  kernel = await init();
});

const NARRATION = 'I will start with the security utilities for password hashing and token handling.';

/** An agent session; the fourth turn says what the agent does next, with or without the call that does it. */
function session(withCall: boolean): Message[] {
  const turns: Message[] = [
    { role: 'system', content: 'You are a coding agent.' },
    { role: 'user', content: 'Build the login service for the shop.' },
    { role: 'assistant', content: 'The shop already serves its catalogue from a small web app. Its handlers live in one file.' },
    { role: 'user', content: 'Good. Keep the handlers readable for the rest of the team.' },
    withCall
      ? { role: 'assistant', content: NARRATION, tool_calls: [{ id: 'c1', type: 'function', function: { name: 'write_file', arguments: '{"path":"src/security.py"}' } }] }
      : { role: 'assistant', content: NARRATION },
    ...(withCall ? [{ role: 'tool', tool_call_id: 'c1', content: 'written' } as Message] : []),
  ];
  for (let k = 0; k < 6; k++) {
    turns.push({ role: 'user', content: `Can you also look at the page layout of section ${k + 1} and the colours of its buttons?` });
    turns.push({ role: 'assistant', content: `Section ${k + 1} uses the shared layout; the buttons follow the theme and read well on small screens.` });
  }
  turns.push({ role: 'user', content: 'Thanks, what is next?' }, { role: 'assistant', content: 'Next come the tests.' });
  return turns;
}

describe('narrationBonus', () => {
  it('gives the weight to the sentences of assistant turns that call tools, and nothing to other turns', () => {
    const messages = session(true).slice(0, 6);
    const units = unitsOf(kernel, messages);
    const bonus = narrationBonus(units, messages, 3);
    const byMessage = new Map<number, number>();
    for (let i = 0; i < bonus.length; i++) byMessage.set(units.message[i], Math.max(byMessage.get(units.message[i]) ?? 0, bonus[i]));
    expect(byMessage.get(4)).toBe(3);
    for (const m of [1, 2, 3, 5]) expect(byMessage.get(m) ?? 0).toBe(0);
  });
});

describe('pith with narration beside tool calls', () => {
  it('keeps what the agent said it does when the turn calls a tool, and drops the same words in a plain turn', async () => {
    const budget = 80;
    const called = await compress(session(true), { budget });
    const plain = await compress(session(false), { budget });
    const text = (r: { messages: Message[] }) => r.messages.map((m) => (typeof m.content === 'string' ? m.content : '')).join('\n');
    expect(called.stats.compressedTokens).toBeLessThanOrEqual(budget);
    expect(plain.stats.compressedTokens).toBeLessThanOrEqual(budget);
    expect(text(called)).toContain(NARRATION);
    expect(text(plain)).not.toContain(NARRATION);
  });
});
