// The Anthropic Messages adapter: bodies that fit come back as given, compressed ones follow the API's rules, and the real SDK sends them.
import Anthropic from '@anthropic-ai/sdk';
import type { ImageBlockParam, MessageCreateParamsNonStreaming, MessageParam, TextBlockParam } from '@anthropic-ai/sdk/resources/messages';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { describe, expect, it } from 'vitest';
import { apiTurns } from '../../src/adapters/anthropic-turns.js';
import { compressAnthropic, OPENING_TURN } from '../../src/adapters/anthropic.js';
import { BudgetError, countTokens, InputError, LEDGER_HEADING, registerStrategy, type Message } from '../../src/platform/node.js';
import { expectApiRules as expectBodyRules, type AnthropicBody as Body, type Block } from '../fixtures/anthropic-body.js';

const noise = (tag: string) => Array.from({ length: 40 }, (_, i) => `${tag} row ${i}: status ok, latency ${100 + i} ms, region eu-west, build green, nothing notable`).join('\n');
const png = 'iVBORw0KGgoAAAANSUhEUg'.repeat(300);
const image = (cache = false): ImageBlockParam => ({ type: 'image', source: { type: 'base64', media_type: 'image/png', data: png }, ...(cache ? { cache_control: { type: 'ephemeral' as const } } : {}) });
const thought = (n: number) => Array.from({ length: 60 }, (_, i) => `Step ${n}.${i}: weigh option ${i} against the constraints.`).join(' ');

/** An agent's tool loop: each round the assistant thinks and calls two tools, the user answers both and adds a note. */
function toolLoop(rounds: number): MessageParam[] {
  const messages: MessageParam[] = [{ role: 'user', content: 'Check order ORD-58213 for Lyon, the budget is $4,000. Use the tools.' }];
  for (let r = 0; r < rounds; r++) {
    messages.push({
      role: 'assistant',
      content: [
        { type: 'thinking', thinking: thought(r), signature: `sig-${r}` },
        { type: 'text', text: `Round ${r}: fetching the logs and the order.` },
        { type: 'tool_use', id: `toolu_logs_${r}`, name: 'get_logs', input: { round: r } },
        { type: 'tool_use', id: `toolu_order_${r}`, name: 'get_order', input: { id: 'ORD-58213', round: r } },
      ],
    });
    messages.push({
      role: 'user',
      content: [
        { type: 'tool_result', tool_use_id: `toolu_logs_${r}`, content: noise(`r${r}`), cache_control: { type: 'ephemeral' } },
        { type: 'tool_result', tool_use_id: `toolu_order_${r}`, content: [{ type: 'text', text: `Order ORD-58213 batch ${r}: ${r + 3} pallets leave hub H${r}7.` }], is_error: r === 1 },
        { type: 'text', text: `Note ${r}: the courier for batch ${r} is DHL.` },
      ],
    });
  }
  return messages;
}

const blocksOf = (m: { content: unknown }): Block[] => (Array.isArray(m.content) ? (m.content as Block[]) : []);

/** What the Messages API requires of a body, checked on what was sent; and a system prompt that is a string, blocks or absent. */
function expectApiRules(body: Body): void {
  expectBodyRules(body);
  expect(typeof body.system === 'string' || Array.isArray(body.system) || body.system === undefined).toBe(true);
}

/** The body as plain pith messages (one per turn, every text its own part, calls as JSON), counted as budgets count. */
function asSent(body: Body): Message[] {
  const sys = body.system === undefined ? [] : typeof body.system === 'string' ? [body.system] : body.system.map((b) => b.text as string);
  const text = (t: string) => ({ type: 'text' as const, text: t });
  return [
    ...sys.map((content): Message => ({ role: 'system', content })),
    ...body.messages.map((m): Message => {
      if (typeof m.content === 'string') return { role: m.role as 'user', content: m.content };
      const parts = m.content.flatMap((b) => {
        if (b.type === 'text') return [text(b.text as string)];
        if (b.type === 'thinking') return [text(b.thinking as string)];
        if (b.type === 'tool_use') return [];
        if (b.type !== 'tool_result') return [{ type: b.type }];
        const c = b.content;
        return typeof c === 'string' ? [text(c)] : (c as Block[]).map((x) => (x.type === 'text' ? text(x.text as string) : { type: x.type }));
      });
      const calls = m.content.filter((b) => b.type === 'tool_use').map((b) => ({ id: b.id as string, type: 'function', function: { name: b.name as string, arguments: JSON.stringify(b.input) } }));
      return { role: m.role as 'user', content: parts, ...(calls.length ? { tool_calls: calls } : {}) };
    }),
  ];
}

