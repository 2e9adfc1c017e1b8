// Tiered memory under failure: a call that fails changes nothing, bad options and providers get typed errors.
import 'fake-indexeddb/auto';
import { describe, expect, it } from 'vitest';
import {
  AbortError, BudgetError, createMemory, indexedDbStore, inMemoryStore, InputError, OptionsError, ProviderError, StorageError,
  type ChatMessage, type Embedder, type LlmProvider, type Message, type MemoryStore,
} from '../../src/platform/node.js';
import { generateConversation } from '../../bench/generate-conversation.js';

const convo = generateConversation({ seed: 11, targetTokens: 3000 });
const sizes = { hotTokens: 300, warmTokens: 400, coldTokens: 400 };
const texts = (ms: Message[]) => ms.map((m) => (typeof m.content === 'string' ? m.content : JSON.stringify(m.content)));

/** A store whose writes fail while `failing.on` is true (and only writes whose keys match `failing.keys`, when given). */
function flakyStore() {
  const inner = inMemoryStore();
  const failing = { on: false, keys: /./ };
  const store: MemoryStore = {
    ...inner,
    putMany: async (entries) => {
      if (failing.on && entries.some(([k]) => failing.keys.test(k))) throw new Error('disk full');
      return inner.putMany(entries);
    },
  };
  return { store, failing };
}

