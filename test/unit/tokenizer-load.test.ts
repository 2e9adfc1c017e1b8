// An exact tokenizer whose encoding module cannot load rejects with a typed error and recovers on the next call.
import { afterEach, describe, expect, it, vi } from 'vitest';

afterEach(() => {
  vi.doUnmock('gpt-tokenizer/encoding/cl100k_base');
  vi.resetModules();
});

describe('loadBpeCounter when the encoding cannot load', () => {
  it('rejects with TokenizerError (code, name, cause) and loads on the next call', async () => {
    const offline = new TypeError('Failed to fetch dynamically imported module: /assets/cl100k_base-x.js');
    vi.doMock('gpt-tokenizer/encoding/cl100k_base', () => {
      throw offline;
    });
    vi.resetModules();
    const { loadBpeCounter } = await import('../../src/tokens/bpe.js');
    const { TokenizerError } = await import('../../src/errors.js');
    const error = await loadBpeCounter('cl100k').then(
      () => undefined,
      (e: unknown) => e,
    );
    expect(error).toBeInstanceOf(TokenizerError);
    expect(error).toMatchObject({ code: 'TOKENIZER_LOAD_FAILED', tokenizer: 'cl100k' });
    expect((error as Error).message).toMatch(/^could not load the cl100k tokenizer: expected its encoding module, found \S/);
    expect((error as Error).message).not.toContain('\n');
    // vitest wraps a throwing mock factory: the offline error is somewhere down the cause chain.
    const causes: unknown[] = [];
    for (let c = (error as Error).cause; c !== undefined; c = (c as Error).cause) causes.push(c);
    expect(causes).toContain(offline);

    vi.doUnmock('gpt-tokenizer/encoding/cl100k_base');
    const count = await loadBpeCounter('cl100k');
    expect(count('hello world')).toBe(2);
  });

  it('is an internal failure (exit 1) in the CLI, not the user’s', async () => {
    const { TokenizerError } = await import('../../src/errors.js');
    const { classify } = await import('../../src/cli/failure.js');
    const error = new TokenizerError('o200k', new Error('offline'));
    expect(classify(error)).toMatchObject({ code: 'INTERNAL_ERROR', exit: 1 });
    expect(classify(error).message).toBe('internal error: could not load the o200k tokenizer: expected its encoding module, found offline');
  });
});
