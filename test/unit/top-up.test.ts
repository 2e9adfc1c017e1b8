// The room the fit search leaves under the budget goes to the next best sentences that still fit.
import { describe, expect, it } from 'vitest';
import { compress, countTokens } from '../../src/platform/node.js';
import type { Message } from '../../src/types.js';

const messages: Message[] = [
  { role: 'user', content: 'I need a login endpoint for my FastAPI app with JWT tokens.' },
  { role: 'assistant', content: 'I will start with the security module for password hashing and token handling. The module lives in app/security.py and exposes two helpers.' },
  { role: 'user', content: 'Make sure the token carries the user role. Tokens should expire after 30 minutes.' },
  { role: 'assistant', content: 'I will put the role claim into the payload so the routes can check it later on. Expiry is set to 30 minutes. Refresh tokens last 7 days.' },
  { role: 'user', content: 'Can you add rate limiting too? We got hammered last week.' },
  { role: 'assistant', content: 'The limiter allows five attempts per minute for each address. Blocked clients get HTTP 429. The counter lives in Redis.' },
  { role: 'user', content: 'Now wire everything into main.py please.' },
  { role: 'assistant', content: 'Done: main.py now mounts the auth router and the limiter middleware.' },
];

describe('compress: the room left under the budget', () => {
  it('is filled with a sentence that fits it (the search alone stopped 10 and 17 tokens short)', async () => {
    for (const [budget, sentence] of [[145, 'Make sure the token carries the user role.'], [172, 'I will start with the security module for password hashing and token handling.']] as const) {
      const out = await compress(messages, { budget, tokenizer: 'estimate' });
      const used = await countTokens(out.messages, { tokenizer: 'estimate' });
      expect(used).toBeLessThanOrEqual(budget);
      expect(used).toBeGreaterThanOrEqual(budget - 3);
      expect(out.messages.map((m) => String(m.content)).join('\n')).toContain(sentence);
    }
  });
});