describe('a call that fails changes nothing', () => {
  it('add(): a failed write leaves RAM as the store has it, so a retry stores the message once', async () => {
    const { store, failing } = flakyStore();
    let t = 0;
    const now = () => (t += 60_000);
    const memory = await createMemory({ store, now, ...sizes });
    for (const m of convo) await memory.add(m);
    const before = { history: await memory.history(), stats: await memory.stats() };
    failing.on = true;
    failing.keys = /^seg:/; // access records of context() still land
    await expect(memory.add({ role: 'user', content: 'Gate code is 4412.' })).rejects.toThrow(StorageError);
    expect(await memory.history()).toEqual(before.history);
    expect(await memory.stats()).toEqual(before.stats);
    expect(texts((await memory.context({ budget: 4000 })).messages).join('\n')).not.toContain('4412');
    failing.on = false;
    await memory.add({ role: 'user', content: 'Gate code is 4412.' });
    const after = await memory.history();
    expect(texts(after).filter((x) => x === 'Gate code is 4412.')).toHaveLength(1);
    const reloaded = await createMemory({ store, now, ...sizes });
    expect(await reloaded.history()).toEqual(after);
    expect(await reloaded.stats()).toEqual(await memory.stats());
  });

  it('context() and recordUsage(): a failed write of access or usage records throws StorageError and leaves the counts as stored', async () => {
    const { store, failing } = flakyStore();
    let t = 0;
    const now = () => (t += 60_000);
    const memory = await createMemory({ store, now, ...sizes });
    const ids: string[] = [];
    for (const m of convo) ids.push(...(await memory.add(m)));
    failing.on = true;
    failing.keys = /^acc:/;
    await expect(memory.context({ query: 'Which order was it?', budget: 800 })).rejects.toThrow(StorageError);
    failing.keys = /^seg:/;
    await expect(memory.recordUsage(ids[0], true)).rejects.toThrow(StorageError);
    failing.on = false;
    const q = { query: 'Which order was it?', budget: 800 };
    const reloaded = await createMemory({ store, now, ...sizes });
    t = 1e12; // both read the same clock
    expect((await memory.context(q)).stats.segments).toEqual((await reloaded.context(q)).stats.segments);
  });

  it('turn(): options and the provider are checked before the input is stored; a failed model call takes the input back', async () => {
    const memory = await createMemory({ ...sizes });
    for (const m of convo.slice(0, 6)) await memory.add(m);
    const before = await memory.history();
    const ok: LlmProvider = { name: 'ok', complete: async () => 'Noted.' };
    await expect(memory.turn('Ship 45 units.', {} as unknown as LlmProvider)).rejects.toThrow(/llm: expected an LLM provider with a complete\(\) method, found object/);
    await expect(memory.turn('Ship 45 units.', ok, { budget: -1 })).rejects.toThrow(OptionsError);
    await expect(memory.turn('Ship 45 units.', ok, null as unknown as { budget: number })).rejects.toThrow(OptionsError);
    await expect(memory.turn('Ship 45 units.', ok, { refine: 'yes' as unknown as boolean })).rejects.toThrow(OptionsError);
    const down: LlmProvider = { name: 'down', complete: async () => Promise.reject(new Error('network down')) };
    await expect(memory.turn('Ship 45 units.', down)).rejects.toThrow(/down: expected complete\(\) to succeed, found network down/);
    await expect(memory.turn('Ship 45 units.', down)).rejects.toThrow(ProviderError);
    expect(await memory.history()).toEqual(before);
    await memory.turn('Ship 45 units.', ok);
    expect(texts((await memory.history()).slice(before.length))).toEqual(['Ship 45 units.', 'Noted.']);
  });

  it('turn({ signal }): the model call gets the signal; an aborted turn rejects with AbortError and stores nothing, even when the reply arrives', async () => {
    const memory = await createMemory({ ...sizes });
    for (const m of convo.slice(0, 6)) await memory.add(m);
    const before = await memory.history();
    // Listens to its signal: the abort ends the call at once.
    const slow: LlmProvider = {
      name: 'slow',
      complete: (_m, o) => new Promise((resolve, reject) => {
        const timer = setTimeout(() => resolve('too late'), 10_000);
        o?.signal?.addEventListener('abort', () => (clearTimeout(timer), reject(o.signal!.reason)), { once: true });
      }),
    };
    const a = new AbortController();
    setTimeout(() => a.abort(), 50);
    const t0 = performance.now();
    await expect(memory.turn('Ship 45 units.', slow, { signal: a.signal })).rejects.toThrow(AbortError);
    expect(performance.now() - t0).toBeLessThan(5_000);
    // Ignores its signal: the reply comes back after the abort and is not stored.
    const deaf: LlmProvider = { name: 'deaf', complete: () => new Promise((resolve) => setTimeout(() => resolve('ignored'), 100)) };
    const b = new AbortController();
    setTimeout(() => b.abort(), 20);
    await expect(memory.turn('Ship 45 units.', deaf, { signal: b.signal })).rejects.toThrow(/turn: expected to finish, found the call aborted by its signal/);
    expect(await memory.history()).toEqual(before);
    await expect(memory.turn('Ship 45 units.', deaf, { signal: 'stop' as unknown as AbortSignal })).rejects.toThrow(/signal: expected an AbortSignal, found string/);
  });

  it('turn() without refining still sends the question when it takes over half the budget, or says it cannot fit', async () => {
    const memory = await createMemory({ ...sizes });
    for (const m of convo) await memory.add(m);
    const before = await memory.history();
    const question = `QUESTION ${'Which pallets, carriers and invoices were named for the Lyon route? '.repeat(14)}`.trim();
    const sent: ChatMessage[][] = [];
    const llm: LlmProvider = { name: 'rec', complete: async (m) => (sent.push(m), 'ok') };
    await memory.turn(question, llm, { budget: 400, refine: false });
    expect(sent[0].at(-1)).toEqual({ role: 'user', content: question });
    await expect(memory.turn(question, llm, { budget: 20, refine: false })).rejects.toThrow(BudgetError);
    expect(sent).toHaveLength(1);
    expect(texts((await memory.history()).slice(before.length))).toEqual([question, 'ok']);
  });
});

