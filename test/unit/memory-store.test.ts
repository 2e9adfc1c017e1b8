// Memory stores and the integration loop: in-memory and IndexedDB round-trips, StorageError, turn().
import 'fake-indexeddb/auto';
import { describe, expect, it } from 'vitest';
import {
  createMemory, inMemoryStore, indexedDbStore, StorageError, ProviderError, type ChatMessage, type LlmProvider, type MemoryStore,
} from '../../src/platform/node.js';
import { generateConversation } from '../../bench/generate-conversation.js';

const convo = generateConversation({ seed: 5, targetTokens: 6000 });
const clock = () => {
  let t = 0;
  return () => (t += 60_000);
};
const sizes = { hotTokens: 600, warmTokens: 800, coldTokens: 800 };

async function roundTrip(store: () => MemoryStore) {
  let t = 0;
  const now = () => t;
  const a = await createMemory({ store: store(), now, ...sizes });
  const ids: string[] = [];
  for (const m of convo) (t += 60_000), ids.push(...(await a.add(m)));
  await a.recordUsage(ids[3], true);
  const q = { query: 'Which order was it?', budget: 1200 };
  const before = { stats: await a.stats(), history: await a.history() };
  const b = await createMemory({ store: store(), now, ...sizes });
  expect(await b.stats()).toEqual(before.stats);
  expect(await b.history()).toEqual(before.history);
  expect(before.history).toEqual(convo);
  expect((await b.context(q)).messages).toEqual((await a.context(q)).messages);
  expect(await b.expand(ids[3])).toEqual(await a.expand(ids[3]));
  await b.clear();
  const c = await createMemory({ store: store(), now: clock() });
  expect(await c.stats()).toMatchObject({ messages: 0, tokens: 0 });
}

describe('stores', () => {
  it('in-memory: state survives re-creating the memory from the same store', async () => {
    const store = inMemoryStore();
    await roundTrip(() => store);
  });

  it('IndexedDB (fake-indexeddb): state survives a reload (a new indexedDbStore() on the same database)', async () => {
    await roundTrip(() => indexedDbStore({ name: 'pith-test-roundtrip' }));
  });

  it('context() writes small access records, not whole segments; a reload reads them back', async () => {
    const inner = inMemoryStore();
    const written: string[][] = [];
    const store: MemoryStore = { ...inner, putMany: async (entries) => (written.push(entries.map(([k]) => k)), inner.putMany(entries)) };
    let t = 0;
    const now = () => t;
    const a = await createMemory({ store, now, ...sizes });
    for (const m of convo) (t += 60_000), await a.add(m);
    written.length = 0;
    t += 60_000;
    const q = { query: 'Which order was it?', budget: 1200 };
    const first = await a.context(q);
    expect(written).toHaveLength(1);
    expect(written[0].length).toBeGreaterThan(0);
    expect(written[0].every((k) => k.startsWith('acc:'))).toBe(true);
    const touched = first.stats.segments.filter((s) => s.tier !== 'hot').map((s) => s.id);
    expect(new Set(written[0])).toEqual(new Set(touched.map((id) => `acc:${id}`)));
    expect(await inner.get(`acc:${touched[0]}`)).toEqual([t, 1]);
    // A second look raises the count; a fresh memory over the store ranks exactly as the live one.
    t += 60_000;
    await a.context(q);
    t += 60_000;
    const b = await createMemory({ store: inner, now, ...sizes });
    expect((await b.context(q)).stats.segments).toEqual((await a.context(q)).stats.segments);
    // clear() removes the access records too.
    await b.clear();
    expect((await inner.list('acc:')).size).toBe(0);
  });

  it('a corrupt access record is a StorageError that names it', async () => {
    const store = inMemoryStore();
    const a = await createMemory({ store, now: clock() });
    const [id] = await a.add({ role: 'user', content: 'Ship 45 units to Lyon.' });
    await store.put(`acc:${id}`, { lastAccessed: 'yesterday' });
    await expect(createMemory({ store })).rejects.toThrow(StorageError);
    await expect(createMemory({ store })).rejects.toThrow(`memory store: expected [lastAccessed, accessCount] at "acc:${id}", found {"lastAccessed":"yesterday"}`);
  });

  it('a failing store surfaces as StorageError', async () => {
    const broken: MemoryStore = {
      ...inMemoryStore(),
      putMany: async () => {
        throw new Error('disk full');
      },
    };
    const memory = await createMemory({ store: broken });
    await expect(memory.add({ role: 'user', content: 'hi' })).rejects.toThrow(StorageError);
    await expect(memory.add({ role: 'user', content: 'hi' })).rejects.toThrow(/expected putMany to succeed, found disk full/);
    const unreadable: MemoryStore = { ...inMemoryStore(), list: () => Promise.reject(new TypeError('boom')) };
    await expect(createMemory({ store: unreadable })).rejects.toThrow(StorageError);
  });
});

