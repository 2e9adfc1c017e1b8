// Token counters: the kernel estimate, o200k and cl100k loaded once, custom counters rounded and range-checked.
import { describe, expect, it } from 'vitest';
import { OptionsError } from '../../src/errors.js';
import type { Kernel } from '../../src/kernel/types.js';
import { MESSAGE_OVERHEAD, loadBpeCounter, resolveCounter } from '../../src/tokens/index.js';

// Only estimateTokens is used by resolveCounter; a stub keeps this test independent of WASM.
const kernel = { name: 'oracle', estimateTokens: (t: string) => Math.ceil(t.length / 4) } as unknown as Kernel;

// Counts checked against gpt-tokenizer 4 directly (encode(text).length).
const O200K: Array<[string, number]> = [
  ['', 0],
  ['hello world', 2],
  ['The quick brown fox jumps over the lazy dog.', 10],
  ['Ship 45 units to Lyon by May 3.', 11],
  ['Order ORD-99812 costs $1,234.50 — call +1 (555) 123-4567.', 25],
  ['日本語のテキスト', 6],
];

describe('resolveCounter', () => {
  it('defaults to the kernel estimate', async () => {
    for (const option of [undefined, 'estimate'] as const) {
      const { name, count } = await resolveCounter(option, kernel);
      expect(name).toBe('estimate');
      expect(count('abcdefgh')).toBe(2);
    }
  });

  it.each(O200K)('o200k counts %j as %i tokens', async (text, tokens) => {
    const { name, count } = await resolveCounter('o200k', kernel);
    expect(name).toBe('o200k');
    expect(count(text)).toBe(tokens);
  });

  it('cl100k differs from o200k where the vocabularies differ', async () => {
    const { name, count } = await resolveCounter('cl100k', kernel);
    expect(name).toBe('cl100k');
    expect(count('hello world')).toBe(2);
    expect(count('日本語のテキスト')).toBe(8);
  });

  it('counts special-token text as plain text instead of throwing', async () => {
    const count = await loadBpeCounter('o200k');
    expect(count('<|endoftext|> hi')).toBe(8);
  });

  it('loads each encoding once', () => {
    expect(loadBpeCounter('o200k')).toBe(loadBpeCounter('o200k'));
  });

  it('uses a custom counter as given', async () => {
    const { name, count } = await resolveCounter((t) => t.split(' ').length, kernel);
    expect(name).toBe('custom');
    expect(count('a b c')).toBe(3);
  });

  it('rounds a fractional custom count up, so sums of counts are whole tokens', async () => {
    const { count } = await resolveCounter((t) => t.length / 4, kernel);
    expect(count('abcde')).toBe(2);
    expect(count('abcd')).toBe(1);
    expect((await resolveCounter(() => 0.5, kernel)).count('x')).toBe(1);
  });

  it('rejects a custom count past 32-bit integers, where counts are kept', async () => {
    const { count } = await resolveCounter((t) => t.length * 1e8, kernel);
    expect(count('abcdefghijklmnopqrstu')).toBe(2_100_000_000);
    expect(() => count('abcdefghijklmnopqrstuv')).toThrow(OptionsError);
    expect(() => count('abcdefghijklmnopqrstuv')).toThrow('tokenizer: expected a count below 2147483648, found number 2200000000');
  });

  it.each([
    [() => -1, 'number -1'],
    [() => Number.NaN, 'number NaN'],
    [() => Infinity, 'number Infinity'],
    [() => '3', 'string "3"'],
    [() => undefined, 'undefined'],
  ])('rejects a custom counter that returns %s', async (fn, found) => {
    const { count } = await resolveCounter(fn as unknown as (t: string) => number, kernel);
    expect(() => count('x')).toThrow(OptionsError);
    expect(() => count('x')).toThrow(
      `tokenizer: expected the custom counter to return a non-negative finite number, found ${found}`,
    );
  });

  it('rejects an unknown tokenizer name', async () => {
    await expect(resolveCounter('gpt2' as 'o200k', kernel)).rejects.toThrow(
      'tokenizer: expected one of estimate, o200k, cl100k or a function, found string "gpt2"',
    );
  });
});

describe('MESSAGE_OVERHEAD', () => {
  it('is 4 tokens per message', () => {
    expect(MESSAGE_OVERHEAD).toBe(4);
  });
});