describe('a BudgetError of a refined context', () => {
  it('names the budget asked for, not the size of the pool it gathers', async () => {
    const memory = await createMemory();
    await memory.add({ role: 'user', content: 'Ship 45 units to Lyon.' });
    const llm: LlmProvider = { name: 'rec', complete: async () => 'ok' };
    const question = 'Which pallets go to Lyon? '.repeat(20_000);
    // The message had named the pool: "found budget 64000" for a turn with a budget of 4,000.
    const turn = memory.turn(question, llm, { budget: 4000 });
    await expect(turn).rejects.toThrow(BudgetError);
    await expect(turn).rejects.toThrow(/ for the newest message, found budget 4000$/);
    const system = 'Answer in French. '.repeat(40_000);
    const refined = memory.context({ budget: 1000, refine: true, system });
    await expect(refined).rejects.toMatchObject({ budget: 1000 });
    await expect(refined).rejects.toThrow(/for the system prompt and system messages, found budget 1000$/);
    expect(texts(await memory.history())).toEqual(['Ship 45 units to Lyon.']);
  });
});

describe('what add() stores is its own', () => {
  it('a caller changing its message objects later does not change the stored original; non-JSON values are an InputError', async () => {
    const memory = await createMemory();
    const msg = { role: 'user' as const, content: [{ type: 'text' as const, text: 'Gate code is 4412.' }] };
    const [id] = await memory.add(msg);
    msg.content[0].text = 'changed';
    expect(await memory.expand(id)).toEqual([{ role: 'user', content: [{ type: 'text', text: 'Gate code is 4412.' }] }]);
    const cyclic: Record<string, unknown> = { role: 'user', content: 'loop' };
    cyclic.self = cyclic;
    await expect(memory.add(cyclic as unknown as Message)).rejects.toThrow(InputError);
    await expect(memory.add({ role: 'user', content: 'big', n: 1n } as unknown as Message)).rejects.toThrow(/^messages\[0\]\.n: expected JSON values/);
    expect(await memory.history()).toHaveLength(1);
  });
});