describe('IndexedDB', () => {
  it('a memory does not block the deletion of its database: it closes, and its next call opens the database again', async () => {
    const memory = await createMemory({ store: indexedDbStore({ name: 'pith-test-deleted' }) });
    await memory.add({ role: 'user', content: 'before' });
    const deleted = new Promise<string>((resolve, reject) => {
      const request = indexedDB.deleteDatabase('pith-test-deleted');
      request.onsuccess = () => resolve('deleted');
      request.onerror = () => reject(request.error);
    });
    // An open connection that ignores the request blocked it for as long as the page lived.
    const waited = new Promise<string>((resolve) => setTimeout(() => resolve('still blocked'), 1000));
    expect(await Promise.race([deleted, waited])).toBe('deleted');
    await memory.add({ role: 'user', content: 'after' });
    expect(await memory.history()).toEqual([{ role: 'user', content: 'after' }]);
    const reloaded = await createMemory({ store: indexedDbStore({ name: 'pith-test-deleted' }) });
    expect(await reloaded.history()).toEqual([{ role: 'user', content: 'after' }]);
  });
});

describe('two memories on one store', () => {
  const say = (content: string) => ({ role: 'user' as const, content });

  it('a memory created while the other writes loads in its turn: its first load, which may write, overwrites nothing', async () => {
    const inner = inMemoryStore();
    // Slow writes: the second memory is created while the first one's write is under way.
    const store: MemoryStore = { ...inner, putMany: async (entries) => (await new Promise((r) => setTimeout(r, 30)), inner.putMany(entries)) };
    const a = await createMemory({ store });
    for (let i = 0; i < 3; i++) await a.add(say(`first ${i}`));
    const writing = a.add(say('A: the gate code is 4412.'));
    await new Promise((r) => setTimeout(r, 5));
    // A custom counter: the load recounts and saves what it read. Before its turn it read the store
    // without A's message, saved over A's write, and its next add() took the id of A's message.
    const [, b] = await Promise.all([writing, createMemory({ store, tokenizer: (t: string) => Math.ceil(t.length / 3) })]);
    await b.add(say('B: after it.'));
    const expected = ['first 0', 'first 1', 'first 2', 'A: the gate code is 4412.', 'B: after it.'];
    expect((await (await createMemory({ store })).history()).map((m) => m.content)).toEqual(expected);
    expect((await a.history()).map((m) => m.content)).toEqual(expected);
  });

  it('are one memory: neither overwrites what the other stored, in turns or at once (same object, same IndexedDB name)', async () => {
    const shared = inMemoryStore();
    // The same store object twice, and two store objects on one IndexedDB database.
    for (const store of [() => shared, () => indexedDbStore({ name: 'pith-test-shared' })]) {
      const a = await createMemory({ store: store(), now: clock(), ...sizes });
      await a.add(say('Gate code is 4412.'));
      const b = await createMemory({ store: store(), now: clock(), ...sizes });
      await a.add(say('Order ORD-58213 has 45 units.'));
      await b.add(say('Ship to Lyon by May 3.'));
      await Promise.all([a.add(say('Invoice INV-7 is paid.')), b.add(say('Call Mara at ext. 6434.'))]);
      const expected = ['Gate code is 4412.', 'Order ORD-58213 has 45 units.', 'Ship to Lyon by May 3.', 'Invoice INV-7 is paid.', 'Call Mara at ext. 6434.'];
      for (const m of [a, b, await createMemory({ store: store(), now: clock(), ...sizes })]) {
        expect((await m.history()).map((x) => x.content)).toEqual(expected);
        expect((await m.stats()).messages).toBe(5);
      }
      // What one clears, the other no longer holds; what it adds next is the only message.
      await b.clear();
      expect(await a.history()).toEqual([]);
      await a.add(say('Fresh start.'));
      expect((await b.history()).map((x) => x.content)).toEqual(['Fresh start.']);
      await a.clear();
    }
  });

  it('stay apart under a namespace each; the store keeps each under its own keys', async () => {
    const store = inMemoryStore();
    const plain = await createMemory({ store, now: clock() });
    const one = await createMemory({ store, namespace: 'chat-1', now: clock() });
    const two = await createMemory({ store, namespace: 'chat-2', now: clock() });
    await plain.add(say('Default memory.'));
    await one.add(say('Chat one: gate code 4412.'));
    await two.add(say('Chat two: gate code 9981.'));
    await one.add(say('Chat one again.'));
    expect((await plain.history()).map((m) => m.content)).toEqual(['Default memory.']);
    expect((await one.history()).map((m) => m.content)).toEqual(['Chat one: gate code 4412.', 'Chat one again.']);
    expect((await two.history()).map((m) => m.content)).toEqual(['Chat two: gate code 9981.']);
    expect((await (await createMemory({ store, namespace: 'chat-1' })).history())).toEqual(await one.history());
    expect([...(await store.list('ns:chat-2/')).keys()].sort()).toEqual(['ns:chat-2/meta', 'ns:chat-2/seg:s00000000']);
    await one.clear();
    expect(await one.history()).toEqual([]);
    expect((await two.history()).map((m) => m.content)).toEqual(['Chat two: gate code 9981.']);
    expect((await plain.history()).map((m) => m.content)).toEqual(['Default memory.']);
    for (const namespace of ['', 'a/b', 5]) {
      await expect(createMemory({ store, namespace: namespace as string })).rejects.toThrow(/^namespace: expected a non-empty string without "\/", found /);
    }
  });
});

