// Warm and cold forms, fact snippets, salience, answer-type relevance and the static-vector default of tiered memory.
import fc from 'fast-check';
import { describe, expect, it, vi } from 'vitest';
import { createMemory, init, initVectors, inMemoryStore } from '../../src/platform/node.js';
import { defaultEmbedder } from '../../src/memory/create-memory.js';
import { taskDrafts } from '../../src/memory/add-segments.js';
import { factKinds, salience, segmentUnits } from '../../src/memory/segment-units.js';
import { factSnippet, SNIPPET_CHARS, SNIPPET_WORDS } from '../../src/memory/snippet.js';
import { coldForm, GIST_WORDS, warmForm } from '../../src/memory/summarize.js';
import { firstWords } from '../../src/text/first-words.js';
import { PinKind } from '../../src/kernel/types.js';
import { generateConversation } from '../../bench/generate-conversation.js';

const kernel = await init();
const measure = { count: (t: string) => kernel.estimateTokens(t), partTokens: 85, kernelEstimate: true };
const filler = 'The weather has been lovely this week, which does not help with any of this. A podcast about small kitchens had a few decent tips. ';
const clock = () => {
  let t = 0;
  return () => (t += 60_000);
};

describe('cold and warm forms', () => {
  it('keep constraint and decision sentences verbatim, facts with their context words, and drop small talk', () => {
    const text = filler + 'Non-negotiable for us: the supplier must be ISO 14001 certified. ' + filler +
      'We went with Oakline Builders. ' + filler + 'Base salary of €94,000 is fine, and 26 days of annual leave is above average, so there is room but not much, as I said to my cousin over a long dinner in the old town last week.';
    const m = [{ role: 'user' as const, content: text }];
    const cold = coldForm(m, kernel, measure).content as string;
    expect(cold).toContain('the supplier must be ISO 14001 certified.');
    expect(cold).toContain('We went with Oakline Builders.');
    expect(cold).toContain('€94,000');
    expect(cold).toContain('26 days of annual');
    expect(cold).not.toContain('podcast');
    expect(kernel.estimateTokens(cold)).toBeLessThan(kernel.estimateTokens(text) / 2);
    const warm = warmForm(m, kernel, measure).content as string;
    expect(warm).toContain('the supplier must be ISO 14001 certified.');
    expect(warm).toContain('We went with Oakline Builders.');
    expect(warm).toContain('€94,000');
    expect(kernel.estimateTokens(warm)).toBeLessThan(kernel.estimateTokens(text));
  });

  it('keep the memory\'s task, its first user message, as core; a later turn worded the same is just a turn', async () => {
    const task = 'notify-gateway keeps timing out under load. Constraints: do not change the public API of the package, and no new dependencies. Lena Alvarez (ext. 6434) sat in on the call.';
    const later = 'The cache warms slowly after deploys. Constraints: do not change the retry wrapper, and no new flags. Mia Lund (ext. 7311) sat in on the call.';
    const store = inMemoryStore();
    const memory = await createMemory({ store, now: clock(), hotTokens: 60, warmTokens: 10, coldTokens: 100_000 });
    await memory.add({ role: 'system', content: 'You are a coding agent.' });
    const [taskId] = await memory.add({ role: 'user', content: task });
    const [laterId] = await memory.add({ role: 'user', content: later });
    for (let i = 0; i < 3; i++) await memory.add({ role: 'assistant', content: filler });
    const stored = async (id: string) => (await store.get<{ tier: string; task?: boolean; compressed: { content: string } }>(`seg:${id}`))!;
    const [a, b] = [await stored(taskId), await stored(laterId)];
    expect([a.tier, b.tier]).toEqual(['cold', 'cold']);
    expect(a.task).toBe(true);
    expect(b.task).toBeUndefined();
    expect(a.compressed.content).toContain('Constraints: do not change the public API of the package, and no new dependencies.');
    expect(b.compressed.content).not.toContain('retry wrapper');
    expect(b.compressed.content).toContain('7311');
    // The same turn analysed as the task keeps its constraint sentence.
    const m = [{ role: 'user' as const, content: later }];
    expect(coldForm(m, kernel, measure, segmentUnits(m, kernel, measure, true)).content).toContain('do not change the retry wrapper, and no new flags.');
  });

  it('find the task among drafts: the first with a user message, every part of a split one, none once a task is stored', () => {
    const sys = { messages: [{ role: 'system' as const, content: 'Be brief.' }] };
    const user = { messages: [{ role: 'user' as const, content: 'Ship 45 units.' }] };
    const part = (index: number) => ({ ...user, split: { index, count: 3 } });
    expect(taskDrafts([sys, user, user], true)).toEqual([false, true, false]);
    expect(taskDrafts([sys, part(0), part(1), part(2), user], true)).toEqual([false, true, true, true, false]);
    expect(taskDrafts([sys, user], false)).toEqual([false, false]);
    expect(taskDrafts([sys], true)).toEqual([false]);
  });

  it('of a minified JSON dump stay no bigger than it: facts a few characters apart share one snippet', () => {
    const rows = Array.from({ length: 1500 }, (_, i) => ({ sku: `DESK-${1000 + i}`, total: `$${i}.50`, city: 'Lyon' }));
    const dump = [{ role: 'tool' as const, tool_call_id: 'c1', content: JSON.stringify(rows) }];
    const cold = coldForm(dump, kernel, measure).content as string;
    expect(cold).toContain('"sku":"DESK-2499","total":"$1499.50"'); // the last row's facts, as written
    expect(cold.split('; ').length).toBe(1);
    expect(kernel.estimateTokens(cold)).toBeLessThanOrEqual(kernel.estimateTokens(dump[0].content) + 8);
    // In prose, a fact inside the previous snippet's words widens it: one snippet, not two.
    const trip = [{ role: 'user' as const, content: `${filler}Book the 3 nights for $1,240 in May, said nobody. ${filler}` }];
    const tripCold = coldForm(trip, kernel, measure).content as string;
    expect(tripCold).toContain('facts: Book the 3 nights for $1,240 in May, said');
    expect(tripCold.match(/\$1,240/g)).toHaveLength(1);
  });

  it('a segment of small talk gets a short gist and no salience; facts and core raise it', () => {
    const small = [{ role: 'assistant' as const, content: filler + filler }];
    const cold = coldForm(small, kernel, measure).content as string;
    expect(cold.split(/\s+/).length).toBeLessThanOrEqual(13);
    expect(salience(segmentUnits(small, kernel, measure))).toBe(0);
    const rich = [{ role: 'user' as const, content: 'We decided the deposit of $412.50 is due on May 3.' }];
    const su = segmentUnits(rich, kernel, measure);
    expect(salience(su)).toBeGreaterThan(0.5);
    expect(factKinds(su) & (1 << PinKind.MONEY)).not.toBe(0);
    expect(factKinds(su) & (1 << PinKind.DATE)).not.toBe(0);
    expect(factKinds(segmentUnits(small, kernel, measure))).toBe(0);
  });
});