/** A real HTTP server on 127.0.0.1 that answers like the Messages API and records each request body. */
async function messagesServer(): Promise<{ url: string; bodies: Body[]; close: () => Promise<void> }> {
  const bodies: Body[] = [];
  const server = createServer((req, res) => {
    let raw = '';
    req.on('data', (c) => (raw += c));
    req.on('end', () => {
      bodies.push(JSON.parse(raw));
      const ok = req.method === 'POST' && req.url === '/v1/messages';
      res.writeHead(ok ? 200 : 404, { 'content-type': 'application/json' });
      res.end(JSON.stringify(ok
        ? { id: 'msg_fixture', type: 'message', role: 'assistant', model: 'claude-fixture', content: [{ type: 'text', text: 'noted' }], stop_reason: 'end_turn', stop_sequence: null, usage: { input_tokens: 1, output_tokens: 1 } }
        : { type: 'error', error: { type: 'not_found_error', message: req.url } }));
    });
  });
  await new Promise<void>((done) => server.listen(0, '127.0.0.1', done));
  const { port } = server.address() as AddressInfo;
  return { url: `http://127.0.0.1:${port}`, bodies, close: () => new Promise((done) => server.close(() => done())) };
}

// Keeps every message but the calls (and results) whose id starts with "toolu_drop".
registerStrategy({
  name: 'test-anthropic-drop',
  description: 'drops the tool calls whose id starts with "toolu_drop", and their results',
  compress: ({ messages }) => ({
    messages: messages
      .filter((m) => !(m.role === 'tool' && String(m.tool_call_id).startsWith('toolu_drop')))
      .map((m) => (m.tool_calls ? { ...m, tool_calls: m.tool_calls.filter((c) => !c.id.startsWith('toolu_drop')) } : m)),
    kept: messages.map(() => 1),
    pinned: [],
  }),
});

// Keeps every message but takes the non-text parts out of tool results (as pith does when they do not fit).
registerStrategy({
  name: 'test-anthropic-strip-parts',
  description: 'drops the non-text parts of tool results',
  compress: ({ messages }) => ({
    messages: messages.map((m) => (m.role === 'tool' && Array.isArray(m.content) ? { ...m, content: m.content.filter((p) => p.type === 'text') } : m)),
    kept: messages.map(() => 1),
    pinned: [],
  }),
});

describe('a body that fits', () => {
  const system: TextBlockParam[] = [{ type: 'text', text: 'You are a logistics agent.', cache_control: { type: 'ephemeral' } }];
  const body: MessageCreateParamsNonStreaming = { model: 'claude-sonnet-4-6', max_tokens: 512, system, messages: [...toolLoop(2), { role: 'assistant', content: 'Both batches are on their way.' }, { role: 'user', content: [image(true), { type: 'text', text: 'Is this the right pallet?' }] }], tools: [{ name: 'get_logs', input_schema: { type: 'object' } }] };

  it('comes back as given: the same objects, every other field passed through', async () => {
    const { stats, ...out } = await compressAnthropic(body, { budget: 100_000 });
    expect(out.system).toBe(system);
    expect(out.messages).toHaveLength(body.messages.length);
    out.messages.forEach((m, i) => expect(m).toBe(body.messages[i]));
    expect([out.model, out.max_tokens, out.tools]).toEqual([body.model, body.max_tokens, body.tools]);
    expect(stats.ratio).toBe(1);
    expect(stats.kept).toEqual(body.messages.map(() => 1));
    expect(stats.compressedTokens).toBe(stats.originalTokens);
    expect(await countTokens(asSent(out as Body))).toBeLessThanOrEqual(stats.compressedTokens);
  });
});