describe('turn()', () => {
  it('adds the input, builds the context with retrieved facts, calls the model, stores the reply', async () => {
    const calls: ChatMessage[][] = [];
    const replies = ['Noted: 45 units to Lyon.', 'The gate code is 7731-QX.'];
    const llm: LlmProvider = { name: 'scripted', complete: async (m) => (calls.push(m), replies[calls.length - 1]) };
    const memory = await createMemory({ now: clock(), hotTokens: 300, warmTokens: 300, coldTokens: 50_000 });
    await memory.add({ role: 'user', content: 'The gate code at Tannery Court is 7731-QX.' });
    for (const m of convo.slice(1)) await memory.add(m);
    const first = await memory.turn('Ship 45 units to Lyon.', llm, { system: 'Be brief.', budget: 1000 });
    expect(first.reply).toBe(replies[0]);
    const second = await memory.turn('What is the gate code at Tannery Court?', llm, { budget: 1000 });
    expect(calls).toHaveLength(2);
    expect(calls[0][0]).toEqual({ role: 'system', content: 'Be brief.' });
    expect(calls[0].at(-1)).toEqual({ role: 'user', content: 'Ship 45 units to Lyon.' });
    expect(calls[1].map((m) => m.content).join('\n')).toContain('7731-QX');
    expect(second.context.map((m) => m.content).join('\n')).toContain('7731-QX');
    const history = await memory.history();
    expect(history.slice(-4).map((m) => m.content)).toEqual(['Ship 45 units to Lyon.', replies[0], 'What is the gate code at Tannery Court?', replies[1]]);
    const bad: LlmProvider = { name: 'bad', complete: async () => 42 as unknown as string };
    await expect(memory.turn('hi', bad)).rejects.toThrow(ProviderError);
  });
});
