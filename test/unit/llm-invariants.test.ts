// LLM strategies against a real OpenAI-compatible server on 127.0.0.1: honest pinned facts under tight budgets,
// no "quotes" of the model's own summaries, the salient set kept through a fallback, oversized parts cut first.
import { describe, expect, it } from 'vitest';
import type { ScriptedRequest } from '../fixtures/llm-server.js';
import { scriptedLlmServer } from '../fixtures/scripted-llm.js';
import { compress, countTokens, type Message } from '../../src/platform/node.js';
import { openaiProvider } from '../../src/llm/openai.js';
import { CARRIED_HEADINGS } from '../../src/strategies/llm/carried.js';

const llmServer = scriptedLlmServer();

const llm = () => openaiProvider({ baseURL: llmServer.server.url, model: 'fixture', retries: 0, timeoutMs: 2000 });
const prompt = (req: ScriptedRequest) => req.messages.map((m) => m.content).join('\n');
const text = (ms: Message[]) => ms.map((m) => (typeof m.content === 'string' ? m.content : '')).join('\n');
const json = (o: unknown) => JSON.stringify(o);
const filler = (tag: string, n = 10): Message[] =>
  Array.from({ length: n }, (_, i) => ({ role: i % 2 ? 'assistant' : 'user', content: `Small talk ${tag}-${i}: the weather in Lisbon was sunny and warm again, and we chatted about lunch near the office.` }) as Message);

const SYSTEM: Message = { role: 'system', content: 'You are a procurement assistant.' };
const CHAT: Message[] = [
  SYSTEM,
  { role: 'user', content: 'We need to order chairs for the Lisbon office. The total must not exceed $5,000.' },
  { role: 'user', content: 'Actually make it 45 units, not 40.' },
  { role: 'user', content: 'We decided to go with Acme Furniture as the supplier.' },
  ...filler('a'),
  { role: 'assistant', content: 'Anything else?' },
  { role: 'user', content: 'What is the final quantity?' },
];
const QUOTES = {
  items: [
    { kind: 'constraint', quote: 'The total must not exceed $5,000.' },
    { kind: 'fact', quote: 'Actually make it 45 units, not 40.' },
    { kind: 'decision', quote: 'We decided to go with Acme Furniture as the supplier.' },
  ],
  background: 'Small talk about Lisbon.',
};
const CORE = {
  goal: 'We need to order chairs for the Lisbon office.',
  constraints: ['The total must not exceed $5,000.'],
  decisions: ['We decided to go with Acme Furniture as the supplier.'],
  summary: 'Small talk.',
};

describe('pinned facts under a tight budget', () => {
  it('stats.pinnedFacts lists only facts still in the output (protected-core, salience)', async () => {
    llmServer.handler = (req) => (prompt(req).includes("USER'S GOAL") ? json(QUOTES) : json(CORE));
    const floor = await countTokens([SYSTEM, ...CHAT.slice(-2)]);
    for (const strategy of ['protected-core', 'salience']) {
      for (const budget of [floor + 20, floor + 35]) {
        const { messages, stats } = await compress(CHAT, { budget, strategy, llm: llm() });
        expect(stats.compressedTokens).toBeLessThanOrEqual(budget);
        const out = text(messages);
        for (const f of stats.pinnedFacts) expect(out, `${strategy} @${budget}`).toContain(f);
        // the tightest budget holds some of the quotes, not all of them
        if (budget === floor + 20) expect(stats.pinnedFacts.length, strategy).toBeLessThan(3);
      }
    }
  });
});

