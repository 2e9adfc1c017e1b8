/** @module demo/playground/remote-error — errors across postMessage: a typed pith error leaves a worker as plain data and comes back as its own class, code and message. */
import {
  AbortError, BudgetError, InputError, OptionsError, PithError, ProviderError, StorageError, TokenizerError, WasmError, type PithErrorCode,
} from '../../src/index.js';

/** An error as plain, cloneable data (postMessage would keep an Error's message but drop its class and code). */
export interface SerializedError {
  /** `error.name`: 'OptionsError', 'AbortError', 'TypeError', … */
  name: string;
  message: string;
  /** The pith error code, when it was a {@link PithError}. */
  code?: PithErrorCode;
  /** The subclass's own fields that decide what callers do (ProviderError's `unavailable`, …). */
  fields?: Record<string, string | number | boolean>;
  stack?: string;
}

/** The class of each code: codes are stable, class names may be minified differently per bundle. */
const CLASSES: Record<PithErrorCode, { prototype: PithError }> = {
  INVALID_INPUT: InputError,
  INVALID_OPTIONS: OptionsError,
  BUDGET_UNSATISFIABLE: BudgetError,
  WASM_NOT_INITIALIZED: WasmError,
  WASM_LOAD_FAILED: WasmError,
  PROVIDER_FAILED: ProviderError,
  STORAGE_FAILED: StorageError,
  TOKENIZER_LOAD_FAILED: TokenizerError,
  ABORTED: AbortError,
};

/** Fields of the subclasses worth carrying over (ProviderError, BudgetError, TokenizerError). */
const FIELDS = ['status', 'unavailable', 'budget', 'required', 'detail', 'tokenizer'] as const;

/**
 * Anything thrown, as data that postMessage can clone: name, message, stack, and for a pith
 * error its code and fields.
 * @example
 * post({ type: 'failed', id, error: serializeError(error) });
 */
export function serializeError(error: unknown): SerializedError {
  if (!(error instanceof Error)) return { name: 'Error', message: String(error) };
  const out: SerializedError = { name: error.name, message: error.message, stack: error.stack };
  if (error instanceof PithError) {
    out.code = error.code;
    const own = error as unknown as Record<string, unknown>;
    const kept = FIELDS.filter((key) => ['string', 'number', 'boolean'].includes(typeof own[key]));
    if (kept.length) out.fields = Object.fromEntries(kept.map((key) => [key, own[key] as string | number | boolean]));
  }
  return out;
}

/**
 * The error {@link serializeError} described, rebuilt: a pith error is an instance of its class
 * again (`instanceof ProviderError`, `.code`, `.unavailable`), with the same name and message.
 * @example
 * reviveError({ name: 'OptionsError', code: 'INVALID_OPTIONS', message: 'budget: …' }) instanceof OptionsError // true
 */
export function reviveError(data: SerializedError): Error {
  const error: Error = data.code ? new PithError(data.code, data.message) : new Error(data.message);
  if (data.code) Object.setPrototypeOf(error, (CLASSES[data.code] ?? PithError).prototype);
  Object.assign(error, data.fields);
  error.name = data.name;
  if (data.stack) error.stack = data.stack;
  return error;
}
