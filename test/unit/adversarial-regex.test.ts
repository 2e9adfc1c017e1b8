// Untrusted text built to make a regex backtrack, or a scan go quadratic: each call must finish (the old code took seconds to hours), and answer as before.
import { describe, expect, it } from 'vitest';
import { compressAnthropic } from '../../src/adapters/anthropic.js';
import { classify } from '../../src/cli/failure.js';
import { compress, createMemory, detectQueryType, init, InputError, oracleKernel } from '../../src/platform/node.js';
import { stripThink } from '../../src/text/think.js';
import { openaiProvider } from '../../src/llm/openai.js';
import type { LlmProvider } from '../../src/llm/types.js';
import { CARRIED_HEADINGS } from '../../src/strategies/llm/carried.js';
import type { Message } from '../../src/types.js';

describe('adversarial input for the regexes', () => {
  it("adds a 40,000-character word that nearly looks like a code ('a1a1…a1's') (was cubic: 2.3 s at 4,000)", async () => {
    const word = 'a1'.repeat(20_000) + "'s";
    const memory = await createMemory();
    const message = { role: 'user' as const, content: `Note ${word} — the deadline is Friday.` };
    expect(await memory.add([message])).toHaveLength(1);
    expect(await memory.history()).toEqual([message]);
  }, 20_000);

  it('adds a 40,000-digit number (no letter after the digits)', async () => {
    const memory = await createMemory();
    const message = { role: 'user' as const, content: `Order ${'1'.repeat(40_000)} ships Friday.` };
    await memory.add([message]);
    expect(await memory.history()).toEqual([message]);
  }, 20_000);

  it('adds a message of 1,000,000 blank lines (the code-fence test was quadratic: 5 s at 100,000, minutes here)', async () => {
    const memory = await createMemory();
    const message = { role: 'user' as const, content: `Deadline Friday.${'\n'.repeat(1_000_000)}` };
    await memory.add([message]);
    expect(await memory.history()).toEqual([message]);
  }, 20_000);
});