describe('salience across compressions', () => {
  it('rejects "quotes" of its own earlier background summary and of block headings', async () => {
    llmServer.handler = (req) => {
      const p = prompt(req);
      if (!p.includes("USER'S GOAL")) return json(CORE);
      if (p.includes(CARRIED_HEADINGS.background)) {
        return json({ items: [{ kind: 'constraint', quote: 'The order has 50 chairs.' }, { kind: 'fact', quote: CARRIED_HEADINGS.salient }, { kind: 'fact', quote: 'Small talk b-2: the weather in Lisbon' }], background: 'x.' });
      }
      return json({ items: [QUOTES.items[1]], background: 'The order has 50 chairs. Small talk.' });
    };
    const first = await compress(CHAT, { budget: 150, strategy: 'salience', llm: llm() });
    expect(text(first.messages)).toContain('The order has 50 chairs.'); // the model's own (wrong) summary
    const second = await compress([...first.messages, ...filler('b'), { role: 'user', content: 'And now?' }], { budget: 150, strategy: 'salience', llm: llm() });
    expect(second.stats.llm?.fallback).toBeUndefined();
    const salient = second.messages.find((m) => String(m.content).startsWith(CARRIED_HEADINGS.salient));
    expect(String(salient?.content)).not.toContain('50 chairs');
    expect(String(salient?.content).split('\n').slice(1)).toEqual(['- fact: "Actually make it 45 units, not 40."', '- fact: "Small talk b-2: the weather in Lisbon"']);
  });

  it('a later fallback to protected-core keeps the earlier salient set', async () => {
    llmServer.handler = (req) => (prompt(req).includes("USER'S GOAL") ? json(QUOTES) : json(CORE));
    const first = await compress(CHAT, { budget: 200, strategy: 'salience', llm: llm() });
    llmServer.handler = (req) => (prompt(req).includes("USER'S GOAL") ? json({ items: [{ kind: 'fact', quote: 'Invented.' }] }) : json({ goal: 'And now?', summary: 'x.' }));
    const second = await compress([...first.messages, ...filler('b'), { role: 'user', content: 'And now?' }], { budget: 200, strategy: 'salience', llm: llm() });
    expect(second.stats.llm?.fallback?.strategy).toBe('protected-core');
    const out = text(second.messages);
    for (const q of QUOTES.items) expect(out).toContain(q.quote);
    expect(second.stats.pinnedFacts).toEqual(expect.arrayContaining(QUOTES.items.map((q) => q.quote)));
  });

  it('a current task longer than the budget is compressed like history: one call, no BudgetError', async () => {
    llmServer.handler = () => json({ items: [{ kind: 'fact', quote: 'Small talk a-1' }], background: 'bg.' });
    const task = Array.from({ length: 30 }, (_, i) => `Requirement ${i}: the chair must be ergonomic and blue.`).join(' ');
    const chat: Message[] = [SYSTEM, ...filler('a'), { role: 'user', content: task }, { role: 'assistant', content: 'Working on it.' }, { role: 'assistant', content: 'Checking suppliers.' }];
    const from = llmServer.server.requests.length;
    const { stats } = await compress(chat, { budget: 150, strategy: 'salience', llm: llm() });
    expect(stats.compressedTokens).toBeLessThanOrEqual(150);
    expect(stats.llm).toMatchObject({ calls: 1, failures: 0 });
    expect(llmServer.server.requests.length - from).toBe(1);
  });
});

describe('cutting to the budget', () => {
  it('a block that cannot fit even at one piece does not take the lower-priority summary with it', async () => {
    const record = Array.from({ length: 200 }, (_, i) => `row${i}`).join(',');
    llmServer.handler = () => json({ observations: [{ call: 'c1', tool: 'search', record }], summary: 'The agent searched for chairs. Acme quoted $98 per chair.' });
    const chat: Message[] = [
      SYSTEM,
      { role: 'user', content: 'Find chairs.' },
      { role: 'assistant', content: '', tool_calls: [{ id: 'c1', type: 'function', function: { name: 'search', arguments: '{"q":"chairs"}' } }] },
      { role: 'tool', tool_call_id: 'c1', content: record },
      ...filler('a'),
      { role: 'user', content: 'Which supplier?' },
    ];
    const { messages, stats } = await compress(chat, { budget: 200, strategy: 'observations', llm: llm() });
    expect(stats.compressedTokens).toBeLessThanOrEqual(200);
    expect(text(messages)).toContain('Acme quoted $98 per chair.');
  });
});
