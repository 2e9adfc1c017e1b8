// Tiered memory on the real kernel: tier moves, lossless expand and history, context budget and order.
import { describe, expect, it } from 'vitest';
import { countTokens, createMemory, inMemoryStore, InputError, OptionsError, compress, REFINE_MIN_POOL, REFINE_POOL, type ChatMessage, type Message } from '../../src/platform/node.js';
import { toChat } from '../../src/memory/to-chat.js';
import { generateConversation } from '../../bench/generate-conversation.js';

const convo = generateConversation({ seed: 11, targetTokens: 12_000 });
const clock = () => {
  let t = 0;
  return () => (t += 60_000);
};
async function filled(opts: Parameters<typeof createMemory>[0] = {}) {
  const memory = await createMemory({ now: clock(), hotTokens: 800, warmTokens: 1500, coldTokens: 1500, ...opts });
  for (const m of convo) await memory.add(m);
  return memory;
}

describe('tiers', () => {
  it('moves older segments hot → warm → cold → evicted under the size limits', async () => {
    const memory = await filled();
    const s = await memory.stats();
    expect(s.messages).toBe(convo.length);
    expect(s.hot).toBeGreaterThan(0);
    expect(s.warm).toBeGreaterThan(0);
    expect(s.cold).toBeGreaterThan(0);
    expect(s.evicted).toBeGreaterThan(0);
    const big = await createMemory({ now: clock(), hotTokens: 100_000 });
    for (const m of convo) await big.add(m);
    expect(await big.stats()).toMatchObject({ warm: 0, cold: 0, evicted: 0 });
  });

  it('keeps every original: history() equals the input and expand() returns originals', async () => {
    const memory = await filled();
    expect(await memory.history()).toEqual(convo);
    const ids = await memory.add({ role: 'user', content: 'Remember: invoice INV-2031-0007 is due on May 3.' });
    expect(await memory.expand(ids[0])).toEqual([{ role: 'user', content: 'Remember: invoice INV-2031-0007 is due on May 3.' }]);
    await expect(memory.expand('nope')).rejects.toThrow(InputError);
  });

  it('gives content: null (and no content) of a tool-calling assistant turn back as given: history(), expand(), context(), turn()', async () => {
    const call = { id: 'call_1', type: 'function', function: { name: 'lookup_order', arguments: '{"id":"ORD-58213"}' } };
    const chat = [
      ...convo.slice(0, 30),
      { role: 'user', content: 'Where is order ORD-58213?' },
      { role: 'assistant', content: null, tool_calls: [call] },
      { role: 'tool', tool_call_id: 'call_1', content: '{"status":"shipped","eta":"May 3"}' },
      { role: 'assistant', tool_calls: [{ ...call, id: 'call_2' }] },
    ] as unknown as Message[];
    const memory = await createMemory({ now: clock(), hotTokens: 800, warmTokens: 1500, coldTokens: 1500 });
    const ids: string[] = [];
    for (const m of chat) ids.push(...(await memory.add(m)));
    expect(await memory.history()).toStrictEqual(chat);
    const byCall = (ms: Message[], id: string) => ms.find((m) => m.tool_calls?.[0]?.id === id);
    expect(byCall(await memory.expand(ids.at(-2)!), 'call_1')!.content).toBeNull();
    const whole = (await memory.context({ budget: 4000 })).messages;
    expect(byCall(whole, 'call_1')!.content).toBeNull();
    expect('content' in byCall(whole, 'call_2')!).toBe(false);
    const refined = await memory.context({ budget: 600, refine: true, keepNewest: true });
    expect(refined.stats.poolTokens).toBeGreaterThan(600);
    expect(byCall(refined.messages, 'call_1')!.content).toBeNull();
    expect('content' in byCall(refined.messages, 'call_2')!).toBe(false);
    const seen: ChatMessage[][] = [];
    await memory.turn('When does it arrive?', { name: 'scripted', complete: async (m) => (seen.push(m), 'May 3.') }, { budget: 1500 });
    expect(seen[0].map((m) => m.content).join('\n')).toContain('Called lookup_order({"id":"ORD-58213"}).');
    expect(toChat([{ role: 'assistant', content: null, tool_calls: [call] } as unknown as Message])).toEqual([{ role: 'assistant', content: 'Called lookup_order({"id":"ORD-58213"}).' }]);
  });

  it('cuts a long turn into topic slices and joins them back in history()', async () => {
    const memory = await createMemory({ now: clock() });
    const long = [
      'The Lisbon offsite needs 14 rooms at Hotel Miradouro from May 3 to May 6. '.repeat(30),
      'Separately, the Kubernetes cluster upgrade to v1.29.4 failed on node pool gpu-b with error 503. '.repeat(30),
    ].join('\n\n');
    const ids = await memory.add({ role: 'user', content: long });
    expect(ids.length).toBeGreaterThan(1);
    const parts = await Promise.all(ids.map((id) => memory.expand(id)));
    expect(parts.map((p) => p[0].content).join('')).toBe(long);
    expect(await memory.history()).toEqual([{ role: 'user', content: long }]);
  });
});

