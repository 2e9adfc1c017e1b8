/** @module llm/validate-call — checks provider options and the arguments of one `complete()` call, with "expected X, found Y" errors. */

import { OptionsError, ProviderError } from '../errors.js';
import { found } from '../validate/format-issue.js';
import type { ChatMessage, CompleteOptions } from './types.js';

const ROLES = new Set(['system', 'user', 'assistant']);

/**
 * Throw `ProviderError` unless `messages` is a non-empty array of `{ role, content: string }`.
 * @example
 * checkMessages('openai', [{ role: 'user', content: 'hi' }]); // ok
 * checkMessages('openai', []); // throws: expected a non-empty array of messages, found an empty array
 */
export function checkMessages(provider: string, messages: unknown): asserts messages is ChatMessage[] {
  if (!Array.isArray(messages) || messages.length === 0) {
    const what = Array.isArray(messages) ? 'an empty array' : found(messages);
    throw new ProviderError(`${provider}: expected a non-empty array of messages, found ${what}`);
  }
  messages.forEach((m: any, i) => {
    if (m === null || typeof m !== 'object') {
      throw new ProviderError(`${provider}: messages[${i}]: expected an object, found ${found(m)}`);
    }
    if (!ROLES.has(m.role)) {
      throw new ProviderError(
        `${provider}: messages[${i}].role: expected 'system', 'user' or 'assistant', found ${found(m.role)}`,
      );
    }
    if (typeof m.content !== 'string') {
      throw new ProviderError(`${provider}: messages[${i}].content: expected a string, found ${found(m.content)}`);
    }
  });
}

/**
 * Throw `ProviderError` when `maxTokens` or `temperature` of a call are out of range.
 * @example
 * checkCallOptions('openai', { maxTokens: 64, temperature: 0 }); // ok
 * checkCallOptions('openai', { maxTokens: 0 }); // throws: maxTokens: expected a positive integer, found number 0
 */
export function checkCallOptions(provider: string, options: CompleteOptions): void {
  const { maxTokens, temperature } = options;
  if (maxTokens !== undefined && !(Number.isInteger(maxTokens) && maxTokens > 0)) {
    throw new ProviderError(`${provider}: maxTokens: expected a positive integer, found ${found(maxTokens)}`);
  }
  if (temperature !== undefined && !(typeof temperature === 'number' && temperature >= 0 && temperature <= 2)) {
    throw new ProviderError(`${provider}: temperature: expected a number from 0 to 2, found ${found(temperature)}`);
  }
}

/**
 * Throw `OptionsError` unless `value` is a non-empty string.
 * @example
 * requireString('openaiProvider', 'model', 'gpt-4o-mini'); // ok
 */
export function requireString(where: string, key: string, value: unknown): asserts value is string {
  if (typeof value !== 'string' || value.trim() === '') {
    throw new OptionsError(`${where}: ${key}: expected a non-empty string, found ${found(value)}`);
  }
}

/**
 * Throw `OptionsError` unless `value` is undefined or an integer from `min` to `max`.
 * @example
 * optionalInteger('openaiProvider', 'retries', 3, 0); // ok
 * optionalInteger('openaiProvider', 'timeoutMs', 2 ** 31, 1, MAX_TIMER_MS); // OptionsError
 */
export function optionalInteger(where: string, key: string, value: unknown, min: number, max = Number.MAX_SAFE_INTEGER): void {
  if (value !== undefined && !(Number.isInteger(value) && (value as number) >= min && (value as number) <= max)) {
    const what =
      max < Number.MAX_SAFE_INTEGER ? `an integer from ${min} to ${max}` : min === 0 ? 'a non-negative integer' : `an integer ≥ ${min}`;
    throw new OptionsError(`${where}: ${key}: expected ${what}, found ${found(value)}`);
  }
}

/**
 * The longest delay a timer takes (2³¹ − 1 ms, about 24.8 days): a longer one fires at once.
 * @example
 * MAX_TIMER_MS // 2147483647
 */
export const MAX_TIMER_MS = 2_147_483_647;
