// A number named by its label ("order no. 12345", "Ticket 4412") survives compression as a pinned ID.
import { describe, expect, it } from 'vitest';
import { buildUnits } from '../../src/extract/units.js';
import { compress, countTokens, init, type Message } from '../../src/platform/node.js';
import { findReplacements } from '../../src/pins/corrections.js';
import { createLedger } from '../../src/pins/ledger.js';
import { layoutPieces } from '../../src/text/layout.js';

const FILLER = [
  'Thanks for your patience while I look into this for you.',
  'I completely understand how frustrating it is to wait for a delivery that seems stuck somewhere.',
  'Let me check with the warehouse team and the courier to see what is going on with the shipment.',
  'Our systems were a little slow this morning, so some status pages may not have refreshed yet.',
  'I appreciate you bearing with me; these things usually sort themselves out within a day or two.',
  'Is there anything else I can help you with while we wait for the courier to get back to us?',
  'I have added a note to your file so that anyone on the team can pick this up if you call again.',
  'Sometimes the tracking page lags behind the real position of the parcel by several hours.',
];

/** A long support chat: the order number is said once, early, then many turns of small talk. */
function supportChat(): Message[] {
  const messages: Message[] = [
    { role: 'system', content: 'You are a helpful support agent for an online furniture shop.' },
    { role: 'user', content: 'Hi, I need some help with a delivery please.' },
    { role: 'assistant', content: 'Of course, happy to help. What seems to be the problem?' },
    { role: 'user', content: 'My order no. 12345 has not arrived, and it was supposed to come last week.' },
  ];
  for (let i = 0; i < 40; i++) {
    const role = i % 2 ? 'user' : 'assistant';
    messages.push({ role, content: `${FILLER[i % FILLER.length]} ${FILLER[(i * 3 + 1) % FILLER.length]}` });
  }
  messages.push({ role: 'user', content: 'So what is the status of my order now?' });
  return messages;
}

describe('labelled IDs', () => {
  it('keeps "order no. 12345", said once early, at 1/16 of the tokens', async () => {
    const chat = supportChat();
    const budget = Math.floor((await countTokens(chat)) / 16);
    const { messages, stats } = await compress(chat, { budget });
    expect(stats.compressedTokens).toBeLessThanOrEqual(budget);
    expect(messages.map((m) => String(m.content)).join('\n')).toContain('12345');
  });

  it('shows each number after its label in the ledger, as it shows "Flight LH 438"', async () => {
    const kernel = await init();
    const messages: Message[] = [
      { role: 'user', content: 'My order no. 12345 has not arrived. Ticket 4412 is still open.' },
      { role: 'assistant', content: 'PO 67890 needs approval. Invoice number 2024-0042 is overdue. Case ID: 99812' },
    ];
    const count = (t: string) => kernel.estimateTokens(t);
    const units = buildUnits(layoutPieces(messages), kernel, { count, partTokens: 85, kernelEstimate: true });
    const s = units.analysis.sentences;
    const ledger = createLedger(units, messages, { replacedBy: findReplacements(units), score: s.score, count });
    const { text, facts } = ledger(new Uint8Array(s.count), 500);
    expect(facts).toEqual(['12345', '4412', '67890', '2024-0042', '99812']);
    for (const line of ['order 12345', 'Ticket 4412', 'PO 67890', 'Invoice number 2024-0042', 'Case ID 99812']) {
      expect(text).toContain(line);
    }
  });
});
