// Retention benchmark command line: a bad flag, value, strategy or --only is one stderr line and exit code 2.
import { spawnSync } from 'node:child_process';
import { describe, expect, it } from 'vitest';
import { BenchArgsError, checkStrategies, parseArgs } from '../../bench/retention/config.js';
import { scenariosFor } from '../../bench/retention/load.js';

const bench = (args: string[]) => spawnSync(process.execPath, ['--import', 'tsx', 'bench/retention/run.ts', ...args], { encoding: 'utf8', timeout: 60_000 });

describe('parseArgs rejects bad values', () => {
  it.each([
    [['--fast'], /^unknown option: expected one of --quick, .*; found "--fast"$/],
    [['--budgets', 'half'], /^budget: expected 1\/N or a positive integer, found "half"$/],
    [['--windows', '1/4'], /^windows: expected a positive integer number of tokens, found "1\/4"$/],
    [['--tokenizer', 'gpt4'], /^tokenizer: expected one of estimate, o200k, cl100k, found "gpt4"$/],
    [['--strategies', ','], /^--strategies: expected a comma-separated list, found an empty one$/],
    [['--budgets', '--quick'], /^--budgets: expected a value, found the option "--quick"$/],
    [['--out'], /^--out: expected a value, found the end of the arguments$/],
  ])('%j', (argv, message) => {
    let error: unknown;
    try {
      parseArgs(argv);
    } catch (e) {
      error = e;
    }
    expect(error).toBeInstanceOf(BenchArgsError);
    expect((error as Error).message).toMatch(message);
  });

  it('still reads good values', () => {
    const c = parseArgs(['--windows', '4000,8000', '--tokenizer', 'o200k']);
    expect(c.windows).toEqual([4000, 8000]);
    expect(c.tokenizer).toBe('o200k');
  });

  it('names an unknown strategy', () => {
    expect(() => checkStrategies(['pith', 'pihh'], ['full', 'pith'])).toThrow(new BenchArgsError('strategies: expected names from full, pith, found "pihh"'));
    expect(() => checkStrategies(['pith'], ['full', 'pith'])).not.toThrow();
  });

  it('refuses an --only that matches no scenario instead of running nothing', async () => {
    await expect(scenariosFor(parseArgs(['--quick', '--only', 'nosuch']))).rejects.toThrow(/^only: expected part of a scenario id \(support-desk-small, trip-planning-small\), found "nosuch", which matches none$/);
    expect((await scenariosFor(parseArgs(['--quick', '--only', 'trip']))).scenarios.map((s) => s.id)).toEqual(['trip-planning-small']);
  });
});

describe('npm run bench with a wrong command line', () => {
  it.each([
    [['--budgets', 'half'], 'pith bench: budget: expected 1/N or a positive integer, found "half"\n'],
    [['--quick', '--strategies', 'nosuch'], /^pith bench: strategies: expected names from full, .*found "nosuch"\n$/],
    [['--quick', '--only', 'nosuch'], /^pith bench: only: expected part of a scenario id .* which matches none\n$/],
    [['--tokenizer', 'gpt4'], 'pith bench: tokenizer: expected one of estimate, o200k, cl100k, found "gpt4"\n'],
  ])('%j: one line on stderr, nothing on stdout, exit code 2', (argv, stderr) => {
    const run = bench([...argv, '--silent', '--out', '/nonexistent/never-written']);
    expect(run.status).toBe(2);
    expect(run.stdout).toBe('');
    if (typeof stderr === 'string') expect(run.stderr).toBe(stderr);
    else expect(run.stderr).toMatch(stderr);
  });
});
