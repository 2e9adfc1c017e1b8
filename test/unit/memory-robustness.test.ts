// Tiered memory under misuse and failure: copies given back, turns all or nothing, re-entrant models, shared stores, system notes.
import { describe, expect, it } from 'vitest';
import {
  BudgetError, countTokens, createMemory, inMemoryStore, ProviderError, StorageError, type LlmProvider, type Message, type MemoryStore,
} from '../../src/platform/node.js';

const clock = () => {
  let t = 1_700_000_000_000;
  return () => (t += 60_000);
};
const say = (content: string, role: 'user' | 'assistant' = 'user'): Message => ({ role, content });
const llm = (reply: unknown = 'Noted.'): LlmProvider => ({ name: 'fake', complete: async () => reply as string });
const contents = (ms: Message[]) => ms.map((m) => m.content);
/** A tool-calling assistant turn with `content: null`, as OpenAI sends it. */
const calling = (id: string, name: string, args = '{}') =>
  ({ role: 'assistant', content: null, tool_calls: [{ id, type: 'function', function: { name, arguments: args } }] }) as unknown as Message;
/** Every stored record, as the store holds it. */
const dump = async (store: MemoryStore) => JSON.stringify([...(await store.list(''))].filter(([k]) => k !== 'meta'));

/** A store whose calls fail while their counter is above 0 (each failure takes one off). */
function flaky() {
  const inner = inMemoryStore();
  const fail = { get: 0, list: 0, putMany: 0 };
  const store: MemoryStore = {
    ...inner,
    get: async (k) => (fail.get > 0 && fail.get-- ? Promise.reject(new Error('read timeout')) : inner.get(k)),
    list: async (p) => (fail.list > 0 && fail.list-- ? Promise.reject(new Error('read timeout')) : inner.list(p)),
    putMany: async (e) => (fail.putMany > 0 && fail.putMany-- ? Promise.reject(new Error('disk full')) : inner.putMany(e)),
  };
  return { store, fail };
}

/** Edit every object of the messages in place: text, parts, tool calls. */
function scribble(messages: Message[]): void {
  for (const m of messages) {
    if (typeof m.content === 'string') m.content = 'EDITED';
    if (Array.isArray(m.content)) for (const p of m.content) if (p.type === 'text') p.text = 'EDITED';
    for (const c of m.tool_calls ?? []) if (c.function) c.function.name = 'EDITED';
  }
}

describe('what context() and turn() give back is the caller\'s own', () => {
  it('editing a refined context or a turn\'s context changes neither history(), expand() nor the store', async () => {
    const store = inMemoryStore();
    const memory = await createMemory({ store, now: clock() });
    await memory.add(say('Look up the order.'));
    const [call] = await memory.add(calling('c1', 'lookup', '{"order":"A-17"}'));
    await memory.add({ role: 'tool', tool_call_id: 'c1', content: [{ type: 'text', text: 'Order A-17: 45 units to Lyon.' }] });
    for (let i = 0; i < 300; i++) await memory.add(say(`Filler turn ${i} about the weather and other chit chat that goes on for a while.`, i % 2 ? 'assistant' : 'user'));
    const before = { history: await memory.history(), call: await memory.expand(call), store: await dump(store) };
    const refined = await memory.context({ query: 'Where do the units of order A-17 go?', budget: 400, refine: true });
    expect(refined.stats.poolTokens).toBeGreaterThan(400);
    expect(refined.messages.some((m) => m.tool_calls || Array.isArray(m.content))).toBe(true);
    scribble(refined.messages);
    const { context } = await memory.turn('Where do the units of order A-17 go?', llm('Lyon.'), { budget: 400 });
    expect(context.some((m) => m.tool_calls || Array.isArray(m.content))).toBe(true);
    scribble(context);
    expect((await memory.history()).slice(0, before.history.length)).toEqual(before.history);
    expect(await memory.expand(call)).toEqual(before.call);
    await memory.recordUsage(call, true); // writes the segment again
    expect(JSON.stringify(await (await createMemory({ store })).history())).not.toContain('EDITED');
  });
});