describe('context', () => {
  it('fits the budget, keeps order and tool calls with their results', async () => {
    const memory = await filled({ coldTokens: 100_000 });
    for (const budget of [300, 1200, 4000]) {
      const { messages, stats } = await memory.context({ query: 'What was the order total?', budget, system: 'Be brief.' });
      expect(await countTokens(messages)).toBeLessThanOrEqual(budget);
      expect(stats.tokens).toBe(await countTokens(messages));
      expect(messages[0]).toEqual({ role: 'system', content: 'Be brief.' });
      const seqs = stats.segments.map((s) => s.id);
      expect([...seqs].sort()).toEqual(seqs);
      messages.forEach((m, i) => {
        if (m.role === 'tool') expect(messages.slice(0, i).some((p) => p.tool_calls?.some((c) => c.id === m.tool_call_id))).toBe(true);
        for (const c of m.tool_calls ?? []) expect(messages.some((p) => p.role === 'tool' && p.tool_call_id === c.id)).toBe(true);
      });
    }
  });

  it('expands a relevant old segment exactly from its original, and cold forms keep facts verbatim', async () => {
    const memory = await createMemory({ now: clock(), hotTokens: 300, warmTokens: 300, coldTokens: 100_000 });
    const [fact] = await memory.add({ role: 'user', content: 'The warehouse gate code for Tannery Court is 7731-QX and the loading fee is $412.50.' });
    for (const m of convo.slice(1, 60)) await memory.add(m);
    const { messages, stats } = await memory.context({ query: 'What is the gate code at Tannery Court?', budget: 2000 });
    const row = stats.segments.find((s) => s.id === fact)!;
    expect(row).toMatchObject({ tier: 'cold', expanded: true });
    expect(messages).toContainEqual((await memory.expand(fact))[0]);
    const low = await createMemory({ now: clock(), hotTokens: 300, warmTokens: 300, coldTokens: 100_000, threshold: 1 });
    await low.add({ role: 'user', content: 'The warehouse gate code for Tannery Court is 7731-QX and the loading fee is $412.50.' });
    for (const m of convo.slice(1, 60)) await low.add(m);
    const cold = await low.context({ query: 'What is the gate code at Tannery Court?', budget: 2000 });
    const text = cold.messages.map((m) => m.content).join('\n');
    expect(cold.stats.segments[0]).toMatchObject({ tier: 'cold', expanded: false });
    expect(text).toContain('7731-QX');
    expect(text).toContain('$412.50');
  });

  it('is deterministic and rejects bad input with typed errors', async () => {
    const a = await filled();
    const b = await filled();
    const q = { query: 'deadline for the invoice?', budget: 1500 };
    const ca = await a.context(q);
    const cb = await b.context(q);
    expect(ca.messages).toEqual(cb.messages);
    expect(ca.stats.segments).toEqual(cb.stats.segments);
    await expect(a.context({ budget: -5 })).rejects.toThrow(/budget: expected a positive integer, found number -5/);
    await expect(a.context({ budget: 0 })).rejects.toThrow(OptionsError);
    await expect(a.add({ role: 'robot', content: 'x' } as unknown as Message)).rejects.toThrow(InputError);
    await expect(createMemory({ hotTokens: 1.5 })).rejects.toThrow(OptionsError);
  });

  it('answers as a fresh load of its store after usage, access and tier moves changed its segments', async () => {
    // The index scores packed copies of the segments' fields: a copy left stale would make the
    // live memory disagree with one rebuilt from the store.
    let t = 0;
    const now = () => t;
    const store = inMemoryStore();
    const opts = { store, now, hotTokens: 800, warmTokens: 3000, coldTokens: 100_000 };
    const live = await createMemory(opts);
    for (const m of convo.slice(0, -12)) (t += 60_000), await live.add(m);
    const q = { query: 'What did we decide about the vendor?', budget: 1500 };
    const seen = (await live.context(q)).stats.segments.filter((s) => s.tier !== 'hot').map((s) => s.id);
    expect(seen.length).toBeGreaterThan(4);
    t += 60_000;
    await live.context({ query: 'When is the deadline?', budget: 1500 });
    const before = await live.stats();
    for (const m of convo.slice(-12)) (t += 60_000), await live.add(m);
    expect((await live.stats()).warm).toBeGreaterThan(before.warm);
    for (const id of seen.slice(0, 3)) await live.recordUsage(id, false);
    for (const id of seen.slice(3, 5)) await live.recordUsage(id, true);
    t += 60_000;
    const fresh = await createMemory(opts);
    const a = await live.context(q);
    const b = await fresh.context(q);
    expect(a.messages).toEqual(b.messages);
    expect(a.stats.segments).toEqual(b.stats.segments);
    expect(a.stats.segments.filter((s) => seen.slice(0, 5).includes(s.id)).length).toBeGreaterThan(0);
  });
});

