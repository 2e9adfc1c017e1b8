// The `pith` CLI end to end: files and stdin, --jsonl, one-line errors with exit code 2, help and version.
import { existsSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { generateConversation } from '../../bench/generate-conversation.js';
import { classify } from '../../src/cli/failure.js';
import { STRATEGY_NAMES } from '../../src/strategies/index.js';
import { runCli, type CliRun } from '../fixtures/run-cli.js';

// The real, built CLI: `npm test` builds first; run `npm run build` before running this file alone.
const MAIN = join(process.cwd(), 'dist/cli/main.js');
const EXAMPLE = 'examples/support-chat.json';
const VERSION = (JSON.parse(readFileSync('package.json', 'utf8')) as { version: string }).version;

function pith(args: string[], stdin?: string | Uint8Array): Promise<CliRun> {
  return runCli([MAIN], args, stdin);
}

/** Asserts the error contract: exit code, exactly one stderr line, nothing on stdout. */
function expectFailure(run: CliRun, exit: number, pattern: RegExp | string): void {
  expect(run.stdout).toBe('');
  expect(run.code).toBe(exit);
  expect(run.stderr.endsWith('\n')).toBe(true);
  expect(run.stderr.trimEnd().split('\n')).toHaveLength(1);
  expect(run.stderr.startsWith('pith: ')).toBe(true);
  if (typeof pattern === 'string') expect(run.stderr).toBe(`pith: ${pattern}\n`);
  else expect(run.stderr).toMatch(pattern);
}

/** Asserts the success contract and returns the parsed `{ messages, stats }`. */
function expectResult(run: CliRun): { messages: Array<Record<string, unknown>>; stats: Record<string, number | string | number[]> } {
  expect(run.stderr).toBe('');
  expect(run.code).toBe(0);
  expect(run.stdout.endsWith('\n')).toBe(true);
  expect(run.stdout.trimEnd().split('\n')).toHaveLength(1);
  const out = JSON.parse(run.stdout);
  expect(Object.keys(out)).toEqual(['messages', 'stats']);
  return out;
}

let dir: string;
const file = (name: string, text: string): string => {
  const path = join(dir, name);
  writeFileSync(path, text);
  return path;
};

const SMALL = [
  { role: 'system', content: 'You are a support agent.' },
  { role: 'user', content: 'Order ORD-58213 for 40 chairs at $189.00 each, please deliver by March 25.' },
  { role: 'assistant', content: 'Noted: ORD-58213, 40 chairs, $189.00 each, delivery before March 25.' },
  { role: 'user', content: 'Actually make it 45 units, not 40.' },
];

beforeAll(() => {
  if (!existsSync(MAIN)) throw new Error(`expected a built CLI at ${MAIN}, found nothing: run npm run build`);
  dir = mkdtempSync(join(tmpdir(), 'pith-cli-'));
});

describe('pith compress FILE', () => {
  it('compresses the example within budget and prints one JSON line', async () => {
    const { messages, stats } = expectResult(await pith(['compress', EXAMPLE, '--budget', '300']));
    expect(stats.budget).toBe(300);
    expect(stats.compressedTokens).toBeLessThanOrEqual(300);
    expect(stats.originalTokens).toBeGreaterThan(300);
    expect(stats.strategy).toBe('pith');
    expect(stats.tokenizer).toBe('estimate');
    expect(messages[0].role).toBe('system');
  });

  it('reads stdin with "-" and with no FILE, and gives the same answer', async () => {
    const text = readFileSync(EXAMPLE, 'utf8');
    const fromFile = expectResult(await pith(['compress', EXAMPLE, '--budget', '300']));
    const dash = expectResult(await pith(['compress', '-', '--budget', '300'], text));
    const bare = expectResult(await pith(['compress', '--budget', '300'], text));
    expect(dash.messages).toEqual(fromFile.messages);
    expect(bare.messages).toEqual(fromFile.messages);
  });

  it('accepts a bare array and { messages, query }; --query wins over the file query', async () => {
    const conversation = generateConversation({ seed: 21, targetTokens: 6_000, toolCalls: false });
    const q1 = 'Which phone number should the courier call?';
    const q2 = 'What was the python code for parsing rows?';
    const bare = file('bare.json', JSON.stringify(conversation));
    const withQ1 = file('q1.json', JSON.stringify({ messages: conversation, query: q1 }));
    const args = ['--budget', '800', '--keep-last', '1'];
    const fileQuery = expectResult(await pith(['compress', withQ1, ...args]));
    const flagQ1 = expectResult(await pith(['compress', bare, ...args, '--query', q1]));
    const flagWins = expectResult(await pith(['compress', withQ1, ...args, '--query', q2]));
    const flagQ2 = expectResult(await pith(['compress', bare, ...args, '--query', q2]));
    // The two queries must select differently, or the precedence checks below prove nothing.
    expect(flagQ1.messages).not.toEqual(flagQ2.messages);
    expect(fileQuery.messages).toEqual(flagQ1.messages);
    expect(flagWins.messages).toEqual(flagQ2.messages);
  });

  it('passes --strategy, --tokenizer and --keep-last through', async () => {
    const input = file('small.json', JSON.stringify(SMALL));
    const { stats } = expectResult(
      await pith(['compress', input, '--budget', '60', '--strategy', 'window', '--tokenizer', 'o200k', '--keep-last', '1']),
    );
    expect(stats.strategy).toBe('window');
    expect(stats.tokenizer).toBe('o200k');
    expect(stats.compressedTokens).toBeLessThanOrEqual(60);
  });

  it('keeps unknown message keys and normalises content: null on tool-calling turns', async () => {
    const messages = [
      { role: 'user', content: 'Look up ORD-1', meta: { trace: 'a1' } },
      { role: 'assistant', content: null, tool_calls: [{ id: 'c1', type: 'function', function: { name: 'f', arguments: '{}' } }] },
      { role: 'tool', tool_call_id: 'c1', content: '{"status":"ok"}' },
      { role: 'user', content: 'Thanks' },
    ];
    const out = expectResult(await pith(['compress', '--budget', '1000', '--strategy', 'full'], JSON.stringify(messages)));
    expect(out.messages[0].meta).toEqual({ trace: 'a1' });
    expect(out.messages[1].content).toBe('');
  });

  it('--pretty prints indented JSON with the same content', async () => {
    const run = await pith(['compress', EXAMPLE, '--budget', '300', '--pretty']);
    expect(run.code).toBe(0);
    expect(run.stdout.split('\n').length).toBeGreaterThan(5);
    expect(run.stdout).toMatch(/^\{\n {2}"messages": \[/);
    const plain = expectResult(await pith(['compress', EXAMPLE, '--budget', '300']));
    expect(JSON.parse(run.stdout).messages).toEqual(plain.messages);
  });
});

describe('bad input: one stderr line, exit 2, empty stdout', () => {
  it('malformed JSON says line and column', async () => {
    const bad = file('bad.json', '[\n  {"role": "user" "content": "x"}\n]');
    expectFailure(await pith(['compress', bad, '--budget', '100']), 2, /^pith: malformed JSON at line 2, column 19: Expected /);
  });

  it('malformed JSON without a V8 position still gets line and column', async () => {
    expectFailure(
      await pith(['compress', '--budget', '100'], '[\n  1,\n  @]'),
      2,
      'malformed JSON at line 3, column 3: Unexpected "@"',
    );
  });

  it('bytes that are not UTF-8: exit 2 naming the first bad byte, never replacement characters in the output', async () => {
    const bytes = Buffer.concat([Buffer.from('[{"role":"user","content":"Order ORD-1 costs '), Buffer.from([0xff, 0xfe]), Buffer.from(' $5"}]')]);
    expectFailure(await pith(['compress', '--budget', '100'], bytes), 2, 'stdin: expected UTF-8 text, found byte 0xFF at offset 45');
  });

  it('empty input', async () => {
    const expected = 'expected a JSON array of messages or { "messages": [...] }, found empty input';
    expectFailure(await pith(['compress', '--budget', '100'], ''), 2, expected);
    expectFailure(await pith(['compress', '--budget', '100'], ' \n'), 2, expected);
  });

  it.each([
    ['"hi"', 'expected a JSON array of messages or { "messages": [...] }, found string "hi"'],
    ['42', 'expected a JSON array of messages or { "messages": [...] }, found number 42'],
    ['{"msgs": []}', 'expected a JSON array of messages or { "messages": [...] }, found an object without "messages"'],
    ['{"messages": "x"}', 'messages: expected an array of messages, found string "x"'],
    ['[{"role":"user","content":"a"},{"role":"user","content":5}]', 'messages[1].content: expected a string or an array of parts, found number 5'],
    ['[{"role":"robot","content":"a"}]', 'messages[0].role: expected one of system, user, assistant, tool, found string "robot"'],
    ['{"messages": [], "query": 3}', 'query: expected a string, found number 3'],
  ])('wrong shape %s', async (stdin, message) => {
    expectFailure(await pith(['compress', '--budget', '100'], stdin), 2, message);
  });

  it.each([
    [['--budget', '-5'], 'budget: expected a positive integer, found number -5'],
    [['--budget=-5'], 'budget: expected a positive integer, found number -5'],
    [['--budget', '0'], 'budget: expected a positive integer, found number 0'],
    [['--budget', '1.5'], 'budget: expected a positive integer, found number 1.5'],
    [['--budget', 'lots'], 'budget: expected a positive integer, found string "lots"'],
    [[], 'budget: expected a positive integer, found nothing'],
    [['--budget'], 'option --budget: expected a value, found nothing'],
    [['--budget', '10', '--keep-last', '-1'], 'keepLast: expected a non-negative integer, found number -1'],
    [['--budget', '10', '--tokenizer', 'gpt2'], 'tokenizer: expected one of estimate, o200k, cl100k, found string "gpt2"'],
    [['--budget', '10', '--strategy', 'magic'], `strategy: expected one of ${STRATEGY_NAMES.join(', ')}, found string "magic"`],
    [['--budget', '10', '--frobnicate'], /^pith: unknown option --frobnicate: expected one of --budget, --query, /],
    [['--budget', '10', '--pretty=yes'], 'option --pretty: expected no value, found one'],
  ])('options %j', async (args, message) => {
    expectFailure(await pith(['compress', EXAMPLE, ...args]), 2, message);
  });

  it('more than one FILE', async () => {
    expectFailure(await pith(['compress', 'a.json', 'b.json', '--budget', '10']), 2, 'expected at most one FILE, found 2: a.json b.json');
  });

  it('lists every known strategy for an unknown one', async () => {
    const run = await pith(['compress', EXAMPLE, '--budget', '10', '--strategy', 'magic']);
    for (const name of STRATEGY_NAMES) expect(run.stderr).toContain(name);
  });

  it('missing file and directory', async () => {
    expectFailure(await pith(['compress', join(dir, 'nope.json'), '--budget', '100']), 2, `cannot read ${join(dir, 'nope.json')}: expected a readable file, found no such file`);
    expectFailure(await pith(['compress', dir, '--budget', '100']), 2, `cannot read ${dir}: expected a readable file, found a directory`);
  });

  it('unknown or missing command', async () => {
    expectFailure(await pith(['squash']), 2, 'unknown command "squash": expected "compress" (see pith --help)');
    expectFailure(await pith([]), 2, 'missing command: expected "compress", found nothing (see pith --help)');
  });

  it('a budget too small for the protected messages is a BudgetError, exit 2', async () => {
    const run = await pith(['compress', EXAMPLE, '--budget', '5']);
    expectFailure(run, 2, /^pith: budget too small: expected at least \d+ tokens for .+, found budget 5$/m);
  });
});

describe('pith compress --jsonl', () => {
  it('answers each line in order; a bad line in the middle yields an error line; blank lines are skipped', async () => {
    const ok1 = JSON.stringify({ messages: SMALL, budget: 200 });
    const badJson = '{"messages": [}';
    const badShape = JSON.stringify({ messages: [{ role: 'user', content: 7 }] });
    const ok2 = JSON.stringify({ messages: SMALL, strategy: 'window', keepLast: 1, budget: 40 });
    const unknownKey = JSON.stringify({ messages: SMALL, budjet: 10 });
    const tooSmall = JSON.stringify({ messages: SMALL, budget: 3 });
    const stdin = [ok1, '', badJson, badShape, '   ', ok2, unknownKey, tooSmall, ''].join('\n');
    const run = await pith(['compress', '--jsonl', '--budget', '100'], stdin);
    expect(run.code).toBe(0);
    expect(run.stderr).toBe('');
    const lines = run.stdout.trimEnd().split('\n').map((l) => JSON.parse(l));
    expect(lines).toHaveLength(6);
    expect(Object.keys(lines[0])).toEqual(['messages', 'stats']);
    expect(lines[0].stats.budget).toBe(200);
    expect(lines[1]).toEqual({ error: { code: 'INVALID_INPUT', message: expect.stringMatching(/^malformed JSON at line 3, column 15: /) } });
    expect(lines[2]).toEqual({
      error: { code: 'INVALID_INPUT', message: 'line 4: messages[0].content: expected a string or an array of parts, found number 7' },
    });
    expect(lines[3].stats).toMatchObject({ strategy: 'window', budget: 40 });
    expect(lines[4].error.message).toMatch(/^line 7: unknown key "budjet": expected one of messages, budget, /);
    expect(lines[5].error.code).toBe('BUDGET_UNSATISFIABLE');
    expect(lines[5].error.message).toMatch(/^line 8: budget too small/);
  });

  it('--jsonl drops a leading BOM, reads CRLF lines, and answers a line that is not UTF-8 with an error line', async () => {
    const ok = JSON.stringify({ messages: SMALL });
    const bad = Buffer.concat([Buffer.from('{"messages":[{"role":"user","content":"ID '), Buffer.from([0xc3, 0x28]), Buffer.from(' AB-12"}]}')]);
    const stdin = Buffer.concat([Buffer.from([0xef, 0xbb, 0xbf]), Buffer.from(`${ok}\r\n`), bad, Buffer.from(`\n${ok}\n`)]);
    const run = await pith(['compress', '--jsonl', '--budget', '100'], stdin);
    expect(run.code).toBe(0);
    const lines = run.stdout.trimEnd().split('\n').map((l) => JSON.parse(l));
    expect(lines).toHaveLength(3);
    expect(lines[0].messages).toEqual(SMALL);
    expect(lines[1]).toEqual({ error: { code: 'INVALID_INPUT', message: 'line 2: expected UTF-8 text, found byte 0xC3 at offset 42' } });
    expect(lines[2].messages).toEqual(SMALL);
  });

  it('uses flags as defaults and reports a missing budget per line', async () => {
    const stdin = `${JSON.stringify({ messages: SMALL })}\n${JSON.stringify({ messages: SMALL, tokenizer: 'o200k' })}\n`;
    const withDefault = await pith(['compress', '--jsonl', '--budget', '150', '--tokenizer', 'cl100k'], stdin);
    const [a, b] = withDefault.stdout.trimEnd().split('\n').map((l) => JSON.parse(l));
    expect(a.stats).toMatchObject({ budget: 150, tokenizer: 'cl100k' });
    expect(b.stats).toMatchObject({ budget: 150, tokenizer: 'o200k' });
    const noBudget = await pith(['compress', '--jsonl'], stdin);
    expect(noBudget.code).toBe(0);
    expect(JSON.parse(noBudget.stdout.split('\n')[0])).toEqual({
      error: { code: 'INVALID_OPTIONS', message: 'line 1: budget: expected a positive integer, found nothing' },
    });
  });

  it('reads a FILE too, and refuses bad flags or a missing file before reading (exit 2)', async () => {
    const input = file('requests.jsonl', `${JSON.stringify({ messages: SMALL, budget: 100 })}\n`);
    const run = await pith(['compress', '--jsonl', input]);
    expect(run.code).toBe(0);
    expect(JSON.parse(run.stdout).stats.budget).toBe(100);
    expectFailure(await pith(['compress', '--jsonl', '--budget', 'x']), 2, 'budget: expected a positive integer, found string "x"');
    expectFailure(await pith(['compress', '--jsonl', join(dir, 'none.jsonl')]), 2, /found no such file$/m);
  });

  it('answers an empty stream with nothing, exit 0', async () => {
    const run = await pith(['compress', '--jsonl', '--budget', '100'], '\n\n');
    expect(run).toEqual({ code: 0, stdout: '', stderr: '' });
  });
});

describe('help and version', () => {
  it('pith --help and pith compress --help print usage, exit 0', async () => {
    const main = await pith(['--help']);
    expect(main.code).toBe(0);
    expect(main.stdout).toContain('pith compress [FILE|-] --budget N');
    const sub = await pith(['compress', '--help']);
    expect(sub.code).toBe(0);
    for (const flag of ['--budget', '--query', '--strategy', '--tokenizer', '--keep-last', '--jsonl', '--pretty']) {
      expect(sub.stdout).toContain(flag);
    }
  });

  it('pith --version prints the package version', async () => {
    expect(await pith(['--version'])).toEqual({ code: 0, stdout: `${VERSION}\n`, stderr: '' });
  });
});

describe('classify', () => {
  it('maps user errors to exit 2 and anything else to exit 1 on one line', () => {
    expect(classify(Object.assign(new Error('budget too small'), { code: 'BUDGET_UNSATISFIABLE' }))).toEqual({
      code: 'BUDGET_UNSATISFIABLE',
      exit: 2,
      message: 'budget too small',
    });
    expect(classify(new TypeError('x is not\n  a function'))).toEqual({
      code: 'INTERNAL_ERROR',
      exit: 1,
      message: 'internal error: x is not a function',
    });
    expect(classify(Object.assign(new Error('wasm missing'), { code: 'WASM_LOAD_FAILED' })).exit).toBe(1);
  });
});