describe('a turn that fails stores nothing', () => {
  const setup = async (store: MemoryStore) => {
    const memory = await createMemory({ store, now: clock(), hotTokens: 60, warmTokens: 60, coldTokens: 60 });
    for (let i = 0; i < 6; i++) await memory.turn(`Question ${i}: the locker code for room ${i} is ${1000 + i}, remember it.`, llm(`Stored locker ${i}.`), { budget: 500 });
    return memory;
  };
  const question = 'A new question about something entirely different and long enough to push older turns down a tier.';

  it('a model that throws or answers something other than a string moves no tier and evicts nothing', async () => {
    const store = inMemoryStore();
    const memory = await setup(store);
    const before = { store: await dump(store), stats: await memory.stats() };
    const thrower: LlmProvider = { name: 'bad', complete: async () => Promise.reject(new Error('boom')) };
    await expect(memory.turn(question, thrower, { budget: 500 })).rejects.toThrow(/^bad: expected complete\(\) to succeed, found boom$/);
    await expect(memory.turn(question, llm(42), { budget: 500 })).rejects.toThrow(ProviderError);
    expect(await dump(store)).toBe(before.store);
    expect(await memory.stats()).toEqual(before.stats);
    // A provider without a name is called 'llm'.
    await expect(memory.turn(question, { complete: async () => null } as unknown as LlmProvider, { budget: 500 })).rejects.toThrow(/^llm: expected a string reply, found null$/);
    expect(await dump(store)).toBe(before.store);
  });

  it('storing the reply fails: the question is not kept either, and a retry stores the pair once', async () => {
    const { store, fail } = flaky();
    const memory = await createMemory({ store, now: clock() });
    await memory.turn('first question', llm('first answer'));
    const failing: LlmProvider = { name: 'f', complete: async () => ((fail.putMany = 1), 'second answer') };
    await expect(memory.turn('second question', failing)).rejects.toThrow(StorageError);
    expect(contents(await memory.history())).toEqual(['first question', 'first answer']);
    await memory.turn('second question', llm('second answer'));
    const expected = ['first question', 'first answer', 'second question', 'second answer'];
    expect(contents(await memory.history())).toEqual(expected);
    expect(contents(await (await createMemory({ store })).history())).toEqual(expected);
  });

  it('a taken-back question never comes back, also when the store cannot be read at that moment', async () => {
    const { store, fail } = flaky();
    const now = clock();
    const memory = await createMemory({ store, now, hotTokens: 30 });
    await memory.turn('first question', llm('first answer'));
    const down: LlmProvider = { name: 'f', complete: async () => ((fail.list = 2), Promise.reject(new Error('model down'))) };
    await expect(memory.turn('SECRET typed by mistake', down)).rejects.toThrow();
    fail.list = 0;
    expect(contents(await memory.history())).toEqual(['first question', 'first answer']);
    expect(JSON.stringify((await memory.context({ budget: 200 })).messages)).not.toContain('SECRET');
    for (let i = 0; i < 3; i++) await memory.add(say(`later message ${i}`));
    expect(JSON.stringify(await (await createMemory({ store, now })).history())).not.toContain('SECRET');
  });

  it('RAM changed part way by a call that failed, then a failed re-read: the next call reads the store again', async () => {
    const { store, fail } = flaky();
    let calls = 0;
    let poison = -1;
    const now = () => (++calls === poison ? Number.NaN : calls * 60_000);
    const memory = await createMemory({ store, now });
    await memory.add(say('kept'));
    poison = calls + 2; // add() reads the clock for the new segment, then for maintenance: that one fails
    fail.list = 1; // and so does the re-read after it
    await expect(memory.add(say('never stored'))).rejects.toThrow(/^now: expected a function returning milliseconds/);
    expect(contents(await memory.history())).toEqual(['kept']);
  });
});

describe('a model that calls the memory', () => {
  it('does not wait on its own turn: turn() calls the model outside the queue, then stores question and reply together', async () => {
    const memory = await createMemory({ now: clock() });
    await memory.add(say('Gate code is 4412.'));
    const seen: string[] = [];
    const reentrant: LlmProvider = {
      name: 'tool-user',
      complete: async () => {
        const c = await memory.context({ query: 'gate code?', budget: 200 });
        seen.push(...contents(await memory.history()).map(String));
        await memory.add(say('A note the model stored.', 'assistant'));
        return `The code is 4412 (${c.messages.length} messages).`;
      },
    };
    const hung = new Promise((_, reject) => setTimeout(() => reject(new Error('turn() hung')), 4000));
    const { reply } = await Promise.race([memory.turn('What is the gate code?', reentrant), hung]) as { reply: string };
    expect(reply).toMatch(/^The code is 4412/);
    // The question is stored with its reply, after what the model stored meanwhile.
    expect(seen).toEqual(['Gate code is 4412.']);
    expect(contents(await memory.history())).toEqual(['Gate code is 4412.', 'A note the model stored.', 'What is the gate code?', reply]);
  });
});

describe('two memories on one store', () => {
  it('a write whose check for the other\'s writes cannot read the store fails, rather than overwrite', async () => {
    const { store, fail } = flaky();
    const a = await createMemory({ store, now: clock() });
    const b = await createMemory({ store, now: clock() });
    await a.add(say('A: first'));
    await b.add(say('B: important message'));
    fail.get = 1;
    await expect(a.add(say('A: second'))).rejects.toThrow(StorageError);
    await a.add(say('A: second'));
    const expected = ['A: first', 'B: important message', 'A: second'];
    expect(contents(await (await createMemory({ store })).history())).toEqual(expected);
    expect(contents(await b.history())).toEqual(expected);
  });
});

