// The CLI refuses what it once took silently or misreported: option-like values, repeated flags,
// unknown document keys, a directory on stdin, integers past 2^53. Spawns the built CLI (dist/), as cli.test.ts does.
import { closeSync, mkdtempSync, openSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { parseCommand } from '../../src/cli/args.js';
import { integerFlag } from '../../src/cli/integer-flag.js';
import { splitDocument } from '../../src/cli/request.js';
import { runCli, type CliRun } from '../fixtures/run-cli.js';

// The real, built CLI: `npm test` builds first; run `npm run build` before running this file alone
// (spawning src/cli/main.ts through tsx cost about 3 s a run, dist/ about 1 s).
const MAIN = [join(process.cwd(), 'dist/cli/main.js')];
const SMALL = [
  { role: 'user', content: 'Order ORD-58213 for 40 chairs.' },
  { role: 'assistant', content: 'Noted: ORD-58213, 40 chairs.' },
];

function pith(args: string[], stdin?: string | number): Promise<CliRun> {
  return runCli(MAIN, args, stdin);
}

/** Exit code 2, exactly one stderr line `pith: <message>`, nothing on stdout. */
function expectRefused(run: CliRun, message: string): void {
  expect(run).toEqual({ code: 2, stdout: '', stderr: `pith: ${message}\n` });
}

let dir: string;
beforeAll(() => {
  dir = mkdtempSync(join(tmpdir(), 'pith-cli-strict-'));
});

describe('a flag that takes a value, followed by a token starting with "-"', () => {
  it('--query -hello names the token and the --query=-hello form, exit 2', async () => {
    expectRefused(
      await pith(['compress', '--query', '-hello', '--budget', '100'], JSON.stringify(SMALL)),
      'option --query: expected a value, found "-hello" (write --query=-hello for a value that starts with "-")',
    );
  });

  it('a known flag in the value position reads as a forgotten value; --query=-hello and negative numbers pass', async () => {
    expect(() => parseCommand(['compress', '--query', '--budget', '10'])).toThrow(
      'option --query: expected a value, found the option --budget',
    );
    expect(() => parseCommand(['compress', '--strategy', '-h'])).toThrow('found the option -h');
    expect(() => parseCommand(['compress', '--query', '--'])).toThrow('found the end of options --');
    const ok = parseCommand(['compress', '--query=-hello', '--budget', '-5', '--keep-last', '-']);
    expect(ok).toMatchObject({ kind: 'compress', flags: { query: '-hello', budget: '-5', keepLast: '-' } });
    // After "--" everything is a FILE, even a value flag's name.
    expect(parseCommand(['compress', '--', '--query'])).toMatchObject({ file: '--query' });
    const run = await pith(['compress', '--query=-hello', '--budget', '100'], JSON.stringify(SMALL));
    expect(run.code).toBe(0);
  });
});

describe('a flag given more than once', () => {
  it('--budget 100 --budget 200: one line naming both values, exit 2', async () => {
    expectRefused(
      await pith(['compress', '--budget', '100', '--budget', '200'], JSON.stringify(SMALL)),
      'option --budget: given twice (100, 200); expected it once',
    );
  });

  it('counts the = form and booleans too, and quotes values with spaces', () => {
    expect(() => parseCommand(['compress', '--budget=1', '--budget', '2', '--budget=3'])).toThrow(
      'option --budget: given 3 times (1, 2, 3); expected it once',
    );
    expect(() => parseCommand(['compress', '--query', 'a', '--query', 'b c'])).toThrow(
      'option --query: given twice (a, "b c"); expected it once',
    );
    expect(() => parseCommand(['compress', '--jsonl', '--jsonl'])).toThrow(
      'option --jsonl: given twice; expected it once',
    );
    expect(() => parseCommand(['compress', '--pretty', '--jsonl'])).not.toThrow();
  });
});

describe('keys of the whole input document', () => {
  it('an unknown key beside "messages" is an InputError naming it and the accepted keys, exit 2', async () => {
    const doc = JSON.stringify({ messages: SMALL, budjet: 5 });
    expectRefused(
      await pith(['compress', '--budget', '100'], doc),
      'unknown key "budjet": expected one of messages, query (or a key of an OpenAI chat-completions request, such as model)',
    );
  });

  it('an OpenAI chat-completions request body compresses as it is; a top-level "system" is refused', async () => {
    const body = { model: 'gpt-4o', temperature: 0.2, tools: [], messages: SMALL };
    const ok = await pith(['compress', '--budget', '100'], JSON.stringify(body));
    expect(ok.code, ok.stderr).toBe(0);
    const out = JSON.parse(ok.stdout) as { messages: unknown[] };
    expect(out.messages.length).toBeGreaterThan(0);
    expect(splitDocument(body)).toEqual({ messages: SMALL });
    // Anthropic's system prompt would be lost if read past.
    expect(() => splitDocument({ model: 'claude', system: 'Be brief.', messages: SMALL })).toThrow('unknown key "system"');
  });

  it('a developer message (OpenAI reasoning models) is kept as system and given back as developer, also in --jsonl', async () => {
    const developer = { role: 'developer', content: 'Be terse. Never share the gate code 4412.' };
    const chat = [developer, ...SMALL, { role: 'user', content: 'We also talked about the weather and the lunch menu for a while today, nothing important at all.' }, { role: 'user', content: 'Where is ORD-58213?' }];
    for (const budget of ['1000', '45']) {
      const run = await pith(['compress', '--budget', budget], JSON.stringify({ model: 'o3', messages: chat }));
      expect(run.code, run.stderr).toBe(0);
      const out = JSON.parse(run.stdout) as { messages: Array<{ role: string }>; stats: { compressedTokens: number } };
      expect(out.messages[0]).toEqual(developer);
      expect(out.messages.filter((m) => m.role === 'system' || m.role === 'developer')).toHaveLength(out.messages[1].role === 'system' ? 2 : 1);
      expect(out.stats.compressedTokens).toBeLessThanOrEqual(Number(budget));
    }
    // keepSystem false: the developer message may be cut, and is still a developer message.
    const lines = await pith(['compress', '--jsonl'], JSON.stringify({ messages: [{ role: 'developer', content: 'Keep answers short. '.repeat(40) + 'Gate code 4412.' }, ...SMALL], budget: 60, keepSystem: false }) + '\n');
    expect(lines.code, lines.stderr).toBe(0);
    const cut = JSON.parse(lines.stdout) as { messages: Array<{ role: string; content: string }> };
    const first = cut.messages.find((m) => m.content.includes('4412'));
    expect(first?.role).toBe('developer');
    expect(cut.messages.every((m) => Object.keys(m).every((k) => ['role', 'content'].includes(k)))).toBe(true);
  });

  it('the documented shapes still pass: a bare array and { messages, query }', () => {
    expect(splitDocument(SMALL)).toEqual({ messages: SMALL });
    expect(splitDocument({ messages: SMALL, query: 'chairs?' })).toEqual({ messages: SMALL, query: 'chairs?' });
    expect(splitDocument({ messages: SMALL })).toEqual({ messages: SMALL });
    // Options belong on the command line (or on a --jsonl line), not in the document.
    expect(() => splitDocument({ messages: SMALL, budget: 50 })).toThrow(
      'unknown key "budget": expected one of messages, query (or a key',
    );
  });
});

describe('a directory where the input should be', () => {
  let fd: number;
  beforeAll(() => {
    fd = openSync(dir, 'r');
  });
  afterAll(() => closeSync(fd));

  it('--jsonl < DIR: one line, exit 2 (it read as an empty stream and exited 0)', async () => {
    expectRefused(await pith(['compress', '--jsonl', '--budget', '100'], fd), 'cannot read stdin: expected a file or pipe, found a directory');
  });

  it('compress < DIR and compress --jsonl DIR: one line, exit 2', async () => {
    expectRefused(await pith(['compress', '--budget', '100'], fd), 'cannot read stdin: expected a file or pipe, found a directory');
    expectRefused(await pith(['compress', '--jsonl', dir]), `cannot read ${dir}: expected a readable file, found a directory`);
  });

  it('a regular file on stdin still works', async () => {
    const path = join(dir, 'chat.json');
    writeFileSync(path, JSON.stringify(SMALL));
    const file = openSync(path, 'r');
    try {
      const run = await pith(['compress', '--budget', '100'], file);
      expect(run.code).toBe(0);
      expect(JSON.parse(run.stdout).messages).toEqual(SMALL);
    } finally {
      closeSync(file);
    }
  });
});

describe('integers beyond Number.MAX_SAFE_INTEGER', () => {
  it('--budget 9007199254740993 is quoted as typed, not rounded to ...992, exit 2', async () => {
    expectRefused(
      await pith(['compress', '--budget', '9007199254740993'], JSON.stringify(SMALL)),
      'budget: expected a positive integer of at most 9007199254740991, found number 9007199254740993',
    );
  });

  it('integerFlag reads digits exactly: no rounding into or out of range, fractions refused', () => {
    expect(integerFlag('budget', '9007199254740991', 1)).toBe(Number.MAX_SAFE_INTEGER);
    expect(integerFlag('budget', '300', 1)).toBe(300);
    expect(integerFlag('budget', ' 300 ', 1)).toBe(300);
    expect(integerFlag('budget', '1e3', 1)).toBe(1000);
    expect(integerFlag('budget', '1.0', 1)).toBe(1);
    expect(integerFlag('budget', '0.05e2', 1)).toBe(5);
    expect(integerFlag('keepLast', '0', 0)).toBe(0);
    expect(integerFlag('keepLast', '0e999999999', 0)).toBe(0);
    expect(integerFlag('keepLast', undefined, 0)).toBeUndefined();
    const refused: Array<[string, string]> = [
      ['1e400', 'budget: expected a positive integer of at most 9007199254740991, found number 1e400'],
      ['9007199254740992.0', 'budget: expected a positive integer of at most 9007199254740991, found number 9007199254740992.0'],
      ['1.00000000000000001', 'budget: expected a positive integer, found number 1.00000000000000001'],
      ['0.5', 'budget: expected a positive integer, found number 0.5'],
      ['-5', 'budget: expected a positive integer, found number -5'],
      ['0', 'budget: expected a positive integer, found number 0'],
      ['e5', 'budget: expected a positive integer, found string "e5"'],
      ['0x10', 'budget: expected a positive integer, found string "0x10"'],
    ];
    for (const [text, message] of refused) expect(() => integerFlag('budget', text, 1)).toThrow(message);
  });
});
