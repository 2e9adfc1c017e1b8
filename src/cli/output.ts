/** @module cli/output — the JSON written to stdout, and writes that respect backpressure. */

import { once } from 'node:events';
import type { Writable } from 'node:stream';
import type { FormatOutput } from './format.js';

/**
 * Serialise a result as the contract says: exactly `{ messages, stats }` (`{ system, messages,
 * stats }` for an Anthropic body with a system prompt), one line unless pretty.
 * @example
 * formatResult(result, false) // '{"messages":[…],"stats":{…}}\n'
 */
export function formatResult(result: FormatOutput, pretty: boolean): string {
  const head = result.system === undefined ? {} : { system: result.system };
  const body = { ...head, messages: result.messages, stats: result.stats };
  return `${pretty ? JSON.stringify(body, null, 2) : JSON.stringify(body)}\n`;
}

/**
 * The JSONL line for a failed request.
 * @example
 * formatError('INVALID_INPUT', 'line 2: malformed JSON…') // '{"error":{"code":"INVALID_INPUT",…}}\n'
 */
export function formatError(code: string, message: string): string {
  return `${JSON.stringify({ error: { code, message } })}\n`;
}

/**
 * Write text and wait for the stream to drain when its buffer is full.
 * @example
 * await write(process.stdout, line);
 */
export async function write(stream: Writable, text: string): Promise<void> {
  if (!stream.write(text)) await once(stream, 'drain');
}
