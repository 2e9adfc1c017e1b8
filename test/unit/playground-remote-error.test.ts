/** @module test/unit/playground-remote-error — the playground's errors survive postMessage (structuredClone here) with their class, code, message and fields. */
import { describe, expect, it } from 'vitest';
import { reviveError, serializeError } from '../../demo/playground/remote-error.js';
import { AbortError, BudgetError, OptionsError, PithError, ProviderError, TokenizerError } from '../../src/index.js';

/** What the page gets back for an error thrown in the worker. */
const acrossPostMessage = (error: unknown): Error => reviveError(structuredClone(serializeError(error)));

describe('playground remote errors', () => {
  it('an options error comes back as OptionsError with its code and message', () => {
    const back = acrossPostMessage(new OptionsError('budget: expected a positive integer, found number -5'));
    expect(back).toBeInstanceOf(OptionsError);
    expect(back).toBeInstanceOf(PithError);
    expect(back).toMatchObject({ name: 'OptionsError', code: 'INVALID_OPTIONS', message: 'budget: expected a positive integer, found number -5' });
  });

  it("a provider error keeps 'unavailable' and 'status', which decide a strategy's fallback", () => {
    const back = acrossPostMessage(new ProviderError('local:x: expected a reply, found a timeout', { status: 503, unavailable: true }));
    expect(back).toBeInstanceOf(ProviderError);
    expect(back).toMatchObject({ code: 'PROVIDER_FAILED', status: 503, unavailable: true });
  });

  it('abort, budget and tokenizer errors keep their class and fields', () => {
    const controller = new AbortController();
    controller.abort();
    const aborted = acrossPostMessage(new AbortError('compress', controller.signal));
    expect(aborted).toBeInstanceOf(AbortError);
    expect(aborted).toMatchObject({ name: 'AbortError', code: 'ABORTED', message: 'compress: expected to finish, found the call aborted by its signal' });
    expect(acrossPostMessage(new BudgetError(10, 40))).toMatchObject({ code: 'BUDGET_UNSATISFIABLE', budget: 10, required: 40 });
    const tokenizer = acrossPostMessage(new TokenizerError('cl100k', new TypeError('Failed to fetch')));
    expect(tokenizer).toBeInstanceOf(TokenizerError);
    expect(tokenizer).toMatchObject({ tokenizer: 'cl100k', message: 'could not load the cl100k tokenizer: expected its encoding module, found Failed to fetch' });
  });

  it('other errors keep their name and message; thrown non-errors become an Error', () => {
    const back = acrossPostMessage(new TypeError('x is not a function'));
    expect(back).not.toBeInstanceOf(PithError);
    expect(back).toMatchObject({ name: 'TypeError', message: 'x is not a function' });
    expect(acrossPostMessage('boom')).toMatchObject({ name: 'Error', message: 'boom' });
  });
});