describe('context with refine', () => {
  const fact = 'The replacement pallet jack for the Lyon depot costs $1,840 and arrives on 14 May.';
  // One long assistant turn with the fact deep inside: far more than the budget, so a whole-segment fit cannot expand it.
  const filler = convo.filter((m) => m.role === 'assistant' && typeof m.content === 'string').map((m) => m.content as string);
  const long = [...filler.slice(0, 10), fact, ...filler.slice(10, 24)].join('\n\n');
  async function withLongTurn() {
    const memory = await createMemory({ now: clock(), hotTokens: 300, warmTokens: 300, coldTokens: 100_000 });
    await memory.add({ role: 'user', content: 'Can you summarise the depot equipment status?' });
    await memory.add({ role: 'assistant', content: long });
    for (const m of convo.slice(0, 40)) await memory.add(m);
    return memory;
  }

  it('selects sentences from a pool of segments: the fact of a long turn survives whole, within the budget', async () => {
    const memory = await withLongTurn();
    expect(await countTokens([{ role: 'assistant', content: long }])).toBeGreaterThan(1500);
    const q = { query: 'How much will the new pallet jack for Lyon cost?', budget: 600, system: 'Be brief.' };
    const { messages, stats } = await memory.context({ ...q, refine: true });
    expect(await countTokens(messages)).toBeLessThanOrEqual(600);
    expect(stats.tokens).toBe(await countTokens(messages));
    expect(stats.poolTokens).toBeGreaterThan(stats.tokens);
    expect(messages[0]).toEqual({ role: 'system', content: 'Be brief.' });
    expect(messages.map((m) => m.content).join('\n')).toContain(fact);
    // Each pool segment reports the share of its tokens that survived the sentence selection.
    expect(stats.segments.every((r) => r.kept !== undefined && r.kept >= 0 && r.kept <= 1)).toBe(true);
    expect(stats.segments.some((r) => r.kept! > 0 && r.kept! < 1)).toBe(true);
    expect(stats.segments.some((r) => r.kept === 0)).toBe(true);
    const again = await (await withLongTurn()).context({ ...q, refine: true });
    expect(again.messages).toEqual(messages);
  });

  it('numbers ledger lines by position in history() (mN = history()[N]), whatever the pool holds', async () => {
    const memory = await withLongTurn();
    const history = await memory.history();
    const text = (m: Message) => (typeof m.content === 'string' ? m.content : JSON.stringify(m.content));
    for (const pool of [undefined, 2000]) {
      const { messages } = await memory.context({ budget: 600, system: 'Be brief.', refine: true, pool });
      const ledger = messages.find((m) => m.role === 'system' && text(m).startsWith('Facts from earlier messages'));
      const lines = text(ledger!).split('\n').slice(1);
      expect(lines.length).toBeGreaterThan(2);
      for (const line of lines) {
        const [, n, role, items] = /^m(\d+) (\w+): (.*)$/.exec(line)!;
        expect(history[Number(n)]?.role, line).toBe(role);
        for (const item of items.split('; ')) expect(text(history[Number(n)]), line).toContain(item.replace(/ \(replaced by .*, m\d+\)$/, '').split(' ').at(-1));
      }
    }
  });

  it('gathers at least REFINE_MIN_POOL tokens, originals first, or the pool asked for', async () => {
    const memory = await createMemory({ now: clock(), hotTokens: 300, warmTokens: 300, coldTokens: 1_000_000 });
    for (const m of generateConversation({ seed: 5, targetTokens: 150_000 })) await memory.add(m);
    expect((await memory.stats()).tokens).toBeGreaterThan(2 * REFINE_MIN_POOL);
    expect(600 * REFINE_POOL).toBeLessThan(REFINE_MIN_POOL);
    const asked = await memory.context({ query: 'What was the order total?', budget: 600, refine: true });
    const blind = await memory.context({ budget: 600, refine: true });
    const small = await memory.context({ query: 'What was the order total?', budget: 600, refine: true, pool: 8000 });
    for (const [c, pool] of [[asked, REFINE_MIN_POOL], [blind, REFINE_MIN_POOL], [small, 8000]] as const) {
      // Far more than 4 × 600 tokens, and no more than the pool.
      expect(c.stats.poolTokens).toBeGreaterThan(0.9 * pool);
      expect(c.stats.poolTokens).toBeLessThanOrEqual(pool);
      expect(await countTokens(c.messages)).toBeLessThanOrEqual(600);
      // Originals of older turns first, then compact forms of more of them.
      const older = c.stats.segments.filter((s) => s.tier !== 'hot');
      expect(older.filter((s) => s.expanded).length).toBeGreaterThan(0);
      expect(older.filter((s) => !s.expanded).length).toBeGreaterThan(0);
    }
  });

  it('rejects a pool that is not an integer of at least the budget', async () => {
    const memory = await withLongTurn();
    await expect(memory.context({ budget: 500, refine: true, pool: 400 })).rejects.toThrow(/pool: expected an integer of at least the budget \(500\), found number 400/);
    await expect(memory.context({ budget: 500, refine: true, pool: '9000' as unknown as number })).rejects.toThrow(OptionsError);
  });

  it('rejects a refine that is not a boolean', async () => {
    const memory = await withLongTurn();
    await expect(memory.context({ budget: 500, refine: 'yes' as unknown as boolean })).rejects.toThrow(/refine: expected a boolean, found string/);
    await expect(memory.context({ budget: 500, refine: 1 as unknown as boolean })).rejects.toThrow(OptionsError);
  });
});