describe('a long tool-use conversation at a small budget', () => {
  const system = 'You are a logistics agent. Never promise delivery dates.';
  const messages = toolLoop(8);
  const budget = 900;

  it('keeps each tool_use with its tool_result, alternates roles, opens with the user, fits the budget', async () => {
    for (const b of [budget, 2500]) {
      const { stats, ...out } = await compressAnthropic({ system, messages }, { budget: b, query: 'How many pallets leave for ORD-58213?' });
      expect(stats.originalTokens).toBeGreaterThan(b * 4);
      expect(stats.compressedTokens).toBeLessThanOrEqual(b);
      expectApiRules(out as Body);
      expect(await countTokens(asSent(out as Body))).toBeLessThanOrEqual(b);
      // The ledger of facts joins the system prompt, which stays a string and opens with the caller's text.
      expect(out.system!.startsWith(`${system}\n\n${LEDGER_HEADING}`)).toBe(true);
      expect(stats.kept).toHaveLength(messages.length);
      // Older turns lose their thinking first.
      expect(out.messages.slice(0, -2).flatMap(blocksOf).some((x) => x.type === 'thinking')).toBe(false);
    }
  });

  it('where the latest round fits, it comes back as sent: its thinking, its calls and their results', async () => {
    const { messages: out } = await compressAnthropic({ system, messages }, { budget: 2500 });
    expect(out.at(-1)).toBe(messages.at(-1));
    expect(out.at(-2)).toBe(messages.at(-2));
    expect(blocksOf(out.at(-2)!)[0].type).toBe('thinking');
    // Between the first and the latest round, turns shortened and joined still pair every call.
    expect(out.length).toBeGreaterThan(4);
    expect(out.length).toBeLessThanOrEqual(messages.length);
  });

  it('the ledger numbers the caller\'s messages: each fact is in the message its line names', async () => {
    const { system: sys } = await compressAnthropic({ system, messages }, { budget });
    const lines = String(sys).split(`${LEDGER_HEADING}\n`)[1].split('\n');
    expect(lines.length).toBeGreaterThan(0);
    for (const line of lines) {
      const [, n, facts] = /^m(\d+) \w+: (.*)$/.exec(line)!;
      const source = JSON.stringify(messages[Number(n)].content);
      for (const fact of facts.split('; ')) expect(source).toContain(fact.split(' ').at(-1));
    }
  });

  it('same input, same output; fed back, its ledger is carried, not repeated', async () => {
    const first = await compressAnthropic({ system, messages }, { budget });
    const again = await compressAnthropic({ system, messages }, { budget });
    expect({ ...again, stats: undefined }).toEqual({ ...first, stats: undefined });
    const { stats: _s, ...body } = first;
    const next = await compressAnthropic({ ...body, messages: [...body.messages, { role: 'assistant', content: 'Checked.' }, { role: 'user', content: 'And the courier?' }] }, { budget });
    expect(String(next.system).split(LEDGER_HEADING)).toHaveLength(2);
    expectApiRules(next as Body);
  });

  it('a user turn of several tool_results and text round-trips; a dropped call takes its result only', async () => {
    const input: MessageParam[] = [
      { role: 'user', content: 'Run both.' },
      { role: 'assistant', content: [{ type: 'text', text: 'Running.' }, { type: 'tool_use', id: 'toolu_keep', name: 'a', input: {} }, { type: 'tool_use', id: 'toolu_drop', name: 'b', input: {} }] },
      { role: 'user', content: [{ type: 'tool_result', tool_use_id: 'toolu_keep', content: 'A done.', is_error: true }, { type: 'tool_result', tool_use_id: 'toolu_drop', content: 'B done.' }, { type: 'text', text: 'Also ship to Lyon.' }] },
    ];
    const { messages: out } = await compressAnthropic({ messages: input }, { budget: 1000, strategy: 'test-anthropic-drop' });
    expect(out[0]).toBe(input[0]);
    expect(out[1].content).toEqual([{ type: 'text', text: 'Running.' }, { type: 'tool_use', id: 'toolu_keep', name: 'a', input: {} }]);
    expect(out[2].content).toEqual([{ type: 'tool_result', tool_use_id: 'toolu_keep', content: 'A done.', is_error: true }, { type: 'text', text: 'Also ship to Lyon.' }]);
    expectApiRules({ messages: out } as Body);
  });

  it('a shortened tool_result keeps is_error and cache_control; a budget too small for the last turn is a BudgetError', async () => {
    const { messages: out } = await compressAnthropic({ system, messages }, { budget: 2500 });
    const results = out.flatMap(blocksOf).filter((b) => b.type === 'tool_result');
    const shortened = results.find((b) => String(b.tool_use_id).startsWith('toolu_logs') && String(b.content).length < noise('r0').length);
    expect(shortened).toBeDefined();
    expect(shortened!.cache_control).toEqual({ type: 'ephemeral' });
    for (const b of results.filter((x) => x.tool_use_id === 'toolu_order_1')) expect(b.is_error).toBe(true);
    const last: MessageParam[] = [{ role: 'user', content: noise('big') }];
    await expect(compressAnthropic({ messages: last }, { budget: 50 })).rejects.toBeInstanceOf(BudgetError);
  });
});