describe('options and providers', () => {
  it('bad option values are OptionsErrors that name the option, not silent NaN scores', async () => {
    const cases: Array<[Record<string, unknown>, RegExp]> = [
      [{ partTokens: -1000 }, /^partTokens: expected a non-negative integer, found number -1000$/],
      [{ partTokens: 1.5 }, /^partTokens: expected a non-negative integer/],
      [{ weights: { importance: Number.NaN } }, /^weights\.importance: expected a number from 0 to 1, found number NaN$/],
      [{ weights: { relevance: { query: -5 } } }, /^weights\.relevance\.query: expected a number from 0 to 1/],
      [{ weights: { types: { chat: {} } } }, /^weights\.types: expected content types \(.*\), found chat$/],
      [{ weights: null }, /^weights: expected a weights object, found null$/],
      [{ store: null }, /^store: expected a MemoryStore/],
      [{ kernel: {} }, /^kernel: expected a kernel from init\(\) or oracleKernel\(\), found object$/],
      [{ hotTokens: 1.5 }, /^hotTokens: expected a positive integer/],
    ];
    for (const [options, message] of cases) await expect(createMemory(options)).rejects.toThrow(message);
    const memory = await createMemory({ now: () => 'soon' as unknown as number });
    await expect(memory.add({ role: 'user', content: 'hi' })).rejects.toThrow(/^now: expected a function returning milliseconds, found it returning string "soon"$/);
    const ok = await createMemory();
    await expect(ok.context({ budget: 1e20 })).rejects.toThrow(/^budget: expected a positive integer of at most 9007199254740991, found number 100000000000000000000$/);
    expect(() => indexedDbStore(null as unknown as object)).toThrow(OptionsError);
  });

  it('per-type weights given in part keep the defaults of the rest: every segment of that type is scored and can be taken', async () => {
    let t = 0;
    const memory = await createMemory({ weights: { types: { conversation: { relevance: 0.2 } } } as never, now: () => (t += 60_000), hotTokens: 60, warmTokens: 2000 });
    for (let i = 0; i < 12; i++) await memory.add({ role: 'user', content: `Note ${i}: the crate for Lyon weighs ${40 + i} kg and goes out on dock ${i}.` });
    const { stats } = await memory.context({ query: 'How much does the crate weigh?', budget: 400 });
    // A missing weight had made every conversation score NaN: only the hot turns came back.
    expect(stats.segments.filter((s) => s.tier !== 'hot').length).toBeGreaterThan(3);
    for (const s of stats.segments) expect(s.score).toBeGreaterThanOrEqual(0), expect(s.score).toBeLessThanOrEqual(1);
  });

  it('weights summing past 1, and unknown options of createMemory(), context() and turn(), are OptionsErrors', async () => {
    const cases: Array<[Record<string, unknown>, RegExp]> = [
      [{ weights: { types: { conversation: { relevance: 1, recency: 1, reliability: 1, usage: 1 } } } }, /^weights\.types\.conversation: expected relevance, recency, reliability, usage summing to at most 1 .*= 4$/],
      // Left out, recency (0.45), reliability (0.1) and usage (0.15) count at their defaults: 1.2.
      [{ weights: { types: { conversation: { relevance: 0.5 } } } }, /^weights\.types\.conversation: .* = 1\.2$/],
      [{ weights: { relevance: { query: 1 } } }, /^weights\.relevance: expected query, semantic, entity, uniqueness summing to at most 1 .*= 1\.55$/],
      [{ weights: { recency: { age: 0.9 } } }, /^weights\.recency: .* = 1\.2$/],
      [{ hotToken: 500 }, /^memory options: expected only store, namespace, .*, found hotToken$/],
    ];
    for (const [options, message] of cases) await expect(createMemory(options)).rejects.toThrow(message);
    await expect(createMemory({ weights: { types: { conversation: { relevance: 0.2, usage: 0 } }, relevance: { query: 0.4 } } as never })).resolves.toBeDefined();
    const memory = await createMemory();
    await memory.add({ role: 'user', content: 'Ship 45 units.' });
    await expect(memory.context({ budget: 500, querry: 'units?' } as never)).rejects.toThrow(/^context options: expected only query, keepNewest, budget, system, refine, pool, found querry$/);
    const llm: LlmProvider = { name: 'echo', complete: async () => 'ok' };
    await expect(memory.turn('How many?', llm, { budgett: 50 } as never)).rejects.toThrow(/^turn options: expected only budget, system, refine, pool, signal, found budgett$/);
    expect(texts(await memory.history())).toEqual(['Ship 45 units.']);
  });

  it('an embedder that throws or returns the wrong shape is a ProviderError', async () => {
    const broken = (embed: Embedder['embed']): Embedder => ({ name: 'mine', dimensions: 3, embed });
    const one = { role: 'user' as const, content: 'We ship 45 units to Lyon.' };
    const throwing = await createMemory({ embedder: broken(async () => Promise.reject(new Error('embed down'))) });
    await expect(throwing.add(one)).rejects.toThrow(/^mine: expected embed\(\) to succeed, found embed down$/);
    const empty = await createMemory({ embedder: broken(async () => []) });
    await expect(empty.add(one)).rejects.toThrow(/^mine: expected 1 vectors from embed\(\), found 0 vectors$/);
    const nan = await createMemory({ embedder: broken(async (t) => t.map(() => Float32Array.of(1, Number.NaN, 0))) });
    await expect(nan.add(one)).rejects.toThrow(/^mine: expected vector 0 to be a Float32Array of 3 finite numbers, found a Float32Array with NaN/);
    await expect(nan.add(one)).rejects.toThrow(ProviderError);
    expect(await nan.history()).toEqual([]);
  });

  it('a store holding something other than segments is a StorageError, not a TypeError', async () => {
    const junk = inMemoryStore();
    await junk.put('seg:s00000000', { hello: 'world' });
    await expect(createMemory({ store: junk })).rejects.toThrow(/^memory store: expected a segment at "seg:s00000000", found \{"hello":"world"\}$/);
    const arrayList: MemoryStore = { ...inMemoryStore(), list: async () => [] as unknown as Map<string, never> };
    await expect(createMemory({ store: arrayList })).rejects.toThrow(/^memory store: expected list\(\) to return a Map, found an array$/);
  });
});