describe('the gist of text written without spaces', () => {
  const zh = '今天天气很好我们一起去公园散步然后在湖边喝茶聊天看看风景感觉非常舒服大家都很开心希望下次还能再来这里玩一整天';
  const ja = '昨日は友達と一緒に新しいカフェに行って美味しいケーキを食べながらゆっくりおしゃべりを楽しみました本当に素敵な時間でした';
  // Han characters outside the BMP: each one a surrogate pair.
  const astral = Array.from({ length: 40 }, (_, i) => String.fromCodePoint(0x20000 + i)).join('');
  const loneSurrogate = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;

  it('is cut by words (Intl.Segmenter), not kept whole as one giant "word", and never inside a surrogate pair', () => {
    for (const text of [zh, ja, '𠀀' + zh + astral, 'Note: ' + ja]) {
      const cold = coldForm([{ role: 'user', content: text }], kernel, measure).content as string;
      expect(cold.endsWith(' …'), cold).toBe(true);
      const shown = cold.slice(0, -2);
      expect(shown.length).toBeGreaterThan(3);
      expect(shown.length).toBeLessThan(text.length / 2);
      expect(text.startsWith(shown)).toBe(true);
      expect(loneSurrogate.test(cold)).toBe(false);
    }
  });

  it('counts GIST_WORDS words: whitespace words as before, dictionary words inside a run without spaces', () => {
    expect(firstWords(zh, GIST_WORDS)).toBe('今天天气很好我们一起去公园散步然后在湖边喝茶聊天 …');
    expect(firstWords('今天 天气', GIST_WORDS)).toBe('今天 天气');
    const english = 'The weather has been lovely this week, which does not help with any of this.';
    expect(firstWords(english, GIST_WORDS)).toBe('The weather has been lovely this week, which does not help with …');
    expect(firstWords('state-of-the-art  kit', 1)).toBe('state-of-the-art …');
    expect(firstWords('Ship to 東京 today', 3)).toBe('Ship to 東京 …');
    for (let n = 1; n < 40; n++) expect(loneSurrogate.test(firstWords(astral, n))).toBe(false);
  });

  it('falls back to one word per character where Intl.Segmenter is missing', async () => {
    const original = Intl.Segmenter;
    vi.resetModules();
    try {
      (Intl as { Segmenter?: unknown }).Segmenter = undefined;
      const fresh = await import('../../src/text/first-words.js');
      expect(fresh.firstWords(astral, 3)).toBe(astral.slice(0, 6) + ' …');
      expect(fresh.firstWords('Ship to 東京都 today', 3)).toBe('Ship to 東 …');
    } finally {
      (Intl as { Segmenter?: unknown }).Segmenter = original;
    }
  });

  it('reads a run without spaces only as far as the words it needs, and cuts it where reading all of it would', async () => {
    // Segmenting a whole run of a megabyte of Thai or Chinese took 22–52 s, for a gist of 12 words.
    const original = Intl.Segmenter;
    let read = 0;
    class Counting extends original {
      segment(text: string): Intl.Segments {
        const all = super.segment(text);
        const counted = function* () {
          for (const s of all) read++, yield s;
        };
        return { [Symbol.iterator]: counted } as unknown as Intl.Segments;
      }
    }
    vi.resetModules();
    try {
      (Intl as { Segmenter?: unknown }).Segmenter = Counting;
      const fresh = await import('../../src/text/first-words.js');
      const thai = 'สวัสดีครับ'.repeat(2000);
      fresh.firstWords(thai, GIST_WORDS);
      expect(read).toBeLessThan(4 * GIST_WORDS);
    } finally {
      (Intl as { Segmenter?: unknown }).Segmenter = original;
    }
    // Cut as by the whole run's dictionary words.
    const seg = new Intl.Segmenter('zh', { granularity: 'word' });
    const wholeRun = (run: string, n: number) => {
      const ends = [...seg.segment(run)].filter((x) => x.isWordLike).map((x) => x.index + x.segment.length);
      return ends.length > n ? run.slice(0, ends[n - 1]) + ' …' : run;
    };
    for (const run of [zh, ja, 'สวัสดีครับวันนี้อากาศดีมากเราไปเที่ยวทะเลกันเถอะ', astral]) {
      for (let n = 1; n < 30; n++) expect(firstWords(run, n)).toBe(wholeRun(run, n));
    }
  });
});

