// An acknowledgement alone ("Good point!", "Absolutely!") is never what a budget keeps.
import { beforeAll, describe, expect, it } from 'vitest';
import { acknowledgements } from '../../src/extract/acknowledgements.js';
import { compress, init } from '../../src/platform/node.js';
import { unitsOf } from '../fixtures/units-of.js';
import type { Kernel } from '../../src/kernel/types.js';
import type { Message } from '../../src/types.js';

let kernel: Kernel;
beforeAll(async () => {
  kernel = await init();
});

describe('acknowledgements', () => {
  it('flags sentences made only of acknowledgement words, and nothing that carries content', () => {
    const units = unitsOf(kernel, [
      { role: 'assistant', content: 'Good point! Absolutely. Great question. Thanks so much! Sure, Redis it is. Good point about the 3 servers. Perfect timing for the launch.' },
    ]);
    const s = units.analysis.sentences;
    const acks = acknowledgements(units);
    const flagged = Array.from({ length: s.count }, (_, i) => units.text.slice(s.start[i], s.end[i]).trim()).filter((_, i) => acks[i] === 1);
    expect(flagged).toEqual(['Good point!', 'Absolutely.', 'Great question.', 'Thanks so much!']);
  });

  it('leaves answers and a user\'s acceptance alone: "No.", "Yes.", "Agreed.", a user\'s "Perfect!"', () => {
    const units = unitsOf(kernel, [
      { role: 'user', content: 'Should we keep the mobile app in scope? Perfect!' },
      { role: 'assistant', content: 'No. Yes. Agreed.' },
    ]);
    expect([...acknowledgements(units)].every((x) => x === 0)).toBe(true);
  });
});

describe('compress: acknowledgements', () => {
  const messages: Message[] = [
    { role: 'user', content: 'I need a login endpoint for my FastAPI app with JWT tokens.' },
    { role: 'assistant', content: 'I will start with the security module for password hashing and token handling.' },
    { role: 'user', content: 'Make sure the token carries the user role.' },
    { role: 'assistant', content: 'Good point! I will put the role claim into the payload so the routes can check it later on.' },
    { role: 'user', content: 'Can you add rate limiting too?' },
    { role: 'assistant', content: 'Absolutely! The limiter allows five attempts per minute for each address.' },
    { role: 'user', content: 'Now wire everything into main.py please.' },
    { role: 'assistant', content: 'Done: main.py now mounts the auth router and the limiter middleware.' },
  ];
  it('never spends a small budget on "Good point!" or "Absolutely!", and still keeps what was said after them', async () => {
    const seen: string[] = [];
    for (const budget of [60, 70, 90, 100, 110]) {
      const out = await compress(messages, { budget, tokenizer: 'estimate' });
      const texts = out.messages.map((m) => String(m.content));
      seen.push(...texts);
      expect(texts.some((t) => /Good point|Absolutely/.test(t))).toBe(false);
    }
    expect(seen).toContain('The limiter allows five attempts per minute for each address.');
  });
});
