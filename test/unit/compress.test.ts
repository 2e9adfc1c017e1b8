// The compressor end to end on the real WASM kernel: facts, core, corrections, groups, parts, errors.
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import {
  BudgetError, compress, countTokens, createCompressor, InputError, LEDGER_HEADING, OptionsError,
  STRATEGY_NAMES, getStrategy, needsLlm, type Message,
} from '../../src/platform/node.js';

const support = JSON.parse(readFileSync(new URL('../../examples/support-chat.json', import.meta.url), 'utf8')).messages as Message[];
const all = (msgs: Message[]) => msgs.map((m) => (typeof m.content === 'string' ? m.content : JSON.stringify(m.content))).join('\n');

describe('compress: the support example', () => {
  it('keeps every key fact at 1/4 of the tokens, within the budget', async () => {
    const total = await countTokens(support);
    const budget = Math.floor(total / 4);
    const { messages, stats } = await compress(support, { budget });
    expect(stats.compressedTokens).toBeLessThanOrEqual(budget);
    expect(stats.ratio).toBeGreaterThan(3);
    const out = all(messages);
    for (const fact of ['ORD-58213', '45 units', 'March 25', 'March 14', '+1 (253) 555-0147', '$62.50', '4417', '98402']) {
      expect(out, fact).toContain(fact);
    }
    expect(messages[0]).toEqual(support[0]);
    expect(messages.at(-1)).toEqual(support.at(-1));
  });

  it('shows the corrected quantity and marks the replaced one', async () => {
    const { messages } = await compress(support, { budget: 260 });
    const out = all(messages);
    expect(out).toContain('45 units');
    const ledger = messages.find((m) => typeof m.content === 'string' && m.content.startsWith(LEDGER_HEADING));
    if (ledger && /\b50 units\b/.test(String(ledger.content))) expect(String(ledger.content)).toMatch(/50 units \(replaced by 45 units/);
  });

  it('is deterministic and reports stats', async () => {
    const a = await compress(support, { budget: 400 });
    const b = await compress(support, { budget: 400 });
    expect(b.messages).toEqual(a.messages);
    expect(a.stats).toMatchObject({ strategy: 'pith', tokenizer: 'estimate', budget: 400 });
    expect(a.stats.kept).toHaveLength(support.length);
    expect(a.stats.durationMs).toBeGreaterThan(0);
    expect(a.stats.pinned).toBe(a.stats.pinnedFacts.length);
  });

  it('compresses its own output again: an earlier ledger is history, not a frozen system prompt', async () => {
    let msgs = support;
    for (const budget of [600, 400, 300, 250]) {
      const r = await compress([...msgs, { role: 'user', content: `Next question at ${budget}?` }], { budget });
      expect(r.stats.compressedTokens).toBeLessThanOrEqual(budget);
      expect(r.messages.filter((m) => String(m.content).startsWith(LEDGER_HEADING)).length).toBeLessThanOrEqual(1);
      msgs = r.messages;
    }
    expect(all(msgs)).toContain('45 units');
  });

  it('re-ranks an earlier ledger\'s facts in the new ledger instead of keeping its lines', async () => {
    let msgs = support;
    const leftovers: string[] = [];
    for (const budget of [500, 420, 360, 320, 280]) {
      const r = await compress([...msgs, { role: 'user', content: `Next question at ${budget}?` }], { budget });
      for (const m of r.messages.slice(1)) {
        const text = String(m.content);
        if (m.role === 'system' && !text.startsWith(LEDGER_HEADING)) leftovers.push(text);
      }
      msgs = r.messages;
    }
    expect(leftovers).toEqual([]);
    expect(all(msgs)).toMatch(/45 units/);
  });

  it('reads an earlier ledger that came back with CRLF line breaks as it reads one with LF', async () => {
    // Before: a CR ended each line's last item, so `Author: Yuki <yuki@example.com>` was carried as
    // `Author Yuki yuki@example.com`, and the lines kept as text stayed a second ledger beside the new one.
    const turns: Message[] = Array.from({ length: 12 }, (_, i) => ({ role: i % 2 ? 'assistant' : 'user',
      content: `Turn ${i}: I was thinking about it over the weekend. Order AB-${1000 + i} totals $${i}0.50 and ships on May ${i + 1}. The team went for a walk after lunch.` }));
    const lines = [LEDGER_HEADING, 'm3 tool: Author: Yuki <yuki@example.com>', 'm5 user: gate code 4412', 'm7 tool: host: db-03'];
    const run = (nl: string, budget: number, query?: string) =>
      compress([{ role: 'system', content: 'Be brief.' }, { role: 'system', content: lines.join(nl) }, ...turns], { budget, query });
    for (const [budget, query] of [[160, 'Whose change was it?'], [300, undefined]] as const) {
      const [lf, crlf] = await Promise.all([run('\n', budget, query), run('\r\n', budget, query)]);
      expect(crlf.messages).toEqual(lf.messages);
      expect(crlf.messages.filter((m) => String(m.content).startsWith(LEDGER_HEADING))).toHaveLength(1);
    }
    expect((await run('\r\n', 160, 'Whose change was it?')).stats.pinnedFacts).toContain('Author: Yuki <yuki@example.com>');
  });

  it('returns the input unchanged when it already fits', async () => {
    const { messages, stats } = await compress(support, { budget: 100_000 });
    expect(messages).toEqual(support);
    expect(stats.ratio).toBe(1);
  });
});

describe('compress: a message kept whole is given back as written', () => {
  it('keeps its spacing (no space added after 。, double spaces and indentation kept) while others are cut', async () => {
    const filler = (i: number) => `Turn ${i}: we chatted about the weather and pleasantries that carry no facts at all, just talk to fill the space.`;
    for (const text of ['注文番号はINV-2024-0042です。配送日は2026年3月14日でお願いします。', 'Order ORD-1 ships May 3.  The gate code is 4412.', '  Steps:\n    1. Ship ORD-1 on May 3.\n    2. Gate code 4412.\n']) {
      const chat: Message[] = [{ role: 'user', content: 'A few questions about my orders.' }, { role: 'user', content: text }];
      for (let i = 0; i < 12; i++) chat.push({ role: i % 2 ? 'user' : 'assistant', content: filler(i) });
      chat.push({ role: 'user', content: 'ok thanks' });
      const r = await compress(chat, { budget: 110 });
      expect(r.stats.kept[1]).toBe(1);
      expect(r.messages.some((m) => m.content === text)).toBe(true);
      expect(r.stats.compressedTokens).toBeLessThanOrEqual(110);
    }
  });
});

describe('compress: the task outranks the ledger at small budgets', () => {
  it('keeps the whole task verbatim while logs full of values compete for the ledger', async () => {
    const task = 'I need to build a secure login service for our FastAPI app. It must issue JWT tokens with the user role.';
    const messages: Message[] = [{ role: 'user', content: task }];
    for (let i = 0; i < 12; i++) {
      messages.push({ role: 'assistant', content: `Step ${i + 1}: checking the build.` });
      messages.push({ role: 'user', content: `Log: job ${4100 + i} finished in ${i + 2}.${i}s on runner-${20 + i}, ${30 + i} tests passed, cache ${60 + i}% warm, ticket OPS-${900 + i}` });
    }
    messages.push({ role: 'user', content: 'Now add rate limiting to the login endpoint.' }, { role: 'assistant', content: 'Adding it with slowapi.' });
    const total = await countTokens(messages);
    for (const share of [0.15, 0.2]) {
      const budget = Math.floor(total * share);
      const { messages: out, stats } = await compress(messages, { budget });
      expect(stats.compressedTokens).toBeLessThanOrEqual(budget);
      expect(all(out), `budget ${budget}`).toContain(task);
    }
  });
});

describe('compress: structure of real API input', () => {
  const filler = 'We went over the plan again and talked through the options in some detail. ';
  it('keeps a tool call with its result or drops both', async () => {
    const msgs: Message[] = [
      { role: 'user', content: filler.repeat(10) },
      { role: 'assistant', content: '', tool_calls: [{ id: 'c1', type: 'function', function: { name: 'stock', arguments: '{"sku":"EC-220"}' } }] },
      { role: 'tool', tool_call_id: 'c1', content: filler.repeat(8) + 'Stock: 62 units in Reno.' },
      { role: 'assistant', content: filler.repeat(6) },
      { role: 'user', content: 'thanks' },
      { role: 'assistant', content: 'You are welcome.' },
    ];
    for (const budget of [40, 80, 160, 320]) {
      const { messages } = await compress(msgs, { budget });
      const calls = messages.filter((m) => m.tool_calls).length;
      const results = messages.filter((m) => m.role === 'tool').length;
      expect(calls, `budget ${budget}`).toBe(results);
    }
  });

  it('keeps the words of a message that made tool calls without the calls when every result is dropped', async () => {
    const search = (id: string, q: string) => ({ id, type: 'function' as const, function: { name: 'search', arguments: JSON.stringify({ input: q }) } });
    const msgs: Message[] = [
      { role: 'user', content: 'Pick a queue for the order events.' },
      { role: 'assistant', content: 'We will use Kafka with 3 brokers for the order events.', tool_calls: [search('c1', 'kafka vs rabbitmq throughput benchmarks for order events in 2024')] },
      { role: 'tool', tool_call_id: 'c1', content: filler.repeat(8) },
      { role: 'assistant', content: filler.repeat(4), tool_calls: [search('c2', 'rabbitmq quorum queues durability guarantees and replication factor')] },
      { role: 'tool', tool_call_id: 'c2', content: filler.repeat(8) },
      { role: 'user', content: 'Thanks, that settles it.' },
      { role: 'assistant', content: 'Glad to help.' },
    ];
    const { messages } = await compress(msgs, { budget: 60 });
    const kept = messages.find((m) => typeof m.content === 'string' && m.content.includes('Kafka with 3 brokers'));
    expect(kept).toBeDefined();
    expect(kept!.tool_calls).toBeUndefined();
    expect(messages.filter((m) => m.role === 'tool')).toEqual([]);
    expect(JSON.stringify(messages)).not.toContain('benchmarks');
  });

  it('keeps image parts whole or drops them, charging partTokens', async () => {
    const img = { type: 'image_url', image_url: { url: 'https://example.com/a.png' } };
    const msgs: Message[] = [
      { role: 'user', content: [{ type: 'text', text: filler.repeat(5) + 'The invoice is INV-2031-0877.' }, img] },
      { role: 'assistant', content: filler.repeat(5) },
      { role: 'user', content: 'ok' },
    ];
    const total = await countTokens(msgs, { partTokens: 300 });
    expect(total - (await countTokens(msgs, { partTokens: 0 }))).toBe(300);
    const { messages } = await compress(msgs, { budget: 120, partTokens: 300 });
    const parts = messages.flatMap((m) => (Array.isArray(m.content) ? m.content : []));
    for (const p of parts) if (p.type !== 'text') expect(p).toEqual(img);
    expect(all(messages)).toContain('INV-2031-0877');
  });

  it('strips reasoning blocks from older assistant turns first', async () => {
    const msgs: Message[] = [
      { role: 'user', content: 'Plan the launch.' },
      { role: 'assistant', content: `<think>${filler.repeat(30)}</think>Launch on May 3 with 12 people.` },
      { role: 'user', content: 'And the venue?' },
      { role: 'assistant', content: '<think>short</think>The venue is Hall B.' },
    ];
    const { messages } = await compress(msgs, { budget: 80 });
    expect(String(messages[1].content)).toBe('Launch on May 3 with 12 people.');
    expect(messages[3]).toEqual(msgs[3]); // last messages verbatim, reasoning included
  });

  it('startOn user drops leading non-user messages after the system prompt', async () => {
    const msgs: Message[] = [
      { role: 'system', content: 'Be brief.' },
      { role: 'assistant', content: filler.repeat(20) },
      { role: 'user', content: 'Question one?' },
      { role: 'assistant', content: 'Answer one.' },
    ];
    const { messages } = await compress(msgs, { budget: 60, startOn: 'user', strategy: 'window' });
    expect(messages.map((m) => m.role)).toEqual(['system', 'user', 'assistant']);
    const greeting: Message[] = [msgs[0], { role: 'assistant', content: 'Hello! How can I help?' }, msgs[2], msgs[3]];
    const r = await compress(greeting, { budget: 1000, startOn: 'user' }); // fits: only startOn removes
    expect(r.messages.map((m) => m.role)).toEqual(['system', 'user', 'assistant']);
    expect(r.stats.kept).toEqual([1, 0, 1, 1]);
    expect(r.stats.droppedMessages).toBe(1);
  });
});

describe('compress: every strategy', () => {
  // LLM strategies need a provider: test/unit/llm-strategies.test.ts checks their budgets.
  it.each(STRATEGY_NAMES.filter((s) => s !== 'full' && !needsLlm(getStrategy(s))))('%s fits the budget on the support example', async (strategy) => {
    for (const budget of [200, 300, 500]) {
      const { stats } = await compress(support, { budget, strategy });
      expect(stats.compressedTokens).toBeLessThanOrEqual(budget);
      expect(stats.strategy).toBe(strategy);
    }
  });
  it('full throws BudgetError when over budget', async () => {
    await expect(compress(support, { budget: 100, strategy: 'full' })).rejects.toBeInstanceOf(BudgetError);
  });
  it('o200k and cl100k budgets hold exactly', async () => {
    for (const tokenizer of ['o200k', 'cl100k'] as const) {
      const { messages, stats } = await compress(support, { budget: 300, tokenizer });
      expect(await countTokens(messages, { tokenizer })).toBe(stats.compressedTokens);
      expect(stats.compressedTokens).toBeLessThanOrEqual(300);
    }
  });
});

describe('compress: errors', () => {
  it('BudgetError when the protected part cannot fit', async () => {
    const err = await compress(support, { budget: 20 }).catch((e) => e);
    expect(err).toBeInstanceOf(BudgetError);
    expect(err.code).toBe('BUDGET_UNSATISFIABLE');
    expect(err.message).toMatch(/expected at least \d+ tokens .*found budget 20/);
  });
  it('typed errors for bad input and options', async () => {
    await expect(compress([{ role: 'user', content: 5 }], { budget: 10 })).rejects.toBeInstanceOf(InputError);
    await expect(compress(support, { budget: -5 })).rejects.toThrow('budget: expected a positive integer, found number -5');
    const e = await compress(support, { budget: 100, strategy: 'nope' }).catch((x) => x);
    expect(e).toBeInstanceOf(OptionsError);
    expect(e.message).toContain('expected one of full, window, truncate, extractive, prune, pith');
  });
  it('typed errors for tool calls with no JSON form and for a custom counter that throws', async () => {
    const call = { id: 'c1', type: 'function', function: { name: 'f', arguments: '{}' }, seq: 1n };
    await expect(compress([{ role: 'assistant', content: null, tool_calls: [call] }] as unknown as Message[], { budget: 100 }))
      .rejects.toThrow(/^messages\[0\]\.tool_calls: expected JSON values, found .*BigInt/);
    let deep: Record<string, unknown> = {};
    for (let i = 0; i < 20_000; i++) deep = { deep };
    await expect(compress([{ role: 'user', content: 'hi', meta: deep }] as unknown as Message[], { budget: 100 }))
      .rejects.toThrow('messages[0].meta: expected JSON values, found nesting too deep to print');
    // Extra fields of a content part pass the schema; they too must print.
    const part = { type: 'image_url', image_url: { url: 'https://x.test/a.png', deep } };
    await expect(compress([{ role: 'user', content: [{ type: 'text', text: 'see' }, part] }] as unknown as Message[], { budget: 100 }))
      .rejects.toThrow('messages[0].content: expected JSON values, found nesting too deep to print');
    const err = await compress(support, { budget: 500, tokenizer: () => { throw new Error('boom'); } }).catch((x) => x);
    expect(err).toBeInstanceOf(OptionsError);
    expect(err.message).toBe('tokenizer: expected the custom counter to return a number, found it throwing boom');
  });
});

describe('compress: the default keepLast is a preference', () => {
  const longReply = Array.from({ length: 40 }, (_, i) => `Step ${i + 1} of the migration plan touches shard ${i + 10} and takes ${i + 2} minutes.`).join(' ');
  const chat: Message[] = [
    { role: 'system', content: 'You are a database assistant.' },
    { role: 'user', content: 'We must finish the migration before June 3; the order is ORD-77120.' },
    { role: 'assistant', content: 'Noted: deadline June 3 for ORD-77120.' },
    { role: 'user', content: 'Write the full plan.' },
    { role: 'assistant', content: longReply },
  ];

  it('compresses a last reply that alone overflows, instead of failing', async () => {
    const replyTokens = await countTokens([chat[4]]);
    const budget = Math.floor(replyTokens / 2);
    const { messages, stats } = await compress(chat, { budget });
    expect(stats.compressedTokens).toBeLessThanOrEqual(budget);
    const out = all(messages);
    expect(out).toContain('June 3');
    expect(out).toContain('ORD-77120');
    expect(stats.kept.at(-1)).toBeGreaterThan(0);
    expect(stats.kept.at(-1)).toBeLessThan(1);
  });

  it('still fails when the overflowing last message is the user turn, or keepLast was set', async () => {
    const replyTokens = await countTokens([chat[4]]);
    const budget = Math.floor(replyTokens / 2);
    const asUser: Message[] = [...chat.slice(0, 4), { role: 'user', content: longReply }];
    await expect(compress(asUser, { budget })).rejects.toBeInstanceOf(BudgetError);
    await expect(compress(chat, { budget, keepLast: 1 })).rejects.toBeInstanceOf(BudgetError);
  });

  it('never keeps less for a larger budget because the best sentence brings a tool group that overflows', async () => {
    const chat = [
      { role: 'assistant', content: 'Order AB-1000 totals $1000,450.50 and ships on May 1.', tool_calls: [{ id: 'c1', type: 'function', function: { name: 'lookup', arguments: '{"q":"x"}' } }] },
      { role: 'tool', tool_call_id: 'c1', content: 'status: shipped' },
    ] as Message[];
    for (const strategy of ['extractive', 'pith']) {
      let previous = 0;
      for (let budget = 20; budget <= 62; budget++) {
        const { stats } = await compress(chat, { budget, strategy, keepLast: 0 });
        expect(stats.compressedTokens, `${strategy} at ${budget}`).toBeGreaterThanOrEqual(previous);
        previous = stats.compressedTokens;
      }
      expect(previous).toBeGreaterThan(0);
    }
  });

  it('a strategy that keeps whole messages only says the newest one does not fit, rather than returning an empty chat', async () => {
    const budget = Math.floor((await countTokens([chat[4]])) / 2);
    await expect(compress(chat, { budget, strategy: 'window' })).rejects.toThrow(/expected at least \d+ tokens for the newest message \(strategy 'window' keeps whole messages only\)/);
    const { messages } = await compress(chat, { budget, strategy: 'truncate' });
    expect(messages.some((m) => m.role !== 'system')).toBe(true);
  });

  it('truncate cuts text parts as it cuts a string, and never cuts an assistant reasoning block', async () => {
    const long = 'We went over the ticket again and nothing new came of it. '.repeat(6) + 'The parcel ships on 2026-12-03.';
    const asString: Message[] = [{ role: 'user', content: long }, { role: 'assistant', content: 'Noted.' }, { role: 'user', content: 'When?' }];
    const asParts = asString.map((m): Message => ({ ...m, content: [{ type: 'text', text: m.content as string }] }));
    const a = await compress(asString, { budget: 40, strategy: 'truncate' });
    const b = await compress(asParts, { budget: 40, strategy: 'truncate' });
    expect(a.messages[0].content).toBe('The parcel ships on 2026-12-03.');
    expect(b.messages.map((m) => m.content)).toEqual(a.messages.map((m) => [{ type: 'text', text: m.content }]));
    expect(b.stats.kept).toEqual(a.stats.kept);
    const thought: Message[] = [{ role: 'user', content: 'Go.' }, { role: 'assistant', content: [{ type: 'text', text: `<think>${long}</think>` }, { type: 'text', text: 'Shipping on 2026-12-03.' }] }, ...asString.slice(1)];
    const { messages } = await compress(thought, { budget: 40, strategy: 'truncate' });
    expect(all(messages)).not.toContain('</think>');
    expect(all(messages)).toContain('Shipping on 2026-12-03.');
  });

  it('compresses a chatty turn before the last one when the two crowd the budget; a recap full of facts stays whole', async () => {
    const chatter = 'Honestly, I think the team will like whichever option feels calmer in the long run. ' +
      'Some people prefer mornings and some prefer afternoons, and that is fine. It is good to keep an open mind about these things. '.repeat(3);
    const history: Message[] = [{ role: 'system', content: 'You are a planning assistant.' }];
    for (let i = 0; i < 12; i++) {
      history.push({ role: 'user', content: `Another thought about the offsite, number ${i + 1}, nothing settled yet.` });
      history.push({ role: 'assistant', content: i === 5 ? 'Booked: the venue is Harbor Hall, deposit $1,250, confirmation HH-44120.' : 'Happy to keep thinking about it with you.' });
    }
    const chatty: Message[] = [...history, { role: 'assistant', content: chatter }, { role: 'user', content: 'OK, what did we book?' }];
    const budget = Math.floor((await countTokens(chatty.slice(-2))) * 2);
    const { messages, stats } = await compress(chatty, { budget });
    const out = all(messages);
    expect(stats.compressedTokens).toBeLessThanOrEqual(budget);
    expect(out).toContain('HH-44120');
    expect(stats.kept.at(-2)).toBeLessThan(1); // the chatter gave way
    const pinned = await compress(chatty, { budget, keepLast: 2 });
    expect(pinned.stats.kept.at(-2)).toBe(1); // an explicit keepLast is kept as asked
    const recap = 'So far: venue Harbor Hall, deposit $1,250 paid on May 2, confirmation HH-44120, 40 seats, catering by Olive & Fig at $35 per head. ' +
      'Some people prefer mornings and some prefer afternoons, and that is fine. '.repeat(3);
    const withRecap: Message[] = [...history, { role: 'assistant', content: recap }, { role: 'user', content: 'OK, what did we book?' }];
    const kept = await compress(withRecap, { budget: Math.floor((await countTokens(withRecap.slice(-2))) * 2) });
    expect(kept.stats.kept.at(-2)).toBe(1);
  });

  it('counts a fact once when the chatty turn repeats its own paragraph: the copies do not make it a record', async () => {
    const paragraph = 'The 6-week timeline means the research must stay focused. Navigation should be consistent and predictable. ' +
      'Error states should be empathetic and helpful. Loading states should give progress feedback. ';
    const history: Message[] = [{ role: 'system', content: 'You are a design assistant.' }];
    for (let i = 0; i < 12; i++) {
      history.push({ role: 'user', content: `Another thought about the app, number ${i + 1}, nothing settled yet.` });
      history.push({ role: 'assistant', content: i === 5 ? 'Decided: the patient portal ships first, ticket PX-2207, on 2026-03-09.' : 'Happy to keep thinking about it with you.' });
    }
    const repeated: Message[] = [...history, { role: 'assistant', content: paragraph.repeat(4) }, { role: 'user', content: 'What ships first?' }];
    const budget = Math.floor((await countTokens(repeated.slice(-2))) * 2);
    const { messages, stats } = await compress(repeated, { budget });
    expect(stats.compressedTokens).toBeLessThanOrEqual(budget);
    expect(stats.kept.at(-2)).toBeLessThan(1); // four copies of "6-week" are one fact, so the turn gave way
    expect(all(messages)).toContain('PX-2207');
  });
});

describe('compress: stock phrasings', () => {
  it('keeps a fact said once over a "must"-sounding sentence the chat keeps repeating with other names', async () => {
    const names = ['Aisha', 'Kenji', 'Mateo', 'Zara', 'Lena', 'Felix', 'Priya', 'Hugo'];
    const things = ['invoice', 'dashboard', 'report', 'schedule', 'onboarding', 'release', 'forecast', 'budget'];
    const messages: Message[] = [{ role: 'user', content: 'Hi, our order arrived damaged.' }];
    names.forEach((who, i) => {
      messages.push({ role: 'assistant', content: `Whatever we decide, the ${things[i]} has to stay calm enough for ${who} to live with. I looked at the ${things[(i + 3) % 8]} again this morning and nothing changed.` });
      messages.push({ role: 'user', content: `Thanks, that ${things[(i + 5) % 8]} looks fine to me.` });
      if (i === 4) messages.push({ role: 'assistant', content: 'I have opened return RMA-484796 for the damaged boxes; keep the packaging until the courier collects it.' });
    });
    messages.push({ role: 'user', content: 'What happens next?' });
    const { messages: out } = await compress(messages, { budget: 100, keepLast: 1 });
    const text = all(out);
    expect(text).toContain('RMA-484796');
    expect(text).not.toMatch(/Whatever we decide/);
  });
});

describe('compress: tool output without a question', () => {
  const messages: Message[] = [
    { role: 'user', content: 'Please add JWT login to the FastAPI app.' },
    { role: 'assistant', content: '', tool_calls: [{ id: 'c1', type: 'function', function: { name: 'shell', arguments: '{"input":"ls -la"}' } }] },
    { role: 'tool', tool_call_id: 'c1', content: 'main.py\nrequirements.txt\nsettings.toml\nDockerfile' },
    { role: 'assistant', content: 'I will start with the security module for password hashing and JWT handling. Then I will add the Pydantic models for request validation.' },
    { role: 'user', content: 'Sounds good.' },
    { role: 'assistant', content: 'Next: the auth routes.' },
    { role: 'user', content: 'Go ahead.' },
  ];

  it('keeps the plan in prose before a file listing, whose names go to the ledger; with a question, relevance decides', async () => {
    const blind = (await compress(messages, { budget: 110 })).messages;
    expect(all(blind)).toContain('password hashing and JWT handling');
    expect(blind.some((m) => m.role === 'tool')).toBe(false);
    expect(all(blind)).toContain('requirements.txt'); // in the ledger
    const asked = (await compress(messages, { budget: 110, query: 'Which files are in the project folder?' })).messages;
    expect(asked.some((m) => m.role === 'tool' && String(m.content).includes('requirements.txt'))).toBe(true);
  });
});

describe('createCompressor', () => {
  it('binds defaults and lets calls override them', async () => {
    const c = createCompressor({ budget: 300, strategy: 'window' });
    expect((await c.compress(support)).stats.strategy).toBe('window');
    expect((await c.compress(support, { strategy: 'pith' })).stats.strategy).toBe('pith');
  });
});

describe('compress: audit regressions', () => {
  it('keeps an older turn that mentions <think> or <thinking> whole: only a block that opens the turn is reasoning', async () => {
    const code = "```python\nimport re\nclean = re.sub(r'<think>.*?</think>', '', text, flags=re.S)\n```";
    const msgs: Message[] = [
      { role: 'user', content: 'How do I strip reasoning from DeepSeek-R1 output? Our deadline is 2026-05-03.' },
      { role: 'assistant', content: `R1 wraps its reasoning in a <think> tag. Strip it like this:\n\n${code}\n\nThe invoice INV-2024-0042 for $1,240.50 is unrelated.` },
      { role: 'user', content: 'And for Claude-style prompts?' },
      { role: 'assistant', content: 'Ask the model to put its scratch work inside <thinking> tags before answering. Then send the order AB-7781 confirmation to ops@acme.io by 14:30 and keep the budget under $600.' },
      { role: 'user', content: 'Thanks. ' + 'Some unrelated chit-chat about lunch and the weather. '.repeat(20) },
      { role: 'user', content: 'Summarise what we agreed.' },
    ];
    const budget = (await countTokens(msgs)) - 5;
    for (const strategy of ['pith', 'extractive', 'prune']) {
      const out = all((await compress(msgs, { budget, strategy })).messages);
      for (const fact of ['AB-7781', 'ops@acme.io', '14:30', '$600', 'INV-2024-0042']) expect(out, `${strategy}: ${fact}`).toContain(fact);
      if (out.includes('re.sub(')) expect(out, strategy).toContain(code); // a code block whole or not at all
    }
  });

  it('a kept tool result whose text was all dropped says so instead of answering its call with nothing', async () => {
    const logs = Array.from({ length: 30 }, (_, i) => `Log line ${i}: worker heartbeat received and processed normally without incident.`).join('\n');
    const msgs: Message[] = [
      { role: 'user', content: 'Check the order status and the server logs.' },
      { role: 'assistant', content: 'Checking both.', tool_calls: [
        { id: 'a', type: 'function', function: { name: 'order', arguments: '{}' } },
        { id: 'b', type: 'function', function: { name: 'logs', arguments: '{}' } }] },
      { role: 'tool', tool_call_id: 'a', content: [{ type: 'text', text: 'The weather service says it is sunny today in the city.' }] },
      { role: 'tool', tool_call_id: 'b', content: logs },
      { role: 'assistant', content: 'Anything else?' },
      { role: 'user', content: 'Which log line mentions worker heartbeat 17?' },
    ];
    let placeholders = 0;
    for (const strategy of ['pith', 'extractive', 'prune', 'tiered']) {
      for (const budget of [60, 80, 100, 120]) {
        const { messages, stats } = await compress(msgs, { budget, strategy, query: 'Which log line mentions worker heartbeat 17?' });
        expect(stats.compressedTokens).toBeLessThanOrEqual(budget);
        for (const m of messages.filter((x) => x.role === 'tool')) {
          const text = typeof m.content === 'string' ? m.content : m.content.map((p) => (p.type === 'text' ? p.text : '')).join('');
          expect(text.trim(), `${strategy} at ${budget}`).not.toBe('');
          if (text === '[result omitted]') placeholders++;
        }
      }
    }
    expect(placeholders).toBeGreaterThan(0);
  });

  it('a custom counter that returns fractions fits budgets below its total; one past 2^31 is an OptionsError', async () => {
    const msgs: Message[] = [
      { role: 'system', content: 'You are a helpful travel assistant.' },
      { role: 'user', content: 'Book 3 nights in Lisbon for under $600. We leave on 2026-05-03 at 14:30.' },
      { role: 'assistant', content: 'I found hotel ORD-4521 for $540 total. The weather in Lisbon is usually nice in May and the city is walkable.' },
      { role: 'user', content: 'We decided to go with ORD-4521. Send the receipt to billing@acme.io.' },
      { role: 'assistant', content: 'Booked: confirmation CF-7781 for $540.00. There are many restaurants near the river.' },
      { role: 'user', content: 'What is the total now and when do we leave?' },
    ];
    const quarter = (t: string) => t.length / 4;
    const total = await countTokens(msgs, { tokenizer: quarter });
    expect(Number.isInteger(total)).toBe(true);
    for (const strategy of ['pith', 'window', 'truncate', 'tiered']) {
      const { stats } = await compress(msgs, { budget: total - 1, strategy, tokenizer: quarter });
      expect(stats.compressedTokens, strategy).toBeLessThanOrEqual(total - 1);
    }
    await expect(compress(msgs, { budget: 1e12, tokenizer: (t) => t.length * 1e8 })).rejects.toThrow(/^tokenizer: expected a count below 2147483648, found number /);
  });

  it('countTokens checks its options as compress does', async () => {
    const msgs: Message[] = [{ role: 'user', content: [{ type: 'text', text: 'see' }, { type: 'image_url', image_url: { url: 'https://x/a.png' } }] }];
    for (const [partTokens, found] of [[-50, 'number -50'], ['x', 'string "x"'], [1.5, 'number 1.5']] as const) {
      const e = await countTokens(msgs, { partTokens: partTokens as number }).catch((x) => x);
      expect(e).toBeInstanceOf(OptionsError);
      expect(e.message).toBe(`partTokens: expected a non-negative integer, found ${found}`);
    }
    await expect(countTokens(msgs, null as never)).rejects.toThrow('options: expected an options object, found null');
    await expect(countTokens(msgs, { tokenizer: 'gpt2' as never })).rejects.toBeInstanceOf(OptionsError);
    expect(await countTokens(msgs, { partTokens: 10 })).toBe((await countTokens(msgs, { partTokens: 0 })) + 10);
  });

  it('startOn reports kept by input message when the input holds an earlier ledger', async () => {
    const msgs: Message[] = [
      { role: 'system', content: `${LEDGER_HEADING}\nm3 user: AB-1234; $40` },
      { role: 'assistant', content: 'Earlier assistant turn that startOn removes.' },
      { role: 'user', content: 'First user turn.' },
      { role: 'assistant', content: 'Reply.' },
    ];
    const { messages, stats } = await compress(msgs, { budget: 1000, startOn: 'user' });
    expect(messages).toEqual([msgs[0], msgs[2], msgs[3]]);
    expect(stats.kept).toEqual([1, 0, 1, 1]);
  });

  it("a BudgetError's requirement is a budget that then works: full names the whole conversation, a fallen-back keepLast the newest message", async () => {
    const err = await compress(support, { budget: 50, strategy: 'full', keepLast: 1 }).catch((e) => e);
    expect(err).toBeInstanceOf(BudgetError);
    expect(err.required).toBe(await countTokens(support));
    expect((await compress(support, { budget: err.required, strategy: 'full' })).messages).toEqual(support);
    const longReply = Array.from({ length: 20 }, (_, i) => `Step ${i + 1} moves shard ${i + 10} in ${i + 2} minutes.`).join(' ');
    const chat: Message[] = [
      { role: 'system', content: 'You are a database assistant.' },
      { role: 'user', content: 'Write the full plan.' },
      { role: 'assistant', content: longReply },
    ];
    for (const strategy of ['window', 'truncate', 'pith']) {
      const e = await compress(chat, { budget: 5, strategy }).catch((x) => x);
      expect(e, strategy).toBeInstanceOf(BudgetError);
      const { stats } = await compress(chat, { budget: e.required, strategy });
      expect(stats.compressedTokens, strategy).toBeLessThanOrEqual(e.required);
    }
  });
});