describe('thinking blocks', () => {
  const thinking = { type: 'thinking' as const, thinking: thought(1), signature: 'sig-1' };
  const redacted = { type: 'redacted_thinking' as const, data: 'EmwKAhgBEgy3va3pzix/LafPsn4a'.repeat(20) };

  it('older turns: kept whole when the body fits, dropped before anything else when it does not', async () => {
    const messages: MessageParam[] = [
      { role: 'user', content: 'Plan the move. Budget is $4,000.' },
      { role: 'assistant', content: [thinking, redacted, { type: 'text', text: 'We decided on the Tuesday slot.' }] },
      { role: 'user', content: 'ok thanks' },
      { role: 'assistant', content: 'You are welcome.' },
      { role: 'user', content: 'Which slot?' },
    ];
    const roomy = await compressAnthropic({ messages }, { budget: 5000 });
    expect(roomy.messages[1]).toBe(messages[1]);
    const tight = await compressAnthropic({ messages }, { budget: 200 });
    expect(tight.stats.originalTokens).toBeGreaterThan(600);
    expect(JSON.stringify(tight.messages)).toContain('Tuesday slot');
    expect(tight.messages.flatMap(blocksOf).filter((b) => b.type.includes('thinking'))).toEqual([]);
    expect(tight.stats.compressedTokens).toBeLessThanOrEqual(200);
  });

  it('the turn whose tool calls the last message answers keeps its thinking unchanged and first, while its huge result is cut', async () => {
    const messages: MessageParam[] = [
      { role: 'user', content: 'Fetch the gateway logs and tell me the slowest row.' },
      { role: 'assistant', content: [thinking, redacted, { type: 'text', text: 'Fetching the logs.' }, { type: 'tool_use', id: 'toolu_1', name: 'get_logs', input: { host: 'gw' } }] },
      { role: 'user', content: [{ type: 'tool_result', tool_use_id: 'toolu_1', content: Array.from({ length: 6 }, (_, i) => noise(`part${i}`)).join('\n') }] },
    ];
    const { messages: out, stats } = await compressAnthropic({ messages }, { budget: 1500 });
    expect(stats.originalTokens).toBeGreaterThan(5000);
    expect(stats.compressedTokens).toBeLessThanOrEqual(1500);
    expectApiRules({ messages: out } as Body);
    const live = out.find((m) => m.role === 'assistant')!;
    expect(blocksOf(live).slice(0, 2)).toEqual([thinking, redacted]);
    expect(blocksOf(live)[0]).toBe(thinking);
    expect(String(blocksOf(out.at(-1)!)[0].content).length).toBeLessThan(String(blocksOf(messages[2])[0].content).length);
  });

  it('two assistant turns joined by a drop: the later one\'s thinking opens the joined turn', () => {
    const a = { role: 'assistant', content: 'Earlier answer.' };
    const b = { role: 'assistant', content: [thinking, { type: 'tool_use', id: 't', name: 'f', input: {} }] };
    const [opening, joined] = apiTurns([{ turn: a, source: 1 }, { turn: b, source: 3 }]);
    expect(opening).toEqual({ role: 'user', content: OPENING_TURN });
    expect(joined.content).toEqual([thinking, { type: 'text', text: 'Earlier answer.' }, b.content[1]]);
  });
});