// Inputs on which a scan of the text, or of the query, read the rest of a line or a word again at each
// position: quadratic, seconds at 100,000 characters and far past the timeout at these sizes.
describe('adversarial input for compress', () => {
  const around = (content: string) => [
    { role: 'user' as const, content: 'Hello there.' },
    { role: 'assistant' as const, content },
    { role: 'user' as const, content: 'ok?' },
  ];

  it('compresses a line of 300,000 backticks (the code-block regex read the line at each of them: 3 s at 100,000)', async () => {
    const r = await compress(around('`'.repeat(300_000)), { budget: 500 });
    expect(r.messages.at(-1)).toEqual({ role: 'user', content: 'ok?' });
  }, 10_000);

  it('compresses an Anthropic turn whose thinking and tool input are 200,000 backticks (the kernel measured the run at each backtick after the first: 3 s at 60,000)', async () => {
    const run = '`'.repeat(200_000);
    const body = {
      model: 'claude',
      max_tokens: 10,
      messages: [
        { role: 'user' as const, content: 'Run it.' },
        { role: 'assistant' as const, content: [{ type: 'thinking', thinking: run, signature: 's' }, { type: 'tool_use', id: 't1', name: 'f', input: { run } }] },
        { role: 'user' as const, content: [{ type: 'tool_result', tool_use_id: 't1', content: 'done' }] },
        { role: 'assistant' as const, content: 'It ran.' },
        { role: 'user' as const, content: 'ok?' },
      ],
    };
    const r = await compressAnthropic(body, { budget: 500, strategy: 'tiered' });
    expect(r.messages.at(-1)).toEqual({ role: 'user', content: 'ok?' });
  }, 10_000);

  it("splits 'x' and 200,000 backticks or tildes into the same units in the WASM kernel and its TypeScript twin", async () => {
    const wasm = await init();
    for (const text of [`x${'`'.repeat(200_000)}`, `x ${'~'.repeat(200_000)}\ncode\n${'~'.repeat(200_000)}`, 'Here: ```ts\nlet a = 1;\n```\nDone. a``` b ~~~ c````d']) {
      const a = wasm.analyze(text, Int32Array.of(0)).sentences;
      const b = oracleKernel().analyze(text, Int32Array.of(0)).sentences;
      expect([Array.from(a.start.slice(0, a.count)), Array.from(a.end.slice(0, a.count)), Array.from(a.flags.slice(0, a.count))]).toEqual([
        Array.from(b.start.slice(0, b.count)),
        Array.from(b.end.slice(0, b.count)),
        Array.from(b.flags.slice(0, b.count)),
      ]);
    }
  }, 10_000);

  it("compresses 'a-a-a-…' of 300,000 characters with tiered (the code regex read the rest of the word at each letter: 4.7 s at 100,000)", async () => {
    const r = await compress(around(`Note ${'a-'.repeat(150_000)} and ${'Ab-'.repeat(100_000)}1 done.`), { budget: 500, strategy: 'tiered' });
    expect(r.messages.at(-1)).toEqual({ role: 'user', content: 'ok?' });
  }, 10_000);

  it('compresses a list under a heading with 6,000 spaces and tabs before its colon (the heading regex tried every split of them: 15 s at 4,000)', async () => {
    const list = `Here is the plan.\n\n## Plan a${' \t'.repeat(3_000)}b:\n- Price: 45 dollars\n- Ship on May 3\n\nThat is all. ${'Filler sentence about things. '.repeat(200)}`;
    const r = await compress([...around(list), { role: 'assistant', content: `Sure. ${'More filler here. '.repeat(200)}` }, { role: 'user', content: 'ok?' }], { budget: 300 });
    expect(r.messages.at(-1)).toEqual({ role: 'user', content: 'ok?' });
  }, 10_000);

  it("takes a query of 300,000 characters 'a1a1…' (the code-query regex read the word back at each start: 3 s at 100,000)", async () => {
    expect(detectQueryType('a1'.repeat(150_000))).toBe('chat');
    const r = await compress(around('The price is 45 dollars. We ship on Friday.'.repeat(50)), { budget: 200, query: 'a1'.repeat(150_000) });
    expect(r.messages.at(-1)).toEqual({ role: 'user', content: 'ok?' });
  }, 10_000);

  it("takes a query into two messages of 'a-a-…' (300,000 characters; the bridge term was compared at every other character of its unit: 13 s)", async () => {
    const big = 'a-'.repeat(150_000);
    const messages = [
      { role: 'user' as const, content: big },
      { role: 'assistant' as const, content: 'Noted.' },
      { role: 'user' as const, content: big },
      { role: 'assistant' as const, content: 'ok' },
      { role: 'user' as const, content: 'next?' },
    ];
    const r = await compress(messages, { budget: 2000, query: big.slice(0, 20_000) });
    expect(r.messages.at(-1)).toEqual({ role: 'user', content: 'next?' });
  }, 10_000);

  it('takes a query of 100,000 characters of distinct words on as long a text (its stems were tried one by one at each position: 18 s)', async () => {
    const words = (n: number, seed: number) => {
      let s = '';
      for (let x = seed; s.length < n; ) (x = (x * 1103515245 + 12345) % 2147483648), (s += `w${x.toString(36).slice(0, 6)} `);
      return s;
    };
    const text = words(100_000, 7).replace(/((?:\S+ ){8})/g, '$1. ');
    const r = await compress(around(text), { budget: 2000, query: words(100_000, 3) });
    expect(r.messages.at(-1)).toEqual({ role: 'user', content: 'ok?' });
  }, 10_000);
});

describe('adversarial input for stripThink', () => {
  it('strips a line of 100,000 blocks (1.6 million characters; the rest of the line was read for each block: 20 s)', () => {
    expect(stripThink(`${'<think>a</think>'.repeat(100_000)}Answer.`)).toBe('Answer.');
  }, 10_000);

  it('keeps 150,000 closing tags inside code spans (each was checked against every span: 18 s)', () => {
    const text = `<think>${'`</think>` '.repeat(150_000)}`;
    expect(stripThink(text)).toBe(text);
    expect(stripThink(`${text}</think> Answer.`)).toBe('Answer.');
  }, 10_000);
});

// What a model (or a failing server) sends back, and the blocks an earlier compression carried, read
// by regexes that went back over a long run from each of its characters.
describe('adversarial replies for the LLM strategies', () => {
  const scripted = (reply: string): LlmProvider => ({ name: 'scripted', complete: async () => reply });
  const W = 'we need to order the chairs for the new office in lisbon this week';
  const chat = (extra: Message[] = [], big = ''): Message[] => [
    { role: 'system', content: 'You are a procurement assistant.' },
    ...extra,
    { role: 'user', content: `We need chairs. The total must not exceed $5,000. ${big}` },
    ...Array.from({ length: 12 }, (_, i) => ({ role: i % 2 ? 'assistant' : 'user', content: `Small talk ${i}: the weather in Lisbon was sunny and warm again, and we chatted about lunch.` }) as Message),
    { role: 'user', content: 'What is the final quantity?' },
  ];
  const last = { role: 'user', content: 'What is the final quantity?' };

  it("compresses with salience when the reply is '```json' and 500,000 spaces (the fence regex read the spaces from each one: 1.6 s at 100,000)", async () => {
    const r = await compress(chat(), { budget: 150, strategy: 'salience', llm: scripted('```json' + ' '.repeat(500_000)) });
    expect(r.messages.at(-1)).toEqual(last);
    expect(r.stats.llm?.fallback?.reason).toMatch(/expected a JSON object/);
  }, 10_000);

  it('compresses with salience when a quote holds 300,000 quote marks (the trim of trailing marks read them from each one: 3 s at 100,000)', async () => {
    const r = await compress(chat(), { budget: 150, strategy: 'salience', llm: scripted(JSON.stringify({ items: [{ kind: 'fact', quote: `x${'"'.repeat(300_000)}x` }] })) });
    expect(r.messages.at(-1)).toEqual(last);
  }, 10_000);

  it('compresses with amem and observations when a note or a record holds 300,000 spaces (/\\s*\\n\\s*/g read them from each one: 3 s at 100,000)', async () => {
    const spaces = `a${' '.repeat(300_000)}b`;
    const a = await compress(chat(), { budget: 150, strategy: 'amem', llm: scripted(JSON.stringify({ notes: [{ note: spaces, keywords: ['k'], tags: ['t'] }] })) });
    expect(a.messages.at(-1)).toEqual(last);
    const o = await compress(chat(), { budget: 150, strategy: 'observations', llm: scripted(JSON.stringify({ observations: [{ call: 'c1', tool: 't', record: spaces }], summary: 's.' })) });
    expect(o.messages.at(-1)).toEqual(last);
  }, 10_000);

  it('compresses with amem a carried notes line of 3,000 keyword and tag pairs (the note regex was cubic: 9 s at 30,000 characters)', async () => {
    const carried = { role: 'system' as const, content: `${CARRIED_HEADINGS.notes}\n- x${' [keywords: ] [tags: ]'.repeat(3_000)}x` };
    const r = await compress(chat([carried]), { budget: 150, strategy: 'amem', llm: scripted(JSON.stringify({ notes: [{ note: 'n', keywords: ['k'], tags: ['t'] }] })) });
    expect(r.messages.at(-1)).toEqual(last);
  }, 10_000);

  it("compresses with hybrid a carried graph line of 150,000 ' -[b' (the relation regex read the line from each: 0.6 s at 100,000)", async () => {
    const carried = { role: 'system' as const, content: `${CARRIED_HEADINGS.graph}\n- a${' -[b'.repeat(150_000)}` };
    const r = await compress(chat([carried]), { budget: 150, strategy: 'hybrid', llm: scripted(JSON.stringify({ entities: ['Ana'] })) });
    expect(r.messages.at(-1)).toEqual(last);
  }, 10_000);

  it("dedups salience quotes holding a 100,000-letter word and '1' then 100,000 dots (the fact-token regex read them from each character: 32 s)", async () => {
    const word = 'a'.repeat(100_000);
    const dots = `1${'.'.repeat(100_000)}x`;
    const quotes = [`${W} ${word}`, `${W} ${word} now`, `${W} ${dots}`, `${W} ${dots} now`];
    const r = await compress(chat([], `${W} ${word} now ${W} ${dots} now`), { budget: 150, strategy: 'salience', llm: scripted(JSON.stringify({ items: quotes.map((quote) => ({ kind: 'fact', quote })) })) });
    expect(r.messages.at(-1)).toEqual(last);
  }, 10_000);

  it('reads the error of an HTML reply with a title of 300,000 "<", or 150,000 unclosed <title> (3 s at 100,000)', async () => {
    const failing = (body: string) => openaiProvider({ baseURL: 'http://127.0.0.1:9/v1', model: 'm', retries: 0, fetch: async () => new Response(body, { status: 400 }) });
    await expect(failing(`<html><title>${'<'.repeat(300_000)}</title>`).complete([{ role: 'user', content: 'hi' }])).rejects.toThrow(/found 400: an HTML page "<{197}\.\.\."$/);
    await expect(failing(`<html>${'<title>'.repeat(150_000)}`).complete([{ role: 'user', content: 'hi' }])).rejects.toThrow(/found 400: an HTML page$/);
    await expect(failing('<html><TITLE>502 <b>Bad</b>\n Gateway</title>').complete([{ role: 'user', content: 'hi' }])).rejects.toThrow(/found 400: an HTML page "502 Bad Gateway"$/);
  }, 10_000);
});

// An error message that quotes the caller's input (an unknown key, an unknown knob) with a long run of
// spaces and no newline: the one-line regex /\s*\n\s*/g read the run again from each space (3 s at
// 100,000 spaces, about 5 minutes at these 1,000,000).
describe('adversarial input for the one-line error messages', () => {
  const spaces = `a${' '.repeat(1_000_000)}b`;

  it('classifies an error quoting a key of 1,000,000 spaces (the CLI answered an unknown key so: 3 s at 100,000)', () => {
    const message = `unknown key ${JSON.stringify(spaces)}: expected one of messages, query`;
    expect(classify(new InputError(message))).toEqual({ code: 'INVALID_INPUT', exit: 2, message });
    expect(classify(new Error(`${spaces}\n  x`)).message).toBe(`internal error: ${spaces} x`);
  }, 10_000);

  it('refuses an unknown tiered knob of 1,000,000 spaces in one line', async () => {
    const messages = [{ role: 'user' as const, content: 'hi' }];
    await expect(compress(messages, { budget: 100, strategy: 'tiered', tiered: { [spaces]: 1 } as never })).rejects.toThrow(/^tiered: expected only .*, found a {1000000}b$/);
  }, 10_000);
});
