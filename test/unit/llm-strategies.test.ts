// LLM strategies against a real OpenAI-compatible HTTP server on 127.0.0.1 with scripted replies:
// parsing, verbatim-quote rejection, dedup, caps, variants, cumulative state, fallbacks, retries, layouts.
import { beforeAll, describe, expect, it } from 'vitest';
import type { ScriptedReply, ScriptedRequest } from '../fixtures/llm-server.js';
import { scriptedLlmServer, type Handler } from '../fixtures/scripted-llm.js';
import { compress, countTokens, LEDGER_HEADING, OptionsError, type Embedder, type Message } from '../../src/platform/node.js';
import { openaiProvider } from '../../src/llm/openai.js';
import { CARRIED_HEADINGS } from '../../src/strategies/llm/carried.js';
import { LLM_STRATEGIES } from '../../src/strategies/llm/index.js';
import { parseItems, renderItem } from '../../src/strategies/llm/quoted-items.js';
import { PINNED_QUANTITIES_HEADING } from '../../src/llm/prompts.js';

const llmServer = scriptedLlmServer();

const llm = (timeoutMs = 2000) => openaiProvider({ baseURL: llmServer.server.url, model: 'fixture', retries: 1, retryDelayMs: 1, timeoutMs });
const prompt = (req: ScriptedRequest) => req.messages.map((m) => m.content).join('\n');
/** Requests the server got since `from`, as prompt texts. */
const promptsSince = (from: number) => llmServer.server.requests.slice(from).map((r) => (r.body?.messages ?? []).map((m: { content: string }) => m.content).join('\n'));
const text = (m: Message) => (typeof m.content === 'string' ? m.content : JSON.stringify(m.content));
const json = (o: unknown) => JSON.stringify(o);
/** Index of a message in `list` by role and content (compress returns copies). */
const indexIn = (list: Message[], m: Message) => list.findIndex((x) => x.role === m.role && text(x) === text(m));
/** A message's label in a layout: a generated block by its heading line, anything else by its role. */
const label = (m: Message) => (m.role === 'system' && text(m) !== text(SYSTEM) ? text(m).split('\n')[0] : m.role);

const SYSTEM: Message = { role: 'system', content: 'You are a procurement assistant for the Lisbon office.' };
const CORE: Message[] = [
  { role: 'user', content: 'We need to order chairs for the Lisbon office. The total must not exceed $5,000.' },
  { role: 'assistant', content: 'Understood. I will look for suppliers that fit the $5,000 cap.' },
  { role: 'user', content: 'Order ORD-58213 should have 40 chairs.' },
  { role: 'assistant', content: 'Noted: ORD-58213 with 40 chairs.' },
  { role: 'user', content: 'Actually make it 45 units, not 40.' },
  { role: 'assistant', content: 'Updated ORD-58213 to 45 units.' },
  { role: 'user', content: 'We decided to go with Acme Furniture as the supplier.' },
  { role: 'assistant', content: 'Acme Furniture it is. Their contact is +1 (253) 555-0147.' },
];
const FILLER: Message[] = Array.from({ length: 14 }, (_, i) => ({
  role: i % 2 ? 'assistant' : 'user',
  content: `Small talk ${i}: the weather in Lisbon was sunny and warm again, and we chatted about lunch options near the office, the tram lines and the view from the terrace for a while.`,
}) as Message);
const LAST: Message[] = [
  { role: 'assistant', content: 'Anything else about the order?' },
  { role: 'user', content: 'What is the final quantity for ORD-58213?' },
];
const CHAT: Message[] = [SYSTEM, ...CORE, ...FILLER, ...LAST];
let TOTAL = 0;
beforeAll(async () => {
  TOTAL = await countTokens(CHAT);
});
const budget = () => Math.floor(TOTAL / 3);

const SALIENCE_REPLY = {
  items: [
    { kind: 'constraint', quote: 'The total must not exceed $5,000.', score: 9 },
    { kind: 'fact', quote: 'Actually make it 45 units, not 40.', score: 8 },
    { kind: 'decision', quote: 'We decided to go with Acme Furniture as the supplier.', score: 7 },
    { kind: 'fact', quote: 'The order has 50 chairs.', score: 9 }, // not in the conversation: rejected
    { kind: 'fact', quote: 'Their contact is +1 (253) 555-0147.', score: 4 },
  ],
  background: 'The user and assistant chatted about Lisbon weather and lunch. Nothing else was decided.',
};
const CORE_REPLY = {
  goal: 'We need to order chairs for the Lisbon office.',
  current_goal: 'Order ORD-58213 should have 40 chairs.',
  constraints: ['The total must not exceed $5,000.', 'Never exceed the budget.'],
  decisions: ['We decided to go with Acme Furniture as the supplier.'],
  summary: 'The order ORD-58213 was changed from 40 to 45 units. The rest was small talk.',
};