describe('server tools and mid-conversation system messages', () => {
  it('a server tool call and its result, both in the assistant turn, are counted together and kept or dropped together', async () => {
    const result = { type: 'web_search_tool_result', tool_use_id: 'srvtoolu_1', content: [{ type: 'web_search_result', url: 'https://example.com/deploy', title: 'Deploy notes', encrypted_content: 'Eo8BCioIAhgB'.repeat(300), page_age: null }] };
    const messages: MessageParam[] = [
      { role: 'user', content: 'Search the deploy notes and tell me where the gateway goes.' },
      { role: 'assistant', content: [{ type: 'server_tool_use', id: 'srvtoolu_1', name: 'web_search', input: { query: 'gateway deploy' } }, result as never, { type: 'text', text: 'We decided to move the gateway to app-05.' }] },
      { role: 'user', content: 'ok thanks' },
      { role: 'assistant', content: 'You are welcome.' },
      { role: 'user', content: 'Where does the gateway go?' },
    ];
    const roomy = await compressAnthropic({ messages }, { budget: 100_000 });
    expect(roomy.messages[1]).toBe(messages[1]);
    expect(roomy.stats.originalTokens).toBeGreaterThan(1000); // the result is counted, not one flat part
    const { messages: out, stats } = await compressAnthropic({ messages }, { budget: 300 });
    expect(stats.compressedTokens).toBeLessThanOrEqual(300);
    expectApiRules({ messages: out } as Body);
    const types = out.flatMap(blocksOf).map((b) => b.type);
    // Over 1,000 tokens with its call, the search cannot stay in 300: it goes, its call with it, the words that cite it stay.
    expect(types.filter((t) => t === 'server_tool_use' || t === 'web_search_tool_result')).toEqual([]);
    expect(JSON.stringify(out)).toContain('app-05');
  });

  it('a system message in the conversation stays where it was, verbatim', async () => {
    const note = { role: 'system', content: 'From now on, answer in French.' } as unknown as MessageParam;
    const messages: MessageParam[] = [...toolLoop(4), { role: 'assistant', content: 'All four batches are booked.' }, note, { role: 'user', content: 'Combien de palettes pour ORD-58213 ?' }];
    const { messages: out, stats } = await compressAnthropic({ system: 'You are a logistics agent.', messages }, { budget: 1200 });
    expect(stats.compressedTokens).toBeLessThanOrEqual(1200);
    expectApiRules({ messages: out } as Body);
    expect(out.at(-2)).toBe(note);
    expect(out.filter((m) => (m.role as string) === 'system')).toEqual([note]);
  });
});

