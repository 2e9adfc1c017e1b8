// Tiered memory loading what a store holds: figures recounted for another counter, records repaired or refused.
import { describe, expect, it } from 'vitest';
import { countTokens, createMemory, inMemoryStore, StorageError, type MemoryStore, type Message } from '../../src/platform/node.js';

const clock = () => {
  let t = 1_700_000_000_000;
  return () => (t += 60_000);
};
const contents = (ms: Message[]) => ms.map((m) => m.content);

/** Each corruption of a seeded store makes createMemory() reject with a StorageError matching its message. */
async function expectLoadFails(cases: Array<[(s: MemoryStore) => Promise<void>, RegExp]>): Promise<void> {
  for (const [corrupt, message] of cases) {
    const store = await seeded();
    await corrupt(store);
    const made = createMemory({ store });
    await expect(made).rejects.toThrow(StorageError);
    await expect(made).rejects.toThrow(message);
  }
}

describe('token figures on load', () => {
  const msgs: Message[] = Array.from({ length: 200 }, (_, i) => ({
    role: i % 2 ? 'assistant' : 'user',
    content: `Turn ${i}: 東京の倉庫に${i}個の箱 — the gate code is ${7000 + i}-QX. ${'lorem ipsum dolor '.repeat(i % 7)}`,
  }));

  it('are taken again with a custom counter other than the one they were taken with: the context fits its budget', async () => {
    const words = (t: string) => Math.ceil(t.length / 8);
    const chars = (t: string) => t.length;
    const store = inMemoryStore();
    const a = await createMemory({ store, tokenizer: words, now: clock() });
    for (const m of msgs) await a.add(m);
    const b = await createMemory({ store, tokenizer: chars, now: clock() });
    for (const refine of [false, true]) {
      const c = await b.context({ query: 'gate code of turn 17?', budget: 2000, refine });
      expect(await countTokens(c.messages, { tokenizer: chars })).toBeLessThanOrEqual(2000);
    }
    // As a memory that counted with it from the start.
    const fresh = await createMemory({ tokenizer: chars, now: clock() });
    for (const m of msgs) await fresh.add(m);
    expect((await b.stats()).tokens).toBe((await fresh.stats()).tokens);
  });

  it('are taken again with another partTokens', async () => {
    const store = inMemoryStore();
    const a = await createMemory({ store, partTokens: 10, now: clock() });
    for (let i = 0; i < 40; i++) await a.add({ role: 'user', content: [{ type: 'text', text: `Photo ${i} of the dock.` }, { type: 'image_url', image_url: { url: `https://x/${i}.png` } }] });
    const b = await createMemory({ store, partTokens: 500, now: clock() });
    const c = await b.context({ budget: 2000 });
    expect(c.messages.length).toBeGreaterThan(0);
    expect(await countTokens(c.messages, { partTokens: 500 })).toBeLessThanOrEqual(2000);
  });
});

/** A store holding three messages, as a memory wrote them. */
async function seeded(): Promise<MemoryStore> {
  const store = inMemoryStore();
  const m = await createMemory({ store, now: clock() });
  for (let i = 0; i < 3; i++) await m.add({ role: 'user', content: `original ${i}` });
  return store;
}
const editSegment = (id: string, edit: (s: Record<string, unknown>) => void) => async (store: MemoryStore) => {
  const s = (await store.get('seg:' + id)) as Record<string, unknown>;
  edit(s);
  await store.put('seg:' + id, s);
};

