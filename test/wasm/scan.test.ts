// Scanner and sentence-unit cases, run on both kernels.
import { beforeAll, describe, expect, it } from 'vitest';
import { oracle } from '../../src/kernel/oracle/index.js';
import { SentenceFlag, TokenKind, type Kernel } from '../../src/kernel/types.js';
import { freshWasmKernel } from './kernels.js';

const kernels: Record<string, Kernel> = { oracle };
beforeAll(async () => {
  kernels.wasm = (await freshWasmKernel()).kernel;
});

function tokens(k: Kernel, text: string): Array<[string, number]> {
  const t = k.scan(text);
  return Array.from({ length: t.count }, (_, i) => [text.slice(t.start[i], t.end[i]), t.kind[i]]);
}

function units(k: Kernel, text: string, docs = Int32Array.of(0)): string[] {
  const u = k.sentences(text, docs);
  return Array.from({ length: u.count }, (_, i) => text.slice(u.start[i], u.end[i]));
}

describe.each(['oracle', 'wasm'])('%s kernel', (name) => {
  const k = () => kernels[name];
  const { WORD, NUMBER, PUNCT, COMPOUND, CODE } = TokenKind;

  it('scans words, numbers, punctuation and code', () => {
    expect(tokens(k(), "don't state-of-the-art 3.14 1,234.50 10k 2nd `npm i` ?")).toEqual([
      ["don't", WORD], ['state-of-the-art', WORD], ['3.14', NUMBER], ['1,234.50', NUMBER], ['10k', NUMBER],
      ['2nd', NUMBER], ['`npm i`', CODE], ['?', PUNCT],
    ]);
  });

  it('keeps URLs, emails, domains, files, paths and versions whole', () => {
    const text = 'https://x.com/a?b=1. www.foo.org, a@b.io example.com file.txt index.d.ts src/a.ts ./run.sh v1.2.3 1.2.3';
    expect(tokens(k(), text).filter(([, kind]) => kind === COMPOUND).map(([s]) => s)).toEqual([
      'https://x.com/a?b=1', 'www.foo.org', 'a@b.io', 'example.com', 'file.txt', 'index.d.ts', 'src/a.ts', './run.sh', 'v1.2.3', '1.2.3',
    ]);
  });

  it('does not make compounds of abbreviations, decimals or and/or', () => {
    expect(tokens(k(), 'e.g. U.S. 3.14 and/or').filter(([, kind]) => kind === COMPOUND)).toEqual([]);
  });

  it('makes one PUNCT of a surrogate pair and of each lone surrogate; CJK is one word per character', () => {
    expect(tokens(k(), '🚀\uD800\uDC00x 日本')).toEqual([['🚀', PUNCT], ['\uD800\uDC00', PUNCT], ['x', WORD], ['日', WORD], ['本', WORD]]);
    expect(tokens(k(), '\uDC00\uD800')).toEqual([['\uDC00', PUNCT], ['\uD800', PUNCT]]);
  });

  it('makes one PUNCT of an emoji sequence: ZWJ, VS16, skin tones, flags, tags and keycaps', () => {
    const text = '👩\u200d💻 ❤\ufe0f 👍🏽 🇯🇵🇫🇷 1\ufe0f\u20e3 #\ufe0f\u20e3 🏳\ufe0f\u200d🌈 👨\u200d👩\u200d👧 ok👋 ✈\ufe0f 🏴\udb40\udc67\udb40\udc62\udb40\udc73\udb40\udc63\udb40\udc74\udb40\udc7f 🙂\u200d 12';
    expect(tokens(k(), text)).toEqual([
      ['👩\u200d💻', PUNCT], ['❤\ufe0f', PUNCT], ['👍🏽', PUNCT], ['🇯🇵', PUNCT], ['🇫🇷', PUNCT], ['1\ufe0f\u20e3', PUNCT],
      ['#\ufe0f\u20e3', PUNCT], ['🏳\ufe0f\u200d🌈', PUNCT], ['👨\u200d👩\u200d👧', PUNCT], ['ok', WORD], ['👋', PUNCT],
      ['✈\ufe0f', PUNCT], ['🏴\udb40\udc67\udb40\udc62\udb40\udc73\udb40\udc63\udb40\udc74\udb40\udc7f', PUNCT], ['🙂\u200d', PUNCT], ['12', NUMBER],
    ]);
    // No ZWJ or variation selector is ever a token of its own after an emoji.
    expect(tokens(k(), '🇯🇵🇫🇷🇩').map(([s]) => s)).toEqual(['🇯🇵', '🇫🇷', '🇩']);
    // A keycap glued to a word or a number is its own token, whole.
    expect(tokens(k(), 'Step1\ufe0f\u20e3 ships9\u20e3 12\ufe0f\u20e3 x_7\ufe0f\u20e3')).toEqual([
      ['Step', WORD], ['1\ufe0f\u20e3', PUNCT], ['ships', WORD], ['9\u20e3', PUNCT], ['1', NUMBER], ['2\ufe0f\u20e3', PUNCT],
      ['x_', WORD], ['7\ufe0f\u20e3', PUNCT],
    ]);
  });

  it('does not end sentences at abbreviations, initials, decimals, versions or file names', () => {
    const text = 'Dr. Smith met J. Doe at 3 p.m. in the U.S. today. It costs 3.14 e.g. v1.2.3 and file.txt, i.e. this. Next?';
    expect(units(k(), text)).toEqual([
      'Dr. Smith met J. Doe at 3 p.m. in the U.S. today.',
      'It costs 3.14 e.g. v1.2.3 and file.txt, i.e. this.',
      'Next?',
    ]);
  });

  it('does not end sentences at number abbreviations (ext. 7035, No. 5, pp. 12) before a digit only', () => {
    expect(units(k(), 'Tomasz Farouk (ext. 7035) sat in on the call. Then we left.')).toEqual([
      'Tomasz Farouk (ext. 7035) sat in on the call.',
      'Then we left.',
    ]);
    expect(units(k(), 'Call Tel. 555 or see pp. 12, fig. 3, Apt. 4B and Ste. 200 today. Nr. 7 is next.')).toEqual([
      'Call Tel. 555 or see pp. 12, fig. 3, Apt. 4B and Ste. 200 today.',
      'Nr. 7 is next.',
    ]);
    expect(units(k(), 'We lost the ext. The rest is fine.')).toEqual(['We lost the ext.', 'The rest is fine.']);
  });

  it('ends units at . ! ? with closing quotes, and at blank lines', () => {
    expect(units(k(), 'He said "stop!" Then left.\n\nNew para')).toEqual(['He said "stop!"', 'Then left.', 'New para']);
  });

  it('ends Chinese and Japanese sentences at 。！？ with no space after them, closing brackets included', () => {
    const jp = '倉庫のゲートコードは7788です。「配送は月曜日です！」本当ですか？我们决定使用Node.js。预算是5000元';
    expect(units(k(), jp)).toEqual(['倉庫のゲートコードは7788です。', '「配送は月曜日です！」', '本当ですか？', '我们决定使用Node.js。', '预算是5000元']);
    // Past the SIMD block size, with fullwidth commas and parentheses (not stops) around.
    const long = `${'東京（本社）、大阪、名古屋の倉庫を使います'.repeat(3)}。次の文です。`;
    expect(units(k(), long)).toEqual([`${'東京（本社）、大阪、名古屋の倉庫を使います'.repeat(3)}。`, '次の文です。']);
    // A run of stops after a wide one ends there too (the oracle once looped forever on it).
    expect(units(k(), '本当ですか！？はい。。え？！OK。.次')).toEqual(['本当ですか！？', 'はい。。', 'え？！', 'OK。.', '次']);
  });

  it('splits newline-separated lines (list items, logs) but joins prose wrapped mid-sentence', () => {
    expect(units(k(), '- one\n- two\n12:00 INFO a\n12:01 WARN b')).toEqual(['- one', '- two', '12:00 INFO a', '12:01 WARN b']);
    expect(units(k(), 'this sentence is wrapped\nin the middle, and\ngoes on. Next')).toEqual([
      'this sentence is wrapped\nin the middle, and\ngoes on.',
      'Next',
    ]);
  });

  it('ends a run-on list at its first clause break past 400 characters, and no shorter sentence', () => {
    const items = Array.from({ length: 60 }, (_, i) => `item number ${i} of the list`).join(', ');
    const text = `Other considerations include ${items}. Short one, with a comma; and a semicolon.`;
    const u = units(k(), text);
    // Every piece but the last of the list ends at a comma, after at least 400 characters.
    const list = u.slice(0, -1);
    expect(list.length).toBeGreaterThanOrEqual(4);
    for (const piece of list.slice(0, -1)) {
      expect(piece.endsWith(',')).toBe(true);
      expect(piece.length).toBeGreaterThanOrEqual(400);
      expect(piece.length).toBeLessThan(440);
    }
    expect(list.at(-1)!.endsWith('of the list.')).toBe(true);
    // Nothing is lost: the pieces joined by single spaces give the list back.
    expect(list.join(' ')).toBe(`Other considerations include ${items}.`);
    expect(u.at(-1)).toBe('Short one, with a comma; and a semicolon.');
    // A comma not followed by a space (numbers, minified JSON) never breaks a unit.
    const json = `{${Array.from({ length: 80 }, (_, i) => `"k${i}":${i}`).join(',')}}`;
    expect(units(k(), json)).toEqual([json]);
  });

  it('keeps a fenced code block as one CODE unit, blank lines and periods inside', () => {
    const text = 'Run this:\n```js\nconst a = 1.\n\nconst b = 2. Done?\n```\nAfter.\n~~~\nunclosed\n\nstill code';
    expect(units(k(), text)).toEqual(['Run this:', '```js\nconst a = 1.\n\nconst b = 2. Done?\n```', 'After.', '~~~\nunclosed\n\nstill code']);
    const a = k().analyze(text, Int32Array.of(0));
    expect(Array.from(a.sentences.flags, (f) => (f & SentenceFlag.CODE ? 1 : 0))).toEqual([0, 1, 0, 1]);
  });

  it('never closes a block at a fence with a language tag: inside a block, "```py" is code (CommonMark)', () => {
    const code = '```\nnotes\n```py\ndef f(a):\n    if a:\n        return 1\n```';
    expect(units(k(), `Old draft:\n${code}\nAfter it.`)).toEqual(['Old draft:', code, 'After it.']);
    const unclosed = '````\nnotes\n````md\n# Title\n\nBody.';
    expect(units(k(), unclosed)).toEqual([unclosed]);
  });

  it('opens a code block at a fence after text on the same line, but not at inline triple backticks', () => {
    const text = '<think>x</think>```ts\nconst a = 1.\n\nb();\n```\nSee ```inline``` here. Done.';
    expect(units(k(), text)).toEqual(['<think>x</think>', '```ts\nconst a = 1.\n\nb();\n```', 'See ```inline``` here.', 'Done.']);
    const a = k().analyze(text, Int32Array.of(0));
    expect(Array.from(a.sentences.flags, (f) => (f & SentenceFlag.CODE ? 1 : 0))).toEqual([0, 1, 0, 0]);
  });

  it('starts a block with the blockquote or list markers before its fence, and ends a quoted block where its quote ends', () => {
    // The markers were a unit of their own ("-", ">", "1."): a block kept without them lost its place.
    expect(units(k(), '- ```sh\n  ls\n  ```\n- Or use the GUI.')).toEqual(['- ```sh\n  ls\n  ```', '- Or use the GUI.']);
    expect(units(k(), 'Steps:\n1. ```sh\n   make\n   ```\n2) ```\n   test\n   ```')).toEqual(['Steps:', '1. ```sh\n   make\n   ```', '2) ```\n   test\n   ```']);
    // A block opened in a blockquote closes at "> ```", and an unclosed one ends with the quote (it ran to the message end).
    expect(units(k(), 'He wrote:\n> ```bash\n> npm ci\n> ```\n> It failed.\nWe pinned Node 20.')).toEqual([
      'He wrote:', '> ```bash\n> npm ci\n> ```', '> It failed.', 'We pinned Node 20.',
    ]);
    expect(units(k(), '>> ```js\n>> a()\n\nOutside text.')).toEqual(['>> ```js\n>> a()', 'Outside text.']);
    const a = k().analyze('> ```js\n> a()\n> ```\nAfter.', Int32Array.of(0));
    expect(Array.from(a.sentences.flags, (f) => (f & SentenceFlag.CODE ? 1 : 0))).toEqual([1, 0]);
  });

  it('opens no block at a fence named in prose, nor at a line opening with inline triple backticks', () => {
    // Both took the rest of the message as one code unit.
    expect(units(k(), 'Wrap code in ``` to show it.\nNext line here.\nAnd more.')).toEqual(['Wrap code in ``` to show it.', 'Next line here.', 'And more.']);
    expect(units(k(), 'Text ~~~ not a fence~~~ here.\nNext.')).toEqual(['Text ~~~ not a fence~~~ here.', 'Next.']);
    expect(units(k(), '```npm ci``` installs deps.\nMore text.')).toEqual(['```npm ci``` installs deps.', 'More text.']);
    // A language tag after the fence still opens one, CRLF included.
    expect(units(k(), 'Here: ```ts\r\nconst a = 1;\r\n```\r\nAfter.')).toEqual(['Here:', '```ts\r\nconst a = 1;\r\n```', 'After.']);
  });

  it('does not end sentences inside a date or section number, nor after a dotted abbreviation before a lower-case word', () => {
    expect(units(k(), 'We met on Jan. 5, 2026 at noon. Read sec. 4.2.1 today. We shipped in Dec. The rest is fine.')).toEqual([
      'We met on Jan. 5, 2026 at noon.', 'Read sec. 4.2.1 today.', 'We shipped in Dec.', 'The rest is fine.',
    ]);
    expect(units(k(), 'The U.S.A. is big. She has a Ph.D. in CS. Bob a.k.a. the builder came. He left the U.K. Then rain.')).toEqual([
      'The U.S.A. is big.', 'She has a Ph.D. in CS.', 'Bob a.k.a. the builder came.', 'He left the U.K. Then rain.',
    ]);
  });

  it('joins a setext underline to the line above it (kept alone, it would make another line a heading)', () => {
    expect(units(k(), 'Release Notes\n=============\nWe fixed it.\nKnown Issues\n------------\nSafari flickers.')).toEqual([
      'Release Notes\n=============', 'We fixed it.', 'Known Issues\n------------', 'Safari flickers.',
    ]);
    // After a blank line it is a thematic break, and a table's rule row is no underline.
    expect(units(k(), 'Para one\n\n---\n\nPara two')).toEqual(['Para one', '---', 'Para two']);
    expect(units(k(), 'A | B\n--- | ---\n1 | 2')).toEqual(['A | B', '--- | ---', '1 | 2']);
  });

  it('excludes surrounding whitespace; whitespace-only docs have no unit; units stay in their doc', () => {
    expect(units(k(), '  \n\t \r\n ')).toEqual([]);
    const text = 'One two. Three';
    const u = k().sentences(text, Int32Array.of(0, 4));
    expect(Array.from({ length: u.count }, (_, i) => [text.slice(u.start[i], u.end[i]), u.doc[i]])).toEqual([
      ['One', 0], ['two.', 1], ['Three', 1],
    ]);
  });

  it('flags questions, constraints, decisions, goals, corrections and errors', () => {
    const text = [
      'What is the deadline?', 'We must never exceed $40.', 'We decided to go with Postgres.', 'The goal is to ship.',
      'Actually, change the venue to Rome.', 'The server returned 503 and the job failed.',
    ].join(' ');
    const a = k().analyze(text, Int32Array.of(0));
    const f = Array.from(a.sentences.flags);
    expect(f[0] & SentenceFlag.QUESTION).toBeTruthy();
    expect(f[1] & SentenceFlag.CONSTRAINT && f[1] & SentenceFlag.HAS_PIN).toBeTruthy();
    expect(f[2] & SentenceFlag.DECISION).toBeTruthy();
    expect(f[3] & SentenceFlag.GOAL).toBeTruthy();
    expect(f[4] & SentenceFlag.CORRECTION).toBeTruthy();
    expect(f[5] & SentenceFlag.ERROR && f[5] & SentenceFlag.KEY_TERM).toBeTruthy();
  });

  it('penalizes near repeats', () => {
    const s = 'The deploy of the billing service failed on Monday night because the migration locked the orders table for twenty minutes while the cache was cold.';
    const a = k().analyze(`${s} Other words here now please. ${s.replace('Monday', 'Tuesday')} ${s}`, Int32Array.of(0));
    expect(Array.from(a.sentences.flags, (f) => (f & SentenceFlag.NEAR_REPEAT ? 1 : 0))).toEqual([0, 0, 1, 1]);
  });
});