describe('images and documents', () => {
  const doc: Block = { type: 'document', source: { type: 'text', media_type: 'text/plain', data: 'Contract: pallets ship on Mondays.' }, cache_control: { type: 'ephemeral' } };
  const messages: MessageParam[] = [
    { role: 'user', content: [image(true), doc as never, { type: 'text', text: 'Here is the dock photo and the contract. Order ORD-58213 ships 45 units.' }] },
    ...toolLoop(4).slice(1),
    { role: 'assistant', content: 'All four rounds are done.' },
    { role: 'user', content: [{ type: 'text', text: 'What did the photo show?' }, image()] },
  ];

  it('are kept whole (with cache_control) or dropped whole, and counted at partTokens each', async () => {
    const { stats: free } = await compressAnthropic({ messages }, { budget: 100_000, partTokens: 0 });
    const { stats: full } = await compressAnthropic({ messages }, { budget: 100_000 });
    expect(full.originalTokens - free.originalTokens).toBe(3 * 85); // two images and a document, not their base64 as text
    for (const budget of [700, 1500, 4000]) {
      const { messages: out, stats } = await compressAnthropic({ messages }, { budget });
      expect(stats.compressedTokens).toBeLessThanOrEqual(budget);
      expectApiRules({ messages: out } as Body);
      const parts = out.flatMap(blocksOf).filter((b) => b.type === 'image' || b.type === 'document');
      for (const p of parts) expect([image(true), image(), doc]).toContainEqual(p);
      expect(JSON.stringify(out).split(png).length - 1).toBe(parts.filter((p) => p.type === 'image').length);
      expect(out.at(-1)).toBe(messages.at(-1)); // the question, with its image, verbatim
    }
  });

  it('a tool_result whose only image was dropped still answers its call, and the note it gets is counted', async () => {
    const input: MessageParam[] = [
      { role: 'user', content: 'Take a screenshot.' },
      { role: 'assistant', content: [{ type: 'tool_use', id: 'toolu_shot', name: 'shot', input: {} }] },
      { role: 'user', content: [{ type: 'tool_result', tool_use_id: 'toolu_shot', content: [image()], cache_control: { type: 'ephemeral' } }] },
      { role: 'assistant', content: 'The gateway is fine.' },
      { role: 'user', content: 'Where is the gateway?' },
    ];
    const { messages: out, stats } = await compressAnthropic({ messages: input }, { budget: 1000, strategy: 'test-anthropic-strip-parts' });
    expect(out[2].content).toEqual([{ type: 'tool_result', tool_use_id: 'toolu_shot', content: [{ type: 'text', text: '[result omitted]' }], cache_control: { type: 'ephemeral' } }]);
    expect(stats.compressedTokens).toBe(await countTokens(asSent({ messages: out } as Body))); // one pith message per turn here
    expectApiRules({ messages: out } as Body);
  });
});

describe('the first turn is the user\'s', () => {
  const turns: MessageParam[] = Array.from({ length: 12 }, (_, i) => ({
    role: i % 2 ? 'assistant' : 'user',
    content: i % 2 ? `Answer ${i}: the pallets for hub H${i} leave on day ${i}, as planned.` : `Question ${i}: when do the pallets for hub H${i + 1} leave?`,
  }));

  it('when the newest turns that fit open with an assistant turn, a short user turn opens the body, and the budget holds', async () => {
    let opened = 0;
    for (let budget = 60; budget <= 200; budget += 3) {
      const { messages: out, stats } = await compressAnthropic({ messages: turns }, { budget, strategy: 'window' });
      expectApiRules({ messages: out } as Body);
      expect(stats.compressedTokens, `budget ${budget}`).toBeLessThanOrEqual(budget);
      expect(await countTokens(asSent({ messages: out } as Body))).toBeLessThanOrEqual(budget);
      if (out[0].content === OPENING_TURN) opened++;
      else expect(out[0]).toBe(turns[turns.length - out.length]);
    }
    expect(opened).toBeGreaterThan(0);
  });
});

