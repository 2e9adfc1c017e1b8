// Fenced code blocks through compress(): kept byte for byte with their line prefix, or dropped, at every budget.
import { describe, expect, it } from 'vitest';
import { compress } from '../../src/platform/node.js';
import type { Message } from '../../src/types.js';

const FILL = [
  'The weather report mentioned rain in the northern valleys today.',
  'Several farmers discussed the harvest schedule at length.',
  'Our team must deliver the migration plan by Friday.',
  'The server db-03 crashed twice last week, so we moved it.',
  'Alice prefers PostgreSQL 16 over MySQL for this project.',
  'We decided to keep the budget at $4,500 for the quarter.',
];

/** Each block as it must come back, and the message it sits in (an assistant turn, reasoning and dated header included). */
const CASES: Array<{ name: string; block: string; message: (block: string) => string }> = [
  {
    name: 'an indented fence under a dated header',
    block: '   ```bash\n   npm ci\n   npm test\n   ```',
    message: (b) => `[Session 2 — Sun 12 Apr 2026, 20:34] Okay so basically I was chatting about nothing much.\n${b}\nThe build passed on Node 20.`,
  },
  {
    name: 'an indented fence right after the reasoning',
    block: '   ```bash\n   npm ci\n   ```',
    message: (b) => `<think>The user wants the command. Let me write it.</think>\n${b}\nThat installs everything.`,
  },
  { name: 'an indented fence in a list item', block: '   ```bash\n   npm ci\n   npm run build\n   ```', message: (b) => `Steps to release:\n1. Run this:\n${b}\n2. Then deploy to example.com/a.b and check.` },
  { name: 'a fence in a blockquote', block: '> ```bash\n> npm ci\n> npm test\n> ```', message: (b) => `He wrote this in the ticket:\n${b}\n> It failed on Node 18.\nWe pinned Node 20.11.1 after that.` },
  { name: 'a fence after a list bullet', block: '- ```sh\n  ls -la\n  ```', message: (b) => `Options:\n${b}\n- Or use the GUI, e.g. Finder.` },
  { name: 'a fence in a quoted list item', block: '> 1. ```sh\n>    ls\n>    ```', message: (b) => `${b}\n> 2. Then check the output.\nOutside the quote now.` },
];

describe('fenced code blocks through compress', () => {
  it.each(CASES)('keep $name whole, its line prefix included, or drop it, at every budget', async ({ block, message }) => {
    const firstCodeLine = block.split('\n')[1].replace(/^[ >]*/, '');
    const alone: Message[] = [{ role: 'assistant', content: message(block) }, { role: 'user', content: 'ok' }];
    const amid: Message[] = [
      { role: 'user', content: FILL.join(' ') },
      { role: 'assistant', content: message(block) },
      { role: 'user', content: FILL.slice(2).join(' ') },
      { role: 'assistant', content: FILL.slice(0, 3).join(' ') },
      { role: 'user', content: 'What next?' },
    ];
    let kept = 0;
    for (const [messages, step] of [[alone, 1], [amid, 5]] as const) {
      const total = (await compress(messages, { budget: 100_000 })).stats.originalTokens;
      for (let budget = 20; budget < total; budget += step) {
        const out = (await compress(messages, { budget }).catch(() => null))?.messages.map((m) => String(m.content)).join('\n\n');
        if (!out?.includes(firstCodeLine)) continue;
        kept++;
        expect(out, `budget ${budget}`).toContain(block);
      }
    }
    expect(kept).toBeGreaterThan(0);
  });
});
