// The built CLI at its edges: an LLM --strategy without PITH_LLM_* fails before reading input (also
// with --jsonl), a read that fails mid-stream is bad input, and flag errors name the flag as typed.
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { Readable } from 'node:stream';
import { beforeAll, describe, expect, it } from 'vitest';
import { parseCommand } from '../../src/cli/args.js';
import { inputLines } from '../../src/cli/read-input.js';
import { runCli, type CliRun } from '../fixtures/run-cli.js';

// The real, built CLI: run `npm run build:ts` before running this file alone.
const MAIN = join(process.cwd(), 'dist/cli/main.js');
const CLEAN_ENV = Object.fromEntries(Object.entries(process.env).filter(([k]) => !k.startsWith('PITH_LLM_')));
const LINE = JSON.stringify({ messages: [{ role: 'user', content: 'Order ORD-58213 for 40 chairs.' }], budget: 50 });
const NO_PROVIDER = /^pith: strategy 'salience': no LLM provider configured: expected PITH_LLM_BASE_URL .*\n$/;

function pith(args: string[], stdin = ''): Promise<CliRun> {
  return runCli([MAIN], args, stdin, CLEAN_ENV);
}

/** Exit code 2, exactly one stderr line matching `pattern`, nothing on stdout. */
function expectRefused(run: CliRun, pattern: RegExp | string): void {
  expect(run.stdout).toBe('');
  expect(run.code).toBe(2);
  expect(run.stderr.trimEnd().split('\n')).toHaveLength(1);
  if (typeof pattern === 'string') expect(run.stderr).toBe(`pith: ${pattern}\n`);
  else expect(run.stderr).toMatch(pattern);
}

beforeAll(() => {
  if (!existsSync(MAIN)) throw new Error(`expected a built CLI at ${MAIN}, found nothing: run npm run build:ts`);
});

describe('an LLM --strategy without PITH_LLM_*', () => {
  it('--jsonl: one stderr line, exit 2, no error line per request on stdout (it exited 0)', async () => {
    expectRefused(await pith(['compress', '--jsonl', '--strategy', 'salience'], `${LINE}\n${LINE}\n`), NO_PROVIDER);
  });

  it('compress: refused before the input is read (it reported the malformed input instead)', async () => {
    expectRefused(await pith(['compress', '--budget', '50', '--strategy', 'salience'], '{not json'), NO_PROVIDER);
  });

  it('a strategy named per --jsonl line still gets its error line, and the rest go on', async () => {
    const run = await pith(['compress', '--jsonl'], `${LINE.replace('"budget"', '"strategy":"salience","budget"')}\n${LINE}\n`);
    expect(run.code).toBe(0);
    const [a, b] = run.stdout.trimEnd().split('\n').map((l) => JSON.parse(l));
    expect(a.error.code).toBe('INVALID_OPTIONS');
    expect(b.stats.strategy).toBe('pith');
  });
});

describe('a read that fails mid-stream', () => {
  it('inputLines: the lines before it, then an InputError naming the input', async () => {
    let sent = false;
    const stream = new Readable({
      read() {
        if (sent) this.destroy(Object.assign(new Error('EIO: i/o error, read'), { code: 'EIO' }));
        else this.push(Buffer.from(`${LINE}\n`));
        sent = true;
      },
    });
    const seen: unknown[] = [];
    const error = await (async () => {
      for await (const line of inputLines(undefined, stream)) seen.push(line);
    })().then(() => undefined, (e: unknown) => e);
    expect(seen).toEqual([LINE]);
    expect(error).toMatchObject({ code: 'INVALID_INPUT', message: 'cannot read stdin: expected a readable file, found error EIO' });
  });

  it.runIf(process.platform === 'linux')('--jsonl FILE: exit 2 as without --jsonl (it was "internal error", exit 1)', async () => {
    const expected = 'cannot read /proc/self/mem: expected a readable file, found error EIO';
    expectRefused(await pith(['compress', '--jsonl', '--budget', '50', '/proc/self/mem']), expected);
    expectRefused(await pith(['compress', '--budget', '50', '/proc/self/mem']), expected);
  });
});

describe('flag errors name the flag as typed', () => {
  const refusal = (argv: string[]): string => {
    try {
      parseCommand(argv);
    } catch (e) {
      return (e as Error).message;
    }
    return 'accepted';
  };

  it('--version=1 and --help=1 name --version and --help (they said "-v," and "-h,")', () => {
    expect(refusal(['--version=1'])).toBe('option --version: expected no value, found one');
    expect(refusal(['compress', '--help=1'])).toBe('option --help: expected no value, found one');
    expect(refusal(['compress', '--pretty=yes'])).toBe('option --pretty: expected no value, found one');
  });

  it('an unknown letter in a group names the group: -bogus, -hx', () => {
    expect(refusal(['compress', '-bogus'])).toMatch(/^unknown option -b in -bogus: expected one of --budget, /);
    expect(refusal(['compress', '-hx'])).toMatch(/^unknown option -x in -hx: /);
    expect(refusal(['compress', '-x'])).toMatch(/^unknown option -x: /);
    expect(refusal(['compress', '--bogus'])).toMatch(/^unknown option --bogus: /);
  });

  it('an empty FILE name is quoted: cannot read "" (it read "cannot read : …")', async () => {
    expectRefused(await pith(['compress', '', '--budget', '50']), 'cannot read "": expected a readable file, found no such file');
  });
});