describe('tiered strategy', () => {
  it('fits the budget through compress(), deterministically', async () => {
    const opts = { budget: 1500, strategy: 'tiered', query: 'When is the deadline?' } as const;
    const a = await compress(convo, opts);
    const b = await compress(convo, opts);
    expect(a.stats.compressedTokens).toBeLessThanOrEqual(1500);
    expect(a.messages).toEqual(b.messages);
    expect(a.stats.kept.some((k) => k === 1)).toBe(true);
    expect(a.stats.kept.some((k) => k === 0)).toBe(true);
  });

  it('returns what fits unchanged; keeps a long message one message, in order; keeps the newest whole or says it cannot', async () => {
    const prose = (n: number, tag: string) => Array.from({ length: n }, (_, i) => `${tag} point ${i} covers pallet ${i + 100} on the Lyon route.`).join(' ');
    const chat: Message[] = [
      { role: 'user', content: 'Plan the Lyon shipments; order ORD-48210 has 45 units.' },
      { role: 'assistant', content: prose(60, 'Draft'), id: 'msg-7', name: 'bot' } as Message,
      { role: 'user', content: 'Thanks, what is next?' },
    ];
    const total = await countTokens(chat);
    const fits = await compress(chat, { budget: total, strategy: 'tiered' });
    expect(fits.messages).toEqual(chat);
    const longLast: Message[] = [...chat.slice(0, 2), { role: 'user', content: prose(400, 'Question') }];
    // A message long enough to be split into several segments comes back as one message, its sentences in order.
    const roomy = await compress(longLast, { budget: (await countTokens(longLast)) - 20, strategy: 'tiered' });
    expect(roomy.messages.at(-1)).toEqual(longLast[2]);
    expect(roomy.messages.filter((m) => m.role === 'user' && String(m.content).startsWith('Question'))).toHaveLength(1);
    await expect(compress(longLast, { budget: 300, strategy: 'tiered' })).rejects.toThrow(/^budget too small: expected at least \d+ tokens for the system messages and the last messages/); // as pith
    // Facts the fit drops are in the ledger, and reported as pinned.
    const tight = await compress(convo, { budget: 800, strategy: 'tiered' });
    expect(tight.stats.pinnedFacts.length).toBeGreaterThan(0);
    const text = tight.messages.map((m) => (typeof m.content === 'string' ? m.content : '')).join('\n');
    for (const fact of tight.stats.pinnedFacts) expect(text).toContain(fact);
  });

  it('shows a hot turn too long for the room in its compact form, for that context only', async () => {
    const memory = await createMemory({ now: clock() });
    await memory.add([{ role: 'user', content: 'Gate code is 4412.' }, { role: 'assistant', content: 'Noted.' }]);
    const talk = Array.from({ length: 30 }, (_, i) => `We talked about option ${i % 5} for a while and the team felt it was reasonable but not urgent.`);
    const long = `${talk.join(' ')} We decided to ship the Lyon order of 45 units on May 3.`;
    await memory.add({ role: 'user', content: long });
    expect((await memory.stats()).warm).toBe(0);
    const ctx = await memory.context({ budget: 200 });
    expect(ctx.stats.tokens).toBeLessThanOrEqual(200);
    const text = ctx.messages.map((m) => String(m.content)).join('\n');
    // The newest turn is there, shortened, with its decision; the turns before it are whole.
    expect(text).toContain('We decided to ship the Lyon order of 45 units on May 3.');
    expect(text.length).toBeLessThan(long.length);
    expect(ctx.messages.slice(0, 2)).toEqual([{ role: 'user', content: 'Gate code is 4412.' }, { role: 'assistant', content: 'Noted.' }]);
    expect(ctx.stats.segments.every((s) => s.tier === 'hot')).toBe(true);
    // The store still holds it hot and whole.
    expect(await memory.stats()).toMatchObject({ hot: (await memory.stats()).hot, warm: 0, cold: 0 });
    expect((await memory.history()).at(-1)).toEqual({ role: 'user', content: long });
    expect((await memory.context({ budget: 4000 })).messages.at(-1)).toEqual({ role: 'user', content: long });
  });

  it('keeps the last keepLast messages verbatim, a tool call with its results, as pith does', async () => {
    const filler = 'We talked about the venue options for a while and compared the catering menus in detail. ';
    const chat: Message[] = [
      { role: 'user', content: `${filler.repeat(20)}Order AB-1234 is 45 units.` },
      { role: 'assistant', content: filler.repeat(20) },
      { role: 'user', content: 'Please confirm the delivery to Lyon for order AB-1234 on May 3 at 9:30.' },
      { role: 'assistant', content: 'Confirmed.' },
    ];
    for (const keepLast of [2, 3]) {
      const budget = (await countTokens(chat.slice(-keepLast))) + 40;
      const out = await compress(chat, { budget, strategy: 'tiered', keepLast });
      expect(out.messages.slice(-keepLast)).toEqual(chat.slice(-keepLast));
      expect(out.stats.compressedTokens).toBeLessThanOrEqual(budget);
    }
    // keepLast 0 protects nothing: no BudgetError about the newest message.
    await expect(compress(chat, { budget: 60, strategy: 'tiered', keepLast: 0 })).resolves.toBeDefined();
    // The newest tool results come with their call, or a BudgetError says they cannot.
    const call = { id: 'c1', type: 'function', function: { name: 'lookup', arguments: '{"order":"AB-1234"}' } } as const;
    const tools: Message[] = [
      ...chat.slice(0, 2),
      { role: 'assistant', content: 'Checking the order.', tool_calls: [call] } as Message,
      { role: 'tool', tool_call_id: 'c1', content: 'status: shipped, 45 units, arrives May 3' } as Message,
    ];
    const pair = await countTokens(tools.slice(2));
    const kept = await compress(tools, { budget: pair + 40, strategy: 'tiered', keepLast: 1 });
    expect(kept.messages.slice(-2)).toEqual(tools.slice(2));
    await expect(compress(tools, { budget: pair - 5, strategy: 'tiered', keepLast: 1 })).rejects.toThrow(/^budget too small/);
  });

  it('passes its pool knob to the memory; the options schema checks it against the budget', async () => {
    const small = await compress(convo, { budget: 1500, strategy: 'tiered', tiered: { pool: 3000 } });
    expect(small.stats.compressedTokens).toBeLessThanOrEqual(1500);
    await expect(compress(convo, { budget: 1500, strategy: 'tiered', tiered: { pool: 1000 } })).rejects.toThrow(/^tiered\.pool: expected an integer of at least the budget \(1500\), found number 1000$/);
  });

  it('checks every knob with the options schema: a typed error names the knob, unknown knobs included', async () => {
    const cases: Array<[unknown, RegExp]> = [
      [{ hotShare: -5 }, /^tiered\.hotShare: expected a number from 0 to 1, found number -5$/],
      [{ hotShare: 1.5 }, /^tiered\.hotShare: expected a number from 0 to 1, found number 1\.5$/],
      [{ warmFactor: Number.NaN }, /^tiered\.warmFactor: expected a finite number of at least 0, found number NaN$/],
      [{ coldFactor: -1 }, /^tiered\.coldFactor: expected a finite number of at least 0, found number -1$/],
      [{ coldFactor: Infinity }, /^tiered\.coldFactor: expected a finite number of at least 0, found number Infinity$/],
      [{ threshold: 2 }, /^tiered\.threshold: expected a number from 0 to 1, found number 2$/],
      [{ refine: 'yes' }, /^tiered\.refine: expected a boolean, found string "yes"$/],
      [{ pool: 2000.5 }, /^tiered\.pool: expected a positive integer, found number 2000\.5$/],
      [{ hotshare: 0.3 }, /^tiered: expected only hotShare, warmFactor, coldFactor, threshold, refine, pool, found hotshare$/],
      [5, /^tiered: expected an object of tiered knobs, found number 5$/],
      [null, /^tiered: expected an object of tiered knobs, found null$/],
    ];
    for (const [tiered, error] of cases) {
      const opts = { budget: 500, strategy: 'tiered', tiered } as unknown as Parameters<typeof compress>[1];
      await expect(compress(convo, opts)).rejects.toThrow(OptionsError);
      await expect(compress(convo, opts)).rejects.toThrow(error);
    }
    // Knobs in range run; a pool below the budget is only an error where tiered runs.
    const ok = await compress(convo, { budget: 1500, strategy: 'tiered', tiered: { hotShare: 0, warmFactor: 2, coldFactor: 1e300, threshold: 1, refine: false } });
    expect(ok.stats.compressedTokens).toBeLessThanOrEqual(1500);
    await expect(compress(convo, { budget: 1500, tiered: { pool: 1000 } })).resolves.toBeDefined();
  });

  it('numbers ledger lines by input message (mN = messages[N]), as pith does', async () => {
    const text = (m: Message) => (typeof m.content === 'string' ? m.content : JSON.stringify(m.content));
    for (const strategy of ['pith', 'tiered'] as const) {
      for (const query of [undefined, 'Which order was it?']) {
        // A pool smaller than the conversation: it holds some turns whole and others as compact forms.
        const { messages } = await compress(convo, { budget: 800, strategy, query, tiered: { pool: 3000 } });
        const ledger = messages.find((m) => m.role === 'system' && text(m).startsWith('Facts from earlier messages'));
        expect(ledger, strategy).toBeDefined();
        const lines = text(ledger!).split('\n').slice(1);
        expect(lines.length).toBeGreaterThan(2);
        for (const line of lines) {
          const [, n, role, items] = /^m(\d+) (\w+): (.*)$/.exec(line)!;
          const source = convo[Number(n)];
          expect(source?.role, `${strategy}: ${line}`).toBe(role);
          // Each item ends with its fact, verbatim from that message (a replaced value's mark aside).
          for (const item of items.split('; ')) {
            const fact = item.replace(/ \(replaced by .*, m\d+\)$/, '').split(' ').at(-1)!;
            expect(text(source), `${strategy}: ${line}`).toContain(fact);
          }
        }
      }
    }
  });
});