/** Scripted replies for every prompt, told apart by their wording. */
function route(overrides: Partial<Record<string, () => ScriptedReply | string>> = {}): Handler {
  return (req) => {
    const p = prompt(req);
    const pick = (key: string, reply: () => ScriptedReply | string) => (overrides[key] ?? reply)();
    if (p.includes("USER'S GOAL")) return pick('salience', () => json(SALIENCE_REPLY));
    if (p.includes('copy VERBATIM')) return pick('core', () => json(CORE_REPLY));
    if (p.includes('CONTEXT CHECKPOINT')) return pick('codex', () => 'HANDOFF: order ORD-58213, 45 units, Acme Furniture, cap $5,000.');
    if (p.includes('in 3 to 4 sentences')) return pick('naive', () => 'The user orders chairs. ORD-58213 is 45 units. Acme Furniture supplies them.');
    // replies depend on the prompt only, so a replay gets the same replies
    if (p.includes('Summarise this part')) return pick('chunk', () => `CHUNK-${/\[m(\d+)/.exec(p)?.[1]}: part summary.`);
    if (p.includes('Merge these consecutive')) return pick('merge', () => `MERGED-${/CHUNK-(\d+)/.exec(p)?.[1] ?? /MERGED-(\d+)/.exec(p)?.[1]}: merged summary.`);
    if (p.includes('memory note')) {
      return pick('amem', () => json({ notes: Array.from({ length: 12 }, (_, i) => ({ m: i + 1, note: i === 7 ? 'ORD-58213 final quantity is 45 units.' : `Note ${i} about Lisbon weather.`, keywords: i === 7 ? ['ORD-58213', 'quantity'] : ['weather'], tags: ['t'] })) }));
    }
    if (p.includes('observation record')) return pick('observations', () => json({ observations: [{ call: 'c1', tool: 'search', record: 'Acme Furniture quotes $98 per chair.' }, { call: 'c2', tool: 'weather', record: 'Lisbon is sunny, 24 C.' }], summary: 'The agent searched for suppliers.' }));
    if (p.includes('entities')) return pick('hybrid', () => json({ entities: ['ORD-58213', 'Acme Furniture'], relations: [{ from: 'ORD-58213', relation: 'supplied by', to: 'Acme Furniture', m: 7 }] }));
    if (p.includes('knowledge blob')) return pick('rlm', () => `BLOB-${Number(/PREVIOUS BLOB:\nBLOB-(\d+)/.exec(p)?.[1] ?? 0) + 1}: ORD-58213 is 45 units; cap $5,000.`);
    if (p.includes('Extract from the conversation')) return pick('qtd', () => 'ORD-58213: 45 units (was 40).\nSupplier: Acme Furniture.');
    return { status: 400, body: { error: { message: 'unrouted prompt' } } };
  };
}

describe('LLM strategies: common contract', () => {
  it('every LLM strategy is registered, needs a provider and says so with an OptionsError', async () => {
    expect(LLM_STRATEGIES.map((s) => s.name)).toEqual([
      'naive', 'codex', 'hierarchical', 'amem', 'observations', 'protected-core', 'hybrid', 'salience',
      'salience-conservative', 'salience-aggressive', 'salience-ranked', 'salience-topk', 'rlm', 'qpb', 'qtd',
    ]);
    for (const s of LLM_STRATEGIES) {
      const e = await compress(CHAT, { budget: budget(), strategy: s.name }).catch((x) => x);
      expect(e).toBeInstanceOf(OptionsError);
      expect(e.message).toMatch(new RegExp(`'${s.name}' needs an LLM provider: expected the llm option`));
    }
  });

  it('every strategy fits the budget, keeps the system prompt and the last messages verbatim, in order, and reports calls', async () => {
    llmServer.handler = route();
    for (const s of LLM_STRATEGIES) {
      const from = llmServer.server.requests.length;
      const b = budget();
      const { messages, stats } = await compress(CHAT, { budget: b, strategy: s.name, llm: llm() });
      expect(stats.compressedTokens, s.name).toBeLessThanOrEqual(b);
      expect(await countTokens(messages)).toBeLessThanOrEqual(b);
      expect(messages[0]).toEqual(SYSTEM);
      expect(messages.slice(-2)).toEqual(LAST);
      expect(stats.llm?.fallback, s.name).toBeUndefined();
      expect(stats.llm?.calls, s.name).toBe(llmServer.server.requests.length - from);
      expect(stats.llm!.calls).toBeGreaterThan(0);
      expect(stats.llm!.promptTokens).toBeGreaterThan(stats.llm!.completionTokens);
      // kept input messages appear in input order
      const kept = messages.map((m) => indexIn(CHAT, m)).filter((i) => i >= 0);
      expect(kept.length, s.name).toBeGreaterThanOrEqual(3);
      expect(kept).toEqual([...kept].sort((a, b) => a - b));
    }
  });

  it('same input and same scripted replies give the same output', async () => {
    llmServer.handler = route();
    for (const name of ['salience', 'rlm', 'hybrid']) {
      const a = await compress(CHAT, { budget: budget(), strategy: name, llm: llm() });
      const b = await compress(CHAT, { budget: budget(), strategy: name, llm: llm() });
      expect(b.messages).toEqual(a.messages);
    }
  });

  it('under the budget nothing is sent and everything comes back', async () => {
    llmServer.handler = route();
    const from = llmServer.server.requests.length;
    for (const name of ['qtd', 'salience', 'naive']) {
      const { messages, stats } = await compress(CHAT, { budget: TOTAL + 10, strategy: name, llm: llm() });
      expect(messages).toEqual(CHAT);
      expect(stats.llm?.calls).toBe(0);
    }
    expect(llmServer.server.requests.length).toBe(from);
  });

  it('rejects bad knobs with "expected X, found Y"', async () => {
    await expect(compress(CHAT, { budget: budget(), strategy: 'rlm', llm: llm(), rlm: { every: 0 } })).rejects.toThrow(/rlm\.every: expected an integer ≥ 1, found number 0/);
    await expect(compress(CHAT, { budget: budget(), strategy: 'salience-ranked', llm: llm(), salience: { threshold: 11 } })).rejects.toThrow(/salience\.threshold: expected a number ≥ 1 and ≤ 10, found number 11/);
  });
});