describe('fact snippets', () => {
  /** The snippet as first written: split the whole sentence around the fact (for a huge sentence,
   * slow, and in minified JSON it took the rest of the sentence as one word). */
  function wholeSentence(text: string, from: number, to: number, start: number, end: number): string {
    const before = text.slice(from, start);
    const after = text.slice(end, to);
    const head = /\s$/.test(before) ? before.split(/(\s+)/).slice(0, -1).slice(-2 * SNIPPET_WORDS).join('') : '';
    const tail = after.split(/\s+/).filter(Boolean).slice(0, SNIPPET_WORDS).join(' ');
    return (head + text.slice(start, end) + (tail && /^\s/.test(after) ? ' ' + tail : tail)).trim().replace(/[,;:]$/, '');
  }

  const text = (pieces: fc.Arbitrary<string>) => fc.array(pieces, { minLength: 1, maxLength: 60 }).map((p) => p.join(' '));
  const spans = (t: string) => fc.array(fc.integer({ min: 0, max: t.length }), { minLength: 4, maxLength: 4 }).map((c) => [...c].sort((a, b) => a - b));
  const word = fc.stringMatching(/^[a-z,:]{1,12}$/);
  const space = fc.constantFrom(' ', '  ', '\n', ' \t ');

  it('equal the whole-sentence split wherever three words fit in the window on each side', () => {
    fc.assert(
      fc.property(text(fc.oneof(word, space)).chain((t) => fc.tuple(fc.constant(t), spans(t))), ([t, [from, start, end, to]]) => {
        expect(factSnippet(t, from, to, start, end).text).toBe(wholeSentence(t, from, to, start, end));
      }),
      { numRuns: 400 },
    );
  });

  it('never cut a surrogate pair in two at the edge of their window (emoji, rare Han characters without spaces)', () => {
    const astral = Array.from({ length: 40 }, (_, i) => String.fromCodePoint(0x20000 + i)).join('');
    const lone = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;
    for (const pad of ['', 'x']) {
      const t = '45' + pad + astral;
      expect(lone.test(factSnippet(t, 0, t.length, 0, 2).text)).toBe(false);
      const u = astral + pad + ' 45';
      expect(lone.test(factSnippet(u, 0, u.length, u.length - 2, u.length).text)).toBe(false);
    }
  });

  it('stay within SNIPPET_CHARS of the fact when words have no end (minified JSON, long code lines)', () => {
    const long = fc.integer({ min: 100, max: 1500 }).map((n) => 'w'.repeat(n));
    fc.assert(
      fc.property(text(fc.oneof(word, space, long)).chain((t) => fc.tuple(fc.constant(t), spans(t))), ([t, [from, start, end, to]]) => {
        const { text: snip, start: first, end: last } = factSnippet(t, from, to, start, end);
        expect(first).toBeGreaterThanOrEqual(Math.max(from, start - SNIPPET_CHARS));
        expect(last).toBeLessThanOrEqual(Math.min(to, end + SNIPPET_CHARS));
        expect(snip.length).toBeLessThanOrEqual(end - start + 2 * SNIPPET_CHARS + 1);
        expect(snip).toContain(t.slice(start, end).trim().replace(/[,;:]$/, ''));
      }),
      { numRuns: 400 },
    );
    // A word the window cuts is left out when whole words remain.
    const cut = `${'x'.repeat(100)} please pay $45 now ${'y'.repeat(100)}`;
    const pay = cut.indexOf('$45');
    expect(factSnippet(cut, 0, cut.length, pay, pay + 3)).toEqual({ text: 'please pay $45 now', start: pay - 11, end: pay + 7 });
    const json = JSON.stringify(Array.from({ length: 200 }, (_, i) => ({ id: `ORD-${i}`, city: 'Lyon' })));
    const at = json.indexOf('ORD-100');
    expect(factSnippet(json, 0, json.length, at, at + 7).text.length).toBeLessThanOrEqual(7 + 2 * SNIPPET_CHARS);
  });

  it('show a quoted value with its key, and a quoted or bracketed one without the quotes and brackets around it', () => {
    const snippet = (t: string, fact: string) => {
      const at = t.indexOf(fact);
      return factSnippet(t, 0, t.length, at, at + fact.length);
    };
    const pretty = '{\n  "status": 503,\n  "version": "1.4.7"\n}';
    expect(snippet(pretty, '1.4.7')).toMatchObject({ text: 'version: 1.4.7', start: pretty.indexOf('"version"') });
    const args = 'http_get {"target":"auth-api","path":"scripts/pool-schema.ts"}';
    expect(snippet(args, 'scripts/pool-schema.ts').text).toBe('path: scripts/pool-schema.ts');
    expect(snippet("name = 'DESK-42'", 'DESK-42').text).toBe('name: DESK-42');
    // No key before it: the bare value. A quote on one side only is not a value: the words after it stay.
    expect(snippet('["ORD-5821"]', 'ORD-5821').text).toBe('ORD-5821');
    expect(snippet('    at connect (src/db/pool.ts:88:13)\n', 'src/db/pool.ts:88:13').text).toBe('src/db/pool.ts:88:13');
    expect(snippet('the code "7731-QX is on the gate', '7731-QX').text).toBe('7731-QX is on the');
  });

  it('of a tool call and its JSON result name each fact by its key', () => {
    const call = { id: 'c1', type: 'function' as const, function: { name: 'http_get', arguments: '{"target":"auth-api","path":"scripts/pool-schema.ts"}' } };
    const turn = [
      { role: 'assistant' as const, content: '', tool_calls: [call] },
      { role: 'tool' as const, tool_call_id: 'c1', content: '{\n  "status": 503,\n  "host": "edge-01",\n  "version": "1.4.7"\n}' },
    ];
    const cold = coldForm(turn, kernel, measure).content as string;
    expect(cold).toContain('path: scripts/pool-schema.ts');
    expect(cold).toContain('version: 1.4.7');
    expect(cold).not.toMatch(/"\}|1\.4\.7"/);
  });

  it('lose no pinned fact: one inside the stretch a quoted value stands for still shows, and so does a French mobile number', () => {
    const json = [{ role: 'user' as const, content: `${filler}Deployed {"version":"1.4.7","host":"app-05","memory":"384Mi"} to staging. ${filler}` }];
    const cold = coldForm(json, kernel, measure).content as string;
    expect(cold).toContain('1.4.7');
    expect(cold).toContain('384Mi');
    const phone = [{ role: 'user' as const, content: `${filler}Call Ana Martins at +33 6 12 34 56 78 about order ORD-99812. ${filler}` }];
    expect(coldForm(phone, kernel, measure).content).toContain('+33 6 12 34 56 78 about order ORD-99812');
  });
});