describe('bad input is an InputError naming where, never a crash', () => {
  const cycle: Record<string, unknown> = { host: 'gw' };
  cycle.self = cycle;
  const cases: Array<[unknown, RegExp]> = [
    [null, /^expected a Messages API body \{ system\?, messages \}, found null$/],
    [{ messages: 'hi' }, /^messages: expected an array of messages, found string "hi"$/],
    [{ messages: [] }, /^messages: expected at least one message, found an empty array$/],
    [{ messages: [{ role: 'tool', content: 'x' }] }, /^messages\[0\]\.role: expected user, assistant or system, found string "tool" \(tool results go in a user message/],
    [{ messages: [{ role: 'user', content: 5 }] }, /^messages\[0\]\.content: expected a string or an array of content blocks, found number 5$/],
    [{ messages: [{ role: 'user', content: [{ type: 'text' }] }] }, /^messages\[0\]\.content\[0\]\.text: expected a string, found nothing$/],
    [{ messages: [{ role: 'user', content: [7] }] }, /^messages\[0\]\.content\[0\]: expected a content block object with a string "type", found number 7$/],
    [{ messages: [{ role: 'assistant', content: 'Hi' }] }, /^messages\[0\]\.role: expected user .*found string "assistant"$/],
    [{ system: 3, messages: [{ role: 'user', content: 'x' }] }, /^system: expected a string or an array of text blocks, found number 3$/],
    [{ system: [image()], messages: [{ role: 'user', content: 'x' }] }, /^system\[0\]\.type: expected "text", found string "image"$/],
    [{ messages: [{ role: 'user', content: [{ type: 'tool_result', tool_use_id: 'toolu_x', content: 'ok' }] }] }, /^messages\[0\]\.content\[0\]\.tool_use_id: expected the id of a tool_use in a message before it, found string "toolu_x"$/],
    [{ messages: [{ role: 'user', content: 'Go.' }, { role: 'assistant', content: [{ type: 'tool_use', id: 'toolu_a', name: 'f', input: {} }] }, { role: 'user', content: 'Well?' }] }, /^messages\[1\]\.content\[0\]\.id: expected a tool_result for string "toolu_a" in messages\[2\], found none$/],
    [{ messages: [{ role: 'user', content: 'Go.' }, { role: 'assistant', content: [{ type: 'tool_use', id: 'toolu_a', name: 'f', input: cycle }] }] }, /^messages\[1\]\.content\[0\]\.input: expected JSON values, found Converting circular structure/],
    [{ messages: [{ role: 'user', content: [{ type: 'tool_use', id: 'toolu_a', name: 'f', input: {} }] }] }, /^messages\[0\]\.content\[0\]: expected a tool_use block in an assistant message, found it in a user message$/],
  ];

  it.each(cases.map(([body, message], i) => [i, body, message] as const))('case %i', async (_i, body, message) => {
    const error = await compressAnthropic(body as never, { budget: 500 }).then(() => undefined, (e: unknown) => e);
    expect(error).toBeInstanceOf(InputError);
    expect((error as InputError).code).toBe('INVALID_INPUT');
    expect((error as InputError).message).toMatch(message);
  });
});

describe('the real @anthropic-ai/sdk client', () => {
  it('sends the compressed body through messages.create; the server receives a body that follows the API\'s rules', async () => {
    const server = await messagesServer();
    try {
      const budget = 2500;
      const system: TextBlockParam[] = [{ type: 'text', text: 'You are a logistics agent.', cache_control: { type: 'ephemeral' } }];
      const params: MessageCreateParamsNonStreaming = { model: 'claude-sonnet-4-6', max_tokens: 256, system, messages: toolLoop(8) };
      const { stats, ...body } = await compressAnthropic(params, { budget });
      const client = new Anthropic({ baseURL: server.url, apiKey: 'test-key', maxRetries: 0 });
      const reply = await client.messages.create(body);
      expect(reply.content[0]).toMatchObject({ type: 'text', text: 'noted' });
      expect(server.bodies).toHaveLength(1);
      const sent = server.bodies[0];
      expect(sent).toEqual(JSON.parse(JSON.stringify(body)));
      expectApiRules(sent);
      // The caller's system block, byte for byte with its cache_control, then the ledger as a block of its own.
      expect((sent.system as Block[])[0]).toEqual(system[0]);
      expect(String((sent.system as Block[])[1].text).startsWith(LEDGER_HEADING)).toBe(true);
      expect(await countTokens(asSent(sent))).toBeLessThanOrEqual(budget);
      expect(stats.compressedTokens).toBeLessThanOrEqual(budget);
      expect(stats.originalTokens).toBeGreaterThan(budget * 4);
    } finally {
      await server.close();
    }
  });
});
