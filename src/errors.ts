/** @module errors — typed errors: every failure carries a class, a stable code and "expected X, found Y". */
import { joinLines } from './text/runs.js';

/** Stable machine-readable error codes. */
export type PithErrorCode =
  | 'INVALID_INPUT'
  | 'INVALID_OPTIONS'
  | 'BUDGET_UNSATISFIABLE'
  | 'WASM_NOT_INITIALIZED'
  | 'WASM_LOAD_FAILED'
  | 'PROVIDER_FAILED'
  | 'STORAGE_FAILED'
  | 'TOKENIZER_LOAD_FAILED'
  | 'ABORTED';

/**
 * Base class of every error pith throws.
 * @example
 * try { await compress(msgs, { budget: -1 }) } catch (e) { if (e instanceof PithError) console.log(e.code) }
 */
export class PithError extends Error {
  readonly code: PithErrorCode;
  constructor(code: PithErrorCode, message: string, options?: { cause?: unknown }) {
    super(message, options);
    this.name = new.target.name;
    this.code = code;
  }
  /** Plain JSON shape used by the CLI and the Worker: `{ code, message }`. */
  toJSON(): { code: PithErrorCode; message: string } {
    return { code: this.code, message: this.message };
  }
}

/**
 * Input messages have the wrong shape.
 * @example
 * throw new InputError('messages[0].content must be a string or an array of parts, found number');
 */
export class InputError extends PithError {
  constructor(message: string, options?: { cause?: unknown }) {
    super('INVALID_INPUT', message, options);
  }
}

/**
 * Options are invalid (budget, strategy, tokenizer…).
 * @example
 * throw new OptionsError('budget must be a positive integer, found -5');
 */
export class OptionsError extends PithError {
  constructor(message: string, options?: { cause?: unknown }) {
    super('INVALID_OPTIONS', message, options);
  }
}

/**
 * The protected part alone (system, last N, query, pins) cannot fit the budget.
 * @example
 * if (protectedTokens > budget) throw new BudgetError(budget, protectedTokens);
 */
export class BudgetError extends PithError {
  readonly budget: number;
  readonly required: number;
  /** What needs the tokens ("the system messages and the last messages"). */
  readonly detail: string;
  constructor(budget: number, required: number, detail = 'the protected messages') {
    super(
      'BUDGET_UNSATISFIABLE',
      `budget too small: expected at least ${required} tokens for ${detail}, found budget ${budget}`,
    );
    this.budget = budget;
    this.required = required;
    this.detail = detail;
  }
}

/**
 * The WASM kernel was used before `init()` finished, or could not be loaded.
 * @example
 * throw new WasmError('WASM_NOT_INITIALIZED', 'WASM binary has not been initialized: call init() first');
 */
export class WasmError extends PithError {
  constructor(
    code: 'WASM_NOT_INITIALIZED' | 'WASM_LOAD_FAILED',
    message: string,
    options?: { cause?: unknown },
  ) {
    super(code, message, options);
  }
}

/**
 * An LLM or embedding provider failed: timeout, HTTP error, malformed reply, missing configuration.
 * @example
 * throw new ProviderError('openai:gpt-4o-mini: expected HTTP 200, found 503 (after 4 tries)', { status: 503, unavailable: true });
 */
export class ProviderError extends PithError {
  /** HTTP status when the failure was an HTTP response. */
  readonly status?: number;
  /**
   * True when the provider could not be reached or kept failing (timeout, network error, HTTP 408, 409, 429
   * or 5xx after the retries): another call to it now would fail the same way, so a strategy falls
   * back to the deterministic pipeline rather than to a second LLM pass.
   */
  readonly unavailable: boolean;
  constructor(message: string, options?: { cause?: unknown; status?: number; unavailable?: boolean }) {
    super('PROVIDER_FAILED', message, options);
    this.status = options?.status;
    this.unavailable = options?.unavailable ?? false;
  }
}

/**
 * A memory store could not read or write (IndexedDB, Durable Object storage, …).
 * @example
 * throw new StorageError('indexeddb: expected a writable database, found a blocked upgrade');
 */
export class StorageError extends PithError {
  constructor(message: string, options?: { cause?: unknown }) {
    super('STORAGE_FAILED', message, options);
  }
}

/**
 * An exact tokenizer (o200k, cl100k) could not be loaded: its encoding module, a separate chunk in
 * browser bundles, failed to download or to evaluate. A later call tries again.
 * @example
 * throw new TokenizerError('o200k', new TypeError('Failed to fetch dynamically imported module'));
 */
export class TokenizerError extends PithError {
  /** The encoding that failed to load. */
  readonly tokenizer: string;
  constructor(tokenizer: string, cause: unknown) {
    const why = cause instanceof Error ? cause.message : String(cause);
    super(
      'TOKENIZER_LOAD_FAILED',
      `could not load the ${tokenizer} tokenizer: expected its encoding module, found ${joinLines(why).trim()}`,
      { cause },
    );
    this.tokenizer = tokenizer;
  }
}

/**
 * The caller's `signal` aborted the call (compress options `signal`). Named `AbortError` like the
 * web's own, so `e.name === 'AbortError'` checks work; the signal's reason is the `cause`.
 * @example
 * const controller = new AbortController();
 * const pending = compress(history, { budget: 2000, strategy: 'salience', llm, signal: controller.signal });
 * controller.abort(); // pending rejects with AbortError (code ABORTED)
 */
export class AbortError extends PithError {
  constructor(what: string, signal: AbortSignal) {
    super('ABORTED', `${what}: expected to finish, found the call aborted by its signal`, { cause: signal.reason });
  }
}

/**
 * Describe a value for "found …" in error messages.
 * @example
 * describe(null) // 'null'; describe([1]) // 'array'; describe('x') // 'string "x"'
 */
export function describe(value: unknown): string {
  if (value === null) return 'null';
  if (Array.isArray(value)) return 'array';
  if (typeof value === 'string') {
    const s = value.length > 40 ? value.slice(0, 37) + '...' : value;
    return `string ${JSON.stringify(s)}`;
  }
  if (typeof value === 'number') return `number ${value}`;
  return typeof value;
}