describe('segments and records', () => {
  it('usage ratings stay when tool results join their segment', async () => {
    const store = inMemoryStore();
    const memory = await createMemory({ store, now: clock() });
    await memory.add(say('Look up the order.'));
    const [id] = await memory.add(calling('c1', 'lookup'));
    await memory.recordUsage(id, true);
    await memory.recordUsage(id, true);
    await memory.recordUsage(id, false);
    expect(await memory.add({ role: 'tool', tool_call_id: 'c1', content: 'Order A-17: 45 units.' })).toEqual([id]);
    expect(await store.get('seg:' + id)).toMatchObject({ helpful: 2, unhelpful: 1, messages: [{ role: 'assistant' }, { role: 'tool' }] });
  });

  it('a context() that fails records no access', async () => {
    const store = inMemoryStore();
    const memory = await createMemory({ store, now: clock(), hotTokens: 50 });
    for (let i = 0; i < 40; i++) await memory.add(say(`turn ${i} about the depot in Lyon`, i % 2 ? 'assistant' : 'user'));
    await memory.add(say('A long question. '.repeat(200)));
    await expect(memory.context({ budget: 300, refine: true, keepNewest: true, query: 'depot?' })).rejects.toThrow(BudgetError);
    expect((await store.list('acc:')).size).toBe(0);
    await memory.context({ budget: 3000, query: 'depot?' });
    expect((await store.list('acc:')).size).toBeGreaterThan(0);
  });

  it('text sent as parts is embedded like a string', async () => {
    const store = inMemoryStore();
    const memory = await createMemory({ store, now: clock() });
    const text = 'The puppy chewed my leather sofa while I was at the office.';
    const [plain] = await memory.add(say(text));
    const [parts] = await memory.add({ role: 'user', content: [{ type: 'text', text }] });
    const vector = async (id: string) => ((await store.get('seg:' + id)) as { vector: number[] }).vector;
    expect(await vector(parts)).toEqual(await vector(plain));
    expect((await vector(parts)).some((x) => x !== 0)).toBe(true);
  });
});

describe('keepNewest', () => {
  const long = Array.from({ length: 120 }, (_, i) => `Step ${i}: move pallet ${i} to bay ${i % 9} before noon.`).join(' ');
  it('keeps the newest message whole or throws a BudgetError with refine, whatever its role', async () => {
    const size = await countTokens([say(long)]);
    for (const newest of [[say(long, 'assistant')], [calling('c9', 'plan'), { role: 'tool', tool_call_id: 'c9', content: long } as Message]]) {
      const memory = await createMemory({ now: clock() });
      for (let i = 0; i < 30; i++) await memory.add(say(`chat ${i} about nothing much at all`, i % 2 ? 'assistant' : 'user'));
      for (const m of newest) await memory.add(m);
      await expect(memory.context({ budget: Math.floor(size * 0.8), keepNewest: true, refine: true })).rejects.toThrow(BudgetError);
      const fit = await memory.context({ budget: size * 3, keepNewest: true, refine: true });
      expect(fit.messages.some((m) => m.content === long)).toBe(true);
    }
  });
});

describe('system messages stored in the memory', () => {
  it('a note per turn ages like a turn: the instructions and the newest note stay, turn() works after 400 turns', async () => {
    const memory = await createMemory({ now: clock() });
    await memory.add({ role: 'system', content: 'You are the depot assistant. Answer in one sentence.' });
    for (let i = 0; i < 400; i++) {
      await memory.add({ role: 'system', content: `Current time: turn ${i}.` });
      await memory.add(say(`question ${i}`));
      await memory.add(say(`answer ${i}`, 'assistant'));
    }
    const stats = await memory.stats();
    expect(stats.hot).toBeLessThan(400);
    const sent: Message[][] = [];
    const rec: LlmProvider = { name: 'rec', complete: async (m) => (sent.push(m as Message[]), 'hi') };
    expect((await memory.turn('hello', rec)).reply).toBe('hi');
    const text = contents(sent[0]);
    expect(text[0]).toBe('You are the depot assistant. Answer in one sentence.');
    expect(text).toContain('Current time: turn 399.');
    expect(text.at(-1)).toBe('hello');
    const blind = await memory.context({ budget: 300 });
    expect(contents(blind.messages)).toContain('Current time: turn 399.');
    expect(contents(blind.messages).filter((c) => String(c).startsWith('Current time')).length).toBeLessThan(20);
    // Nothing is lost: history() still holds every note.
    expect((await memory.history()).filter((m) => m.role === 'system')).toHaveLength(401);
  });
});
