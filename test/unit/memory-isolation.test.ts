// One memory per chat in one process: a memory's results do not depend on other memories (module caches, the kernel).
import { describe, expect, it, vi } from 'vitest';

type Lib = typeof import('../../src/platform/node.js');
type Memory = Awaited<ReturnType<Lib['createMemory']>>;
type Op = (m: Memory, reopen: () => Promise<Memory>, ids: string[]) => Promise<unknown>;

/** A fresh copy of the library: new module state and a new WASM instance, as in a fresh process. */
async function freshLib(): Promise<Lib> {
  vi.resetModules();
  const lib: Lib = await import('../../src/platform/node.js');
  await lib.init();
  return lib;
}

const WORDS = ('ship lyon units invoice deadline remember must never gate code 4412 order eta may budget team Alice Bob ' +
  'server deploy staging postgres cache api key rotate $1,240 v2.4.1').split(' ');

/** A seeded script: adds (system notes, tool calls with `content: null` and their results, long turns that
 * are cut into slices), context() with and without refine, turn() with and without refine, usage,
 * maintenance and reloads, on limits small enough to demote and evict. */
function script(seed: number, length: number): Op[] {
  let s = seed;
  const r = () => (s = (s * 1664525 + 1013904223) >>> 0) / 2 ** 32;
  const words = (n: number) => Array.from({ length: n }, () => WORDS[Math.floor(r() * WORDS.length)]).join(' ') + '.';
  const ops: Op[] = [];
  let call = 0;
  for (let k = 0; k < length; k++) {
    const x = r();
    const text = words(2 + Math.floor(r() * (r() < 0.05 ? 900 : 25)));
    const budget = 150 + Math.floor(r() * 500);
    const refine = r() < 0.5;
    const helpful = r() < 0.5;
    const pick = r();
    const role = r() < 0.5 ? 'user' : 'assistant';
    const id = `call_${seed}_${++call}`;
    const reply = words(6);
    if (x < 0.1) ops.push((m) => m.add({ role: 'system', content: `Current time: ${k}:00. ${text}` }));
    else if (x < 0.2) {
      const calls = [{ id, type: 'function' as const, function: { name: 'lookup', arguments: '{}' } }];
      const calling = { role: 'assistant', content: null, tool_calls: calls } as never;
      ops.push((m) => m.add([calling, { role: 'tool', tool_call_id: id, content: `{"result":"${text}"}` }]));
    } else if (x < 0.3) ops.push(async (m) => (await m.context({ query: text, budget, refine })).messages);
    else if (x < 0.4) ops.push(async (m) => (await m.turn(text, { name: 'fake', complete: async () => reply }, { budget, refine })).context);
    else if (x < 0.45) ops.push((m, _r, ids) => (ids.length ? m.recordUsage(ids[Math.floor(pick * ids.length)], helpful) : m.stats()));
    else if (x < 0.5) ops.push((m) => m.maintain());
    else if (x < 0.53) ops.push((_m, reopen) => reopen().then((m) => m.stats()));
    else ops.push((m) => m.add({ role, content: text }));
  }
  return ops;
}

/** Runs scripts step by step; `together` runs the memories' steps at once rather than one after another. */
async function play(lib: Lib, scripts: Op[][], together = false, store?: object): Promise<string[][]> {
  const sides = await Promise.all(
    scripts.map(async (_s, k) => {
      let t = 0;
      const where = store ? { store: store as never, namespace: `chat${k}` } : { store: lib.inMemoryStore() };
      const options = { hotTokens: 120, warmTokens: 160, coldTokens: 260, now: () => (t += 60_000), ...where };
      const side = { memory: await lib.createMemory(options), ids: [] as string[], out: [] as string[] };
      const reopen = async () => (side.memory = await lib.createMemory(options));
      const step = async (op: Op) => {
        const result = await op(side.memory, reopen, side.ids).catch((e: Error) => `${e.name}: ${e.message}`);
        if (Array.isArray(result) && typeof result[0] === 'string') side.ids.push(...result);
        side.out.push(JSON.stringify(result ?? null) + JSON.stringify(await side.memory.stats()));
      };
      return { side, step };
    }),
  );
  for (let k = 0; k < Math.max(...scripts.map((s) => s.length)); k++) {
    const due = sides.flatMap(({ step }, i) => (k < scripts[i].length ? [() => step(scripts[i][k])] : []));
    if (together) await Promise.all(due.map((f) => f()));
    else for (const f of due) await f();
  }
  return sides.map(({ side }) => side.out);
}

describe('memories in one process', () => {
  it('give each memory the results it gets alone in a fresh process', async () => {
    const a = () => script(11, 70);
    const b = () => script(29, 70);
    const [alone] = await play(await freshLib(), [a()]);
    expect(alone.some((o) => o.includes('"evicted":0'))).toBe(true);
    expect(alone.some((o) => !/"evicted":0/.test(o))).toBe(true); // the limits evict
    const lib = await freshLib();
    expect((await play(lib, [b(), a()]))[1]).toEqual(alone); // interleaved, one step each
    expect((await play(lib, [b(), a()], true))[1]).toEqual(alone); // both in flight at once
    expect((await play(lib, [a(), a()]))[1]).toEqual(alone); // the same script one step behind
    // The same messages, each met first by a memory where it plays another part (there A's task, here a turn).
    const hello: Op = (m) => m.add({ role: 'user', content: 'Hello.' });
    const [shifted] = await play(await freshLib(), [[hello, ...a()]]);
    expect((await play(await freshLib(), [a(), [hello, ...a()]]))[1]).toEqual(shifted);
    expect((await play(lib, [b(), a()], true, lib.inMemoryStore()))[1]).toEqual(alone); // one store, a namespace each
  });
});