describe('relevance', () => {
  it('an old fact segment outranks recent small talk in blind context(), through its salience', async () => {
    const memory = await createMemory({ now: clock(), hotTokens: 100, warmTokens: 100, coldTokens: 100_000 });
    const [fact] = await memory.add({ role: 'user', content: 'We went with Oakline Builders; the quote is $13,621.' });
    for (let i = 0; i < 40; i++) await memory.add({ role: i % 2 ? 'assistant' : 'user', content: filler + filler });
    const { stats, messages } = await memory.context({ budget: 300 });
    expect(stats.segments.some((s) => s.id === fact)).toBe(true);
    expect(messages.map((m) => m.content).join('\n')).toContain('$13,621');
  });

  it('with a query, the segment holding the asked kind of fact is expanded from its original', async () => {
    const convo = generateConversation({ seed: 3, targetTokens: 8000 });
    const memory = await createMemory({ now: clock(), hotTokens: 300, warmTokens: 300, coldTokens: 100_000 });
    const original = { role: 'user' as const, content: 'By the way, the courier phone number for the Lisbon depot is +351 21 555 0199, ask for Marta.' };
    const [id] = await memory.add(original);
    for (const m of convo) await memory.add(m);
    const { messages, stats } = await memory.context({ query: 'What is the phone number of the Lisbon courier?', budget: 800 });
    expect(stats.segments.find((s) => s.id === id)).toMatchObject({ expanded: true });
    expect(messages).toContainEqual(original);
  });
});