describe('fallbacks and retries', () => {
  it('HTTP 500 on every try: falls back to pith, reports it, and keeps what pith keeps', async () => {
    llmServer.handler = () => ({ status: 500 });
    const pith = await compress(CHAT, { budget: budget(), strategy: 'pith' });
    for (const name of ['naive', 'rlm', 'qtd']) {
      const { messages, stats } = await compress(CHAT, { budget: budget(), strategy: name, llm: llm() });
      expect(stats.llm?.fallback?.strategy).toBe('pith');
      expect(stats.llm?.fallback?.reason).toMatch(/500/);
      expect(stats.llm?.failures).toBe(1);
      expect(messages).toEqual(pith.messages);
      expect(stats.pinnedFacts).toEqual(pith.stats.pinnedFacts);
    }
  });

  it('a timeout falls back to pith', async () => {
    llmServer.handler = () => ({ delayMs: 400, content: 'late' });
    const { stats } = await compress(CHAT, { budget: budget(), strategy: 'naive', llm: llm(100) });
    expect(stats.llm?.fallback?.strategy).toBe('pith');
    expect(stats.llm?.failures).toBe(1);
  });

  it('a malformed JSON body or a reply without JSON falls back, counted as a failure', async () => {
    llmServer.handler = () => ({ body: '{"choices": [' });
    const a = await compress(CHAT, { budget: budget(), strategy: 'amem', llm: llm() });
    expect(a.stats.llm?.fallback?.strategy).toBe('pith');
    llmServer.handler = route({ amem: () => 'Sorry, I cannot produce JSON today.' });
    const b = await compress(CHAT, { budget: budget(), strategy: 'amem', llm: llm() });
    expect(b.stats.llm?.fallback?.reason).toMatch(/amem: expected a JSON object in the model's reply, found string "Sorry/);
    expect(b.stats.llm?.failures).toBe(1);
    expect(b.stats.llm?.calls).toBe(1);
  });

  it('a retried call counts once: 503 then 200 succeeds with one call and two requests', async () => {
    let seen = 0;
    const ok = route();
    llmServer.handler = (req) => (++seen === 1 ? { status: 503 } : ok(req));
    const from = llmServer.server.requests.length;
    const { stats } = await compress(CHAT, { budget: budget(), strategy: 'naive', llm: llm() });
    expect(llmServer.server.requests.length - from).toBe(2);
    expect(stats.llm).toMatchObject({ calls: 1, failures: 0 });
    expect(stats.llm?.fallback).toBeUndefined();
  });

  it('JSON in a code fence with chatter around it is read', async () => {
    llmServer.handler = route({ salience: () => `Here you go:\n\`\`\`json\n${json(SALIENCE_REPLY)}\n\`\`\`\nDone.` });
    const { stats } = await compress(CHAT, { budget: budget(), strategy: 'salience', llm: llm() });
    expect(stats.llm?.fallback).toBeUndefined();
    expect(stats.pinnedFacts).toContain('The total must not exceed $5,000.');
  });
});

const block = (messages: Message[], heading: string) => messages.find((m) => m.role === 'system' && text(m).startsWith(heading));

describe('salience', () => {
  it('rebuilds system → salient (verbatim) → background → recent → current task, rejecting non-verbatim quotes', async () => {
    llmServer.handler = route();
    const { messages, stats } = await compress(CHAT, { budget: budget(), strategy: 'salience', llm: llm() });
    expect(messages.map(label)).toEqual([
      'system', CARRIED_HEADINGS.salient, CARRIED_HEADINGS.background, 'assistant', 'user',
    ]);
    const items = parseItems(text(messages[1]));
    expect(items.map((i) => i.kind)).toEqual(['constraint', 'decision', 'fact', 'fact']);
    for (const i of items) expect(CHAT.some((m) => text(m).includes(i.text))).toBe(true);
    expect(items.some((i) => i.text.includes('50 chairs'))).toBe(false);
    expect(text(messages[2])).toContain('chatted about Lisbon weather');
    expect(messages[messages.length - 1]).toEqual(LAST[1]);
    expect(stats.pinnedFacts).toEqual(items.map((i) => i.text));
    expect(stats.llm?.calls).toBe(1);
  });

  it('deduplicates near-identical quotes, keeping the shorter (default similarity: static vectors when loaded, else word overlap)', async () => {
    llmServer.handler = route({
      salience: () => json({ items: [
        { kind: 'fact', quote: 'The total must not exceed $5,000.' },
        { kind: 'constraint', quote: 'total must not exceed $5,000' },
        { kind: 'fact', quote: 'Order ORD-58213 should have 40 chairs.' },
        { kind: 'fact', quote: 'ORD-58213 should have 40 chairs' },
        { kind: 'fact', quote: 'Updated ORD-58213 to 45 units.' },
      ], background: '' }),
    });
    const { messages } = await compress(CHAT, { budget: budget(), strategy: 'salience', llm: llm() });
    const items = parseItems(text(block(messages, CARRIED_HEADINGS.salient)!));
    // the shorter text survives with the higher-ranked kind of the pair
    expect(items).toEqual([
      { kind: 'constraint', text: 'total must not exceed $5,000' },
      { kind: 'fact', text: 'ORD-58213 should have 40 chairs' },
      { kind: 'fact', text: 'Updated ORD-58213 to 45 units.' },
    ]);
    expect(block(messages, CARRIED_HEADINGS.background)).toBeUndefined();
  });

  it('deduplicates by embedding cosine > 0.85 when an embedder is given, never merging different numbers', async () => {
    // every text gets the same vector: cosine 1 for every pair
    const flat: Embedder = { name: 'flat', dimensions: 2, embed: async (texts) => texts.map(() => Float32Array.of(1, 0)) };
    llmServer.handler = route({
      salience: () => json({ items: [
        { kind: 'fact', quote: 'Order ORD-58213 should have 40 chairs.' },
        { kind: 'fact', quote: 'Noted: ORD-58213 with 40 chairs.' },
        { kind: 'fact', quote: 'Updated ORD-58213 to 45 units.' },
        { kind: 'decision', quote: 'We decided to go with Acme Furniture as the supplier.' },
        { kind: 'fact', quote: 'Acme Furniture it is.' },
      ] }),
    });
    const { messages } = await compress(CHAT, { budget: budget(), strategy: 'salience', llm: llm(), embedder: flat });
    const items = parseItems(text(block(messages, CARRIED_HEADINGS.salient)!));
    expect(items).toEqual([
      { kind: 'decision', text: 'Acme Furniture it is.' },
      { kind: 'fact', text: 'Noted: ORD-58213 with 40 chairs.' },
      { kind: 'fact', text: 'Updated ORD-58213 to 45 units.' },
    ]);
  });

  it('checks the embedder it dedups with: a failing or misshapen one is a ProviderError, never a raw crash', async () => {
    llmServer.handler = route({
      salience: () => json({ items: [
        { kind: 'fact', quote: 'Order ORD-58213 should have 40 chairs.' },
        { kind: 'decision', quote: 'We decided to go with Acme Furniture as the supplier.' },
      ] }),
    });
    const broken: Record<string, Embedder> = {
      throws: { name: 'mine', dimensions: 2, embed: async () => { throw new TypeError('fetch failed'); } },
      short: { name: 'mine', dimensions: 2, embed: async () => [Float32Array.of(1, 0)] },
      nan: { name: 'mine', dimensions: 2, embed: async (texts) => texts.map(() => Float32Array.of(NaN, 0)) },
    };
    for (const embedder of Object.values(broken)) {
      await expect(compress(CHAT, { budget: budget(), strategy: 'salience', llm: llm(), embedder })).rejects.toMatchObject({
        name: 'ProviderError',
        code: 'PROVIDER_FAILED',
      });
    }
  });

  it('caps the set at capTokens with constraints > decisions > facts', async () => {
    llmServer.handler = route();
    const cost = async (kind: string, t: string) => (await countTokens([{ role: 'user', content: renderItem({ kind, text: t }) }])) - 4 + 1;
    // room for the constraint and the decision, not for any fact
    const capTokens = (await cost('constraint', 'The total must not exceed $5,000.')) + (await cost('decision', 'We decided to go with Acme Furniture as the supplier.')) + 1;
    const { messages } = await compress(CHAT, { budget: budget(), strategy: 'salience', llm: llm(), salience: { capTokens } });
    const items = parseItems(text(block(messages, CARRIED_HEADINGS.salient)!));
    expect(items.map((i) => i.kind)).toEqual(['constraint', 'decision']);
    const fewer = await compress(CHAT, { budget: budget(), strategy: 'salience', llm: llm(), salience: { capTokens: capTokens - 2 } });
    expect(parseItems(text(block(fewer.messages, CARRIED_HEADINGS.salient)!))[0].kind).toBe('constraint');
    expect(parseItems(text(block(fewer.messages, CARRIED_HEADINGS.salient)!)).some((i) => i.kind === 'decision')).toBe(false);
  });

  it('variants: aggressive keeps at most 3, topk exactly K by score, ranked only scores ≥ threshold', async () => {
    llmServer.handler = route();
    const items = async (strategy: string, salience = {}) =>
      parseItems(text(block((await compress(CHAT, { budget: budget(), strategy, llm: llm(), salience })).messages, CARRIED_HEADINGS.salient)!));
    const aggressive = await items('salience-aggressive');
    expect(aggressive.map((i) => i.kind)).toEqual(['constraint', 'decision', 'fact']);
    const top2 = await items('salience-topk', { k: 2 });
    expect(top2.map((i) => i.text).sort()).toEqual(['Actually make it 45 units, not 40.', 'The total must not exceed $5,000.']);
    const ranked = await items('salience-ranked', { threshold: 8 });
    expect(ranked.map((i) => i.text).sort()).toEqual(['Actually make it 45 units, not 40.', 'The total must not exceed $5,000.']);
    const prompts = promptsSince(llmServer.server.requests.length - 3);
    expect(prompts[0]).toMatch(/only the 1 to 3 items/);
    expect(prompts[1]).toMatch(/exactly the 2 items/);
    expect(prompts[2]).toMatch(/score each item from 1/);
    expect((await items('salience-conservative')).length).toBe(4);
  });

  it('is cumulative across compressions: earlier quotes kept, the old block re-compressed, never duplicated', async () => {
    llmServer.handler = route({ salience: () => json({ items: [{ kind: 'constraint', quote: 'The total must not exceed $5,000.' }], background: 'Small talk.' }) });
    const first = await compress(CHAT, { budget: budget(), strategy: 'salience', llm: llm() });
    const next: Message[] = [
      ...first.messages,
      { role: 'assistant', content: 'The final quantity is 45 units.' },
      ...FILLER.slice(0, 8),
      { role: 'user', content: 'Ship to Rua Augusta 27 by 3 May 2026.' },
      { role: 'assistant', content: 'Will do.' },
      { role: 'user', content: 'Which address do we ship to?' },
    ];
    llmServer.handler = route({ salience: () => json({ items: [{ kind: 'fact', quote: 'Ship to Rua Augusta 27 by 3 May 2026.' }], background: 'More small talk.' }) });
    const from = llmServer.server.requests.length;
    const b2 = Math.floor((await countTokens(next)) / 2);
    const second = await compress(next, { budget: b2, strategy: 'salience', llm: llm() });
    expect(second.messages.filter((m) => text(m).startsWith(CARRIED_HEADINGS.salient))).toHaveLength(1);
    const items = parseItems(text(block(second.messages, CARRIED_HEADINGS.salient)!));
    expect(items).toEqual([
      { kind: 'constraint', text: 'The total must not exceed $5,000.' },
      { kind: 'fact', text: 'Ship to Rua Augusta 27 by 3 May 2026.' },
    ]);
    // the earlier block was part of what the model saw, as history
    expect(promptsSince(from)[0]).toContain(CARRIED_HEADINGS.salient);
    expect(second.stats.compressedTokens).toBeLessThanOrEqual(b2);
  });

  it('falls back to protected-core when no quote is verbatim, and to pith when that fails too', async () => {
    llmServer.handler = route({ salience: () => json({ items: [{ kind: 'fact', quote: 'The order has 50 chairs.' }], background: 'x' }) });
    const a = await compress(CHAT, { budget: budget(), strategy: 'salience', llm: llm() });
    expect(a.stats.llm?.fallback?.strategy).toBe('protected-core');
    expect(a.stats.llm?.fallback?.reason).toMatch(/expected at least one verbatim quote/);
    expect(a.stats.llm?.calls).toBe(2);
    expect(block(a.messages, CARRIED_HEADINGS.core)).toBeDefined();
    llmServer.handler = route({ salience: () => 'no json', core: () => 'no json either' });
    const b = await compress(CHAT, { budget: budget(), strategy: 'salience', llm: llm() });
    expect(b.stats.llm?.fallback?.strategy).toBe('pith');
    expect(b.stats.llm?.fallback?.reason).toMatch(/expected a JSON object.*then protected-core: expected a JSON object/);
    expect(b.stats.llm?.calls).toBe(2);
  });

  it('goes straight to pith when the provider cannot be reached: no second pass on a dead server', async () => {
    llmServer.handler = route({ salience: () => ({ status: 500 }), core: () => json({ items: [], summary: 'never asked' }) });
    const from = llmServer.server.requests.length;
    const r = await compress(CHAT, { budget: budget(), strategy: 'salience', llm: llm() });
    expect(r.stats.llm?.fallback?.strategy).toBe('pith');
    expect(r.stats.llm?.fallback?.reason).toMatch(/found 500/);
    expect(r.stats.llm?.fallback?.reason).not.toMatch(/protected-core/);
    // Only the salience prompt was sent (with its retries); the core prompt never was.
    expect(promptsSince(from).some((p) => p.includes("USER'S GOAL"))).toBe(true);
    expect(promptsSince(from).some((p) => p.includes('copy VERBATIM'))).toBe(false);
    expect(r.stats.compressedTokens).toBeLessThanOrEqual(budget());
  });
});

describe('protected-core', () => {
  it('re-asserts goal, current goal, constraints and decisions verbatim first, then the summary, then the last turns', async () => {
    llmServer.handler = route();
    const { messages, stats } = await compress(CHAT, { budget: budget(), strategy: 'protected-core', llm: llm() });
    expect(messages.map(label)).toEqual([
      'system', CARRIED_HEADINGS.core, CARRIED_HEADINGS.summary, 'assistant', 'user',
    ]);
    const items = parseItems(text(messages[1]));
    expect(items).toEqual([
      { kind: 'goal', text: 'We need to order chairs for the Lisbon office.' },
      { kind: 'current goal', text: 'Order ORD-58213 should have 40 chairs.' },
      { kind: 'constraint', text: 'The total must not exceed $5,000.' },
      { kind: 'decision', text: 'We decided to go with Acme Furniture as the supplier.' },
    ]);
    // 'Never exceed the budget.' is not in the conversation: rejected
    expect(stats.pinnedFacts).not.toContain('Never exceed the budget.');
  });

  it('uses the deterministic detector when the model quotes nothing verbatim', async () => {
    llmServer.handler = route({ core: () => json({ goal: 'Buy furniture.', constraints: [], decisions: [], summary: 'Chairs.' }) });
    const { messages } = await compress(CHAT, { budget: budget(), strategy: 'protected-core', llm: llm() });
    const items = parseItems(text(block(messages, CARRIED_HEADINGS.core)!));
    expect(items.length).toBeGreaterThan(0);
    for (const i of items) expect(CHAT.some((m) => text(m).includes(i.text))).toBe(true);
    expect(items.some((i) => /\$5,000/.test(i.text))).toBe(true);
  });
});

describe('rlm and qpb', () => {
  const long: Message[] = [SYSTEM, ...CORE, ...FILLER, ...FILLER.slice(0, 2), ...LAST]; // 22 old messages before the recent 4
  it('rewrites the blob every N old messages, feeding the previous blob back; the recent window stays raw', async () => {
    llmServer.handler = route();
    const from = llmServer.server.requests.length;
    const b = Math.floor((await countTokens(long)) / 2);
    const { messages, stats } = await compress(long, { budget: b, strategy: 'rlm', llm: llm(), rlm: { every: 8 } });
    const prompts = promptsSince(from);
    const old = long.length - 1 - 4; // minus system and recent 4
    expect(stats.llm?.calls).toBe(Math.floor(old / 8));
    expect(prompts[0]).toContain('PREVIOUS BLOB:\n(empty)');
    expect(prompts[1]).toMatch(/PREVIOUS BLOB:\nBLOB-1: ORD-58213/);
    expect(prompts[0]).not.toContain(PINNED_QUANTITIES_HEADING);
    const k = block(messages, CARRIED_HEADINGS.knowledge)!;
    expect(text(k)).toMatch(/^Knowledge.*\nBLOB-2:/);
    expect(messages.indexOf(k)).toBe(1);
    expect(messages.slice(-4)).toEqual(long.slice(-4));
    expect(stats.compressedTokens).toBeLessThanOrEqual(b);
    // a second compression reads the blob back and rewrites it
    const again = [...messages, ...FILLER.slice(0, 8), { role: 'user', content: 'And the supplier?' } as Message];
    const from2 = llmServer.server.requests.length;
    await compress(again, { budget: b, strategy: 'rlm', llm: llm() });
    expect(promptsSince(from2)[0]).toMatch(/PREVIOUS BLOB:\nBLOB-2: ORD-58213/);
  });

  it('a short final batch stays raw while it fits and is folded when it does not', async () => {
    llmServer.handler = route();
    const b = Math.floor((await countTokens(long)) / 2);
    const roomy = await compress(long, { budget: b, strategy: 'rlm', llm: llm(), rlm: { every: 10 } });
    expect(roomy.stats.llm?.calls).toBe(2); // 20 of 22 folded, 2 pending kept raw
    expect(roomy.stats.kept.filter((k) => k === 1).length).toBe(1 + 2 + 4);
    const tight = await compress(long, { budget: Math.floor(b / 2), strategy: 'rlm', llm: llm(), rlm: { every: 10 } });
    expect(tight.stats.llm?.calls).toBe(3);
  });

  it('qpb feeds the pinned ledger to the sub-LLM as PINNED QUANTITIES and shows it in the context', async () => {
    llmServer.handler = route();
    const from = llmServer.server.requests.length;
    const b = Math.floor((await countTokens(long)) / 2);
    const { messages, stats } = await compress(long, { budget: b, strategy: 'qpb', llm: llm() });
    const p = promptsSince(from)[0];
    expect(p).toContain(`${PINNED_QUANTITIES_HEADING}:`);
    expect(p).toMatch(/PINNED QUANTITIES[\s\S]*45 units/);
    const ledger = block(messages, LEDGER_HEADING)!;
    expect(text(ledger)).toContain('45 units');
    // a fact still visible in the recent messages is not repeated in the ledger
    expect(text(ledger)).not.toContain('ORD-58213');
    expect(messages.indexOf(ledger)).toBe(1);
    expect(block(messages, CARRIED_HEADINGS.knowledge)).toBeDefined();
    expect(stats.pinnedFacts.length).toBeGreaterThan(0);
    for (const f of stats.pinnedFacts) expect(text(ledger)).toContain(f);
  });
});

describe('qtd, naive, codex, hierarchical', () => {
  it('qtd: one question-guided extraction over the whole transcript, then the recent window', async () => {
    llmServer.handler = route();
    const from = llmServer.server.requests.length;
    const { messages, stats } = await compress(CHAT, { budget: budget(), strategy: 'qtd', llm: llm(), query: 'What is the final quantity?' });
    expect(stats.llm?.calls).toBe(1);
    const p = promptsSince(from)[0];
    expect(p).toContain('QUESTION: What is the final quantity?');
    expect(p).toContain('Actually make it 45 units, not 40.');
    expect(p).toContain('What is the final quantity for ORD-58213?');
    expect(text(messages[1])).toBe(`${CARRIED_HEADINGS.extract}\nORD-58213: 45 units (was 40).\nSupplier: Acme Furniture.`);
    expect(messages.slice(2)).toEqual(CHAT.slice(-4));
  });

  it('naive: one 3–4 sentence summary between the system prompt and the last messages', async () => {
    llmServer.handler = route();
    const { messages } = await compress(CHAT, { budget: budget(), strategy: 'naive', llm: llm() });
    expect(messages).toHaveLength(4);
    expect(text(messages[1])).toBe(`${CARRIED_HEADINGS.summary}\nThe user orders chairs. ORD-58213 is 45 units. Acme Furniture supplies them.`);
  });

  it('codex: compacts past 90% of the window minus the reserve: user messages, then the handoff, then the last turns', async () => {
    llmServer.handler = route();
    const from = llmServer.server.requests.length;
    const quiet = await compress(CHAT, { budget: TOTAL + 1, strategy: 'codex', llm: llm(), codex: { window: TOTAL * 2 } });
    expect(quiet.messages).toEqual(CHAT);
    expect(llmServer.server.requests.length).toBe(from);
    const { messages, stats } = await compress(CHAT, { budget: TOTAL + 1, strategy: 'codex', llm: llm(), codex: { window: TOTAL + 200, outputReserve: 200, userTokens: 60 } });
    expect(stats.llm?.calls).toBe(1);
    const h = messages.findIndex((m) => text(m).startsWith(CARRIED_HEADINGS.handoff));
    expect(h).toBeGreaterThan(1);
    expect(messages.slice(1, h).every((m) => m.role === 'user')).toBe(true);
    expect(await countTokens(messages.slice(1, h))).toBeLessThanOrEqual(60 + 4 * h);
    expect(messages.slice(h + 1)).toEqual(LAST);
  });

  it('hierarchical: one summary per chunk, then summaries of summaries until they fit', async () => {
    llmServer.handler = route();
    const from = llmServer.server.requests.length;
    const { messages, stats } = await compress(CHAT, { budget: 90, strategy: 'hierarchical', llm: llm(), hierarchical: { chunkTokens: 120, fanIn: 2 } });
    const prompts = promptsSince(from);
    const chunks = prompts.filter((p) => p.includes('Summarise this part')).length;
    const merges = prompts.filter((p) => p.includes('Merge these consecutive'));
    expect(chunks).toBeGreaterThan(2);
    expect(merges.length).toBeGreaterThan(0);
    expect(merges[0]).toMatch(/SUMMARY 1:\nCHUNK-\d+[\s\S]*SUMMARY 2:\nCHUNK-\d+/);
    expect(stats.llm?.calls).toBe(prompts.length);
    expect(text(block(messages, CARRIED_HEADINGS.summary)!)).toMatch(/MERGED-\d+/);
    expect(stats.compressedTokens).toBeLessThanOrEqual(90);
  });
});

describe('amem, observations, hybrid', () => {
  it('amem: notes with keywords and tags; hybrid retrieval shows the top 10, the relevant note first', async () => {
    llmServer.handler = route();
    const { messages } = await compress(CHAT, { budget: budget(), strategy: 'amem', llm: llm() });
    const lines = text(block(messages, CARRIED_HEADINGS.notes)!).split('\n').slice(1);
    expect(lines).toHaveLength(10);
    expect(lines[0]).toBe('- ORD-58213 final quantity is 45 units. [keywords: ORD-58213, quantity] [tags: t]');
  });

  const agent: Message[] = [
    SYSTEM,
    { role: 'user', content: 'Find a chair supplier under $100 per chair and check the weather.' },
    { role: 'assistant', content: '', tool_calls: [{ id: 'c1', type: 'function', function: { name: 'search', arguments: '{"q":"chair supplier"}' } }] },
    { role: 'tool', tool_call_id: 'c1', content: 'Results: Acme Furniture $98 per chair; Zeta $120 per chair; many more listings follow with long descriptions of each catalogue entry.' },
    { role: 'assistant', content: '', tool_calls: [{ id: 'c2', type: 'function', function: { name: 'weather', arguments: '{"city":"Lisbon"}' } }] },
    { role: 'tool', tool_call_id: 'c2', content: 'Lisbon: sunny, 24 C, light wind from the north west, humidity 40 percent, no rain expected this week.' },
    ...FILLER.slice(0, 6),
    { role: 'user', content: 'Which supplier is cheapest per chair?' },
  ];
  it('observations: tool calls become records, the one relevant to the question first', async () => {
    llmServer.handler = route();
    const from = llmServer.server.requests.length;
    const b = Math.floor((await countTokens(agent)) / 2);
    const { messages } = await compress(agent, { budget: b, strategy: 'observations', llm: llm() });
    expect(promptsSince(from)[0]).toContain('call c1 search({"q":"chair supplier"})');
    const lines = text(block(messages, CARRIED_HEADINGS.observations)!).split('\n').slice(1);
    expect(lines[0]).toBe('- [c1 search] Acme Furniture quotes $98 per chair.');
    expect(lines).toHaveLength(2);
    expect(messages.some((m) => m.role === 'tool')).toBe(false);
  });

  it('hybrid: the entity graph plus older messages retrieved verbatim, scored 0.4 × graph + 0.6 × vector', async () => {
    llmServer.handler = route();
    // vectors: only the query and 'Small talk 3' point the same way, so the vector score picks that message;
    // the graph (ORD-58213 named in the query, Acme Furniture its neighbour) picks the order messages
    const picky: Embedder = { name: 'picky', dimensions: 2, embed: async (texts) => texts.map((t) => (/quantity|Small talk 3/.test(t) ? Float32Array.of(1, 0) : Float32Array.of(0, 1))) };
    const run = (hybrid: object) => compress(CHAT, { budget: budget(), strategy: 'hybrid', llm: llm(), embedder: picky, hybrid });
    const mixed = await run({ topK: 1 });
    expect(text(mixed.messages[1])).toBe(`${CARRIED_HEADINGS.graph}\n- ORD-58213 -[supplied by]-> Acme Furniture`);
    const retrieved = (ms: Message[]) => ms.filter((m) => indexIn(CHAT.slice(1, -2), m) >= 0).map(text);
    expect(retrieved(mixed.messages)).toEqual([FILLER[3].content]); // 0.6 × 1 beats 0.4 × 1
    const graphOnly = await run({ topK: 2, graphWeight: 1, vectorWeight: 0 });
    expect(retrieved(graphOnly.messages)).toEqual(['Order ORD-58213 should have 40 chairs.', 'Noted: ORD-58213 with 40 chairs.']);
    expect(graphOnly.stats.kept.filter((k) => k === 1).length).toBe(1 + 2 + 2);
  });
});
