// Token pruning: emoji sequences whole, negations kept, and table rows kept as written with their header and rule row.
import { beforeAll, describe, expect, it } from 'vitest';
import { pruneTexts } from '../../src/extract/prune.js';
import { compress, countTokens, type Message } from '../../src/platform/node.js';
import { oracle } from '../../src/kernel/oracle/index.js';
import type { Kernel } from '../../src/kernel/types.js';
import { freshWasmKernel } from '../wasm/kernels.js';

const kernels: Record<string, Kernel> = { oracle };
beforeAll(async () => {
  kernels.wasm = (await freshWasmKernel()).kernel;
});

const SEQUENCES = ['👩\u200d💻', '❤\ufe0f', '👍🏽', '🇯🇵', '👨\u200d👩\u200d👧', '1\ufe0f\u20e3', '🏳\ufe0f\u200d🌈', '🙏🏽', '✈\ufe0f'];
const TEXTS = [
  'Honestly I think that the new laptop 👩\u200d💻 setup for the remote developer team is really quite good ❤\ufe0f and we should basically order it 👍🏽 for everyone in the 🇯🇵 office soon.',
  'Well, basically the deploy went fine ✈\ufe0f and the 👨\u200d👩\u200d👧 family trip is booked 1\ufe0f\u20e3 for sure, thanks a lot 🙏🏽',
  'The parade 🏳\ufe0f\u200d🌈 starts at noon and honestly it is really going to be a very long and quite sunny day.',
];
/** Parts of the sequences that must never appear on their own. */
const PARTS = /[\u200d\ufe0f\u20e3\u2764\u2708]|👩|💻|👨|👧|🏳|🌈|👍|🙏|\ud83c[\udffb-\udfff]|\ud83c[\udde6-\uddff]/u;

describe.each(['oracle', 'wasm'])('pruneTexts on the %s kernel', (name) => {
  it('keeps each emoji sequence whole or drops it whole, leaving no stray ZWJ or VS16', () => {
    for (const ratio of [0.2, 0.3, 0.4, 0.5, 0.6, 0.7, 0.8, 0.9]) {
      for (const out of pruneTexts(kernels[name], TEXTS, ratio)) {
        let rest = out;
        for (const s of SEQUENCES) rest = rest.split(s).join(' ');
        expect(rest, `ratio ${ratio}: ${out}`).not.toMatch(PARTS);
      }
    }
  });

  it('keeps the facts and key words around emoji', () => {
    const [out] = pruneTexts(kernels[name], ['Basically the order 👩\u200d💻 AB-1234 ships on May 3 ❤\ufe0f really.'], 0.5);
    expect(out).toContain('AB-1234');
    expect(out).toContain('May 3');
  });
});

describe.each(['oracle', 'wasm'])('pruneTexts negations on the %s kernel', (name) => {
  it('never prunes a negation, so no sentence flips its meaning', () => {
    const texts = [
      'Do not store the API key in the config file.',
      'The patient is not allergic to penicillin but is allergic to latex.',
      'The invoice is unpaid and no refund was issued.',
      "We don't ship to Norway and the warehouse isn't open on Sundays, nor on holidays.",
      'Never reboot the primary without a backup; nobody should deploy on Fridays.',
    ];
    const negations = (t: string) => t.match(/\b(?:not|no|never|nor|without|nobody|\w+n't)\b/gi) ?? [];
    for (const ratio of [0.3, 0.5, 0.7]) {
      pruneTexts(kernels[name], texts, ratio).forEach((out, i) => {
        expect(negations(out), `ratio ${ratio}: ${out}`).toEqual(negations(texts[i]));
        expect(out.length).toBeLessThan(texts[i].length);
      });
    }
  });
});

describe('the prune strategy on a table', () => {
  const filler = 'We went over the options again in detail today and talked through the many different considerations that came up during the long meeting with the whole team.';
  const table = '| Vendor | Price | Lead time |\n|---|---|---|\n| Acme Corp | $4,200 | 3 weeks |\n| Globex | $3,900 | 5 weeks |';
  const messages: Message[] = [
    { role: 'user', content: `${filler} Here is the comparison:\n\n${table}\n\n${filler}` },
    { role: 'assistant', content: `${filler} ${filler}` },
    { role: 'user', content: 'Which vendor is cheaper?' },
  ];

  it('keeps table rows as written, with their header and rule row, while prose is pruned', async () => {
    const total = await countTokens(messages);
    const { messages: out, stats } = await compress(messages, { budget: Math.floor(total * 0.75), strategy: 'prune' });
    expect(stats.compressedTokens).toBeLessThanOrEqual(Math.floor(total * 0.75));
    const first = String(out[0].content);
    expect(first.length).toBeLessThan(String(messages[0].content).length);
    const rows = first.split('\n').filter((l) => l.startsWith('|'));
    expect(rows.length).toBeGreaterThanOrEqual(3);
    for (const row of rows) expect(table.split('\n'), row).toContain(row);
    expect(rows[0]).toBe('| Vendor | Price | Lead time |');
    expect(rows[1]).toBe('|---|---|---|');
  });
});