describe('static vectors by default', () => {
  it('uses the static word vectors when no embedder is given and they load, and stores a vector per segment', async () => {
    const loaded = await initVectors();
    expect(loaded.hasVectors()).toBe(true);
    const embedder = await defaultEmbedder(kernel);
    expect(embedder?.name).toBe('static');
    const [v] = await embedder!.embed(['ship the pallets to the warehouse']);
    expect(v.length).toBe(kernel.vectorDims());
    const fill = async (opts: Parameters<typeof createMemory>[0]) => {
      const memory = await createMemory({ now: clock(), hotTokens: 50, warmTokens: 50, coldTokens: 100_000, ...opts });
      await memory.add({ role: 'user', content: 'The pallets go to the Rotterdam warehouse on dock 4.' });
      for (let i = 0; i < 20; i++) await memory.add({ role: 'assistant', content: filler });
      const { stats } = await memory.context({ query: 'freight depot harbour', budget: 400 });
      return stats.segments.find((s) => s.id === 's00000000')!.score;
    };
    // A paraphrase that shares no index term with the stored turn scores higher through the vectors
    // than with an embedder that gives no similarity at all.
    const flat = { name: 'flat', dimensions: 2, embed: async (t: readonly string[]) => t.map(() => Float32Array.of(0, 0)) };
    expect(await fill({})).toBeGreaterThan((await fill({ embedder: flat })) + 0.01);
  });
});