describe('stored records on load', () => {
  it('a meta record that is missing, null, without nextSeq or behind its segments is rebuilt: no stored segment is overwritten', async () => {
    const cases: Array<(s: MemoryStore) => Promise<void>> = [
      (s) => s.delete(['meta']),
      (s) => s.put('meta', null),
      (s) => s.put('meta', { version: 1, tokenizer: 'estimate' }),
      (s) => s.put('meta', { version: 1, nextSeq: 1, tokenizer: 'estimate' }),
      (s) => s.put('meta', { version: 1, nextSeq: '3', tokenizer: 'estimate' }),
    ];
    for (const corrupt of cases) {
      const store = await seeded();
      await corrupt(store);
      const memory = await createMemory({ store, now: clock() });
      expect(await memory.add({ role: 'user', content: 'new message' })).toEqual(['s00000003']);
      const reloaded = await createMemory({ store });
      expect(contents(await reloaded.history())).toEqual(['original 0', 'original 1', 'original 2', 'new message']);
    }
  });

  it('a segment or meta record of the wrong shape is a StorageError that names the key and what it lacks', async () => {
    const cases: Array<[(s: MemoryStore) => Promise<void>, RegExp]> = [
      [editSegment('s00000001', (s) => delete s.counts), /^memory store: expected a segment at "seg:s00000001" with terms and counts \(one count per term\), found array and undefined$/],
      [editSegment('s00000001', (s) => delete s.entities), /with entities \(an array of strings\), found undefined$/],
      [editSegment('s00000001', (s) => (s.messages = [])), /with messages \(one or more, each with a role\), found \[\]$/],
      [editSegment('s00000001', (s) => (s.messages = [42])), /with messages/],
      [editSegment('s00000001', (s) => (s.type = 'bogus')), /with a content type \(working, .*\), found string "bogus"$/],
      [editSegment('s00000001', (s) => (s.id = 's00000002')), /with id "s00000001" and its seq, found id string "s00000002", seq number 1$/],
      [editSegment('s00000001', (s) => (s.created = 'yesterday')), /with created \(a number\), found string "yesterday"$/],
      [editSegment('s00000000', (s) => (s.tier = 'warm')), /at "seg:s00000000" with its warm form, found undefined$/],
      [(s) => s.put('meta', 'garbage'), /^memory store: expected a meta record \(an object\) at "meta", found string "garbage"$/],
      [(s) => s.put('meta', { version: 2, nextSeq: 3, tokenizer: 'estimate' }), /^memory store: expected state version 1, found number 2$/],
    ];
    await expectLoadFails(cases);
  });

  it('figures out of range, messages add() would refuse, odd optional fields and slices out of place are a StorageError, not a silent load', async () => {
    const cases: Array<[(s: MemoryStore) => Promise<void>, RegExp]> = [
      // A negative cost lets a context pass its budget; a share past 1 lifts a score past 1.
      [editSegment('s00000001', (s) => (s.originalTokens = -100)), /^memory store: expected a segment at "seg:s00000001" with originalTokens \(an integer of at least 0\), found number -100$/],
      [editSegment('s00000001', (s) => (s.accessCount = 2.5)), /with accessCount \(an integer of at least 0\), found number 2\.5$/],
      [editSegment('s00000001', (s) => (s.importance = 50)), /with importance \(a number from 0 to 1\), found number 50$/],
      // A salience of "high" had scored the segment NaN: it was never taken into a context again.
      [editSegment('s00000001', (s) => (s.salience = 'high')), /with a salience from 0 to 1, found string "high"$/],
      [editSegment('s00000001', (s) => (s.kinds = -1)), /with fact kinds \(an integer bit mask\), found number -1$/],
      [editSegment('s00000001', (s) => (s.task = 'yes')), /with a task flag \(a boolean\), found string "yes"$/],
      // Content 42 went back to the caller from history() as it was.
      [editSegment('s00000001', (s) => ((s.messages as Message[])[0].content = 42 as never)), /with messages add\(\) would take, found messages\[0\]\.content: expected a string or an array of parts, found number 42$/],
      [editSegment('s00000001', (s) => (s.messages = [{ role: 'bot', content: 'hi' }])), /with messages add\(\) would take, found messages\[0\]\.role: expected one of system, user, assistant, tool/],
      // history() had joined this stray slice to the message before it: two messages came back as one.
      [editSegment('s00000001', (s) => (s.split = { index: 1, count: 3 })), /^memory store: expected a whole message or the first slice of one at "seg:s00000001", found slice 1 of 3$/],
    ];
    await expectLoadFails(cases);
    const long = async () => {
      const store = inMemoryStore();
      const m = await createMemory({ store, now: clock() });
      const topics = ['The warehouse in Lyon ships pallets of tiles every Monday morning. ', 'Our cat Felix sleeps on the sofa all afternoon and purrs. '];
      await m.add({ role: 'user', content: topics.map((t) => t.repeat(120)).join('') });
      await m.add({ role: 'user', content: 'short one' });
      const slices = [...(await store.list<{ split?: { count: number } }>('seg:')).values()].filter((x) => x.split);
      expect(slices.length).toBeGreaterThan(2);
      return { store, count: slices.length };
    };
    const { store: cut, count } = await long();
    await cut.delete(['seg:s00000001']); // a middle slice lost: history() had returned the long message short of it
    await expect(createMemory({ store: cut })).rejects.toThrow(new RegExp(`^memory store: expected slice 1 of ${count} of a long message at "seg:s00000002", found slice 2 of ${count}$`));
    const { store: tail } = await long();
    await tail.delete([`seg:s${String(count - 1).padStart(8, '0')}`, `seg:s${String(count).padStart(8, '0')}`]);
    await expect(createMemory({ store: tail })).rejects.toThrow(new RegExp(`expected slice ${count - 1} of ${count} of a long message at "seg:s${String(count - 1).padStart(8, '0')}", found none$`));
    // Whole, the same store loads and gives the long message back as one.
    const { store: whole } = await long();
    expect(await (await createMemory({ store: whole })).history()).toHaveLength(2);
  });
});
