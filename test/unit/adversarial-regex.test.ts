// Untrusted text built to make a regex backtrack, or a scan go quadratic: each call must finish (the old code took seconds to hours), and answer as before.
import { describe, expect, it } from 'vitest';
import { compressAnthropic } from '../../src/adapters/anthropic.js';
import { compress, createMemory, detectQueryType, init, oracleKernel } from '../../src/platform/node.js';
import { stripThink } from '../../src/text/think.js';

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
