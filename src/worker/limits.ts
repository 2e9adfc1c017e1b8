/** @module worker/limits — request body limits (MAX_BODY_BYTES, JSON nesting depth) and JSON body reading. */

import { HttpError } from './errors.js';

/**
 * Default largest request body: 1 MiB.
 * @example
 * maxBodyBytes(undefined) === DEFAULT_MAX_BODY_BYTES // true
 */
export const DEFAULT_MAX_BODY_BYTES = 1_048_576;

/**
 * The body limit from the MAX_BODY_BYTES var, or the default when unset.
 * @example
 * maxBodyBytes('2048') // 2048; maxBodyBytes(undefined) // 1048576
 */
export function maxBodyBytes(value: string | undefined): number {
  if (value === undefined || value === '') return DEFAULT_MAX_BODY_BYTES;
  const n = Number(value);
  if (!Number.isSafeInteger(n) || n <= 0) {
    const found = JSON.stringify(value);
    throw new HttpError(503, 'NOT_CONFIGURED', `MAX_BODY_BYTES: expected a positive integer, found ${found}`);
  }
  return n;
}

/**
 * Deepest JSON nesting a body may have. A chat needs about six levels (body, messages, message,
 * content parts, part, image_url); far deeper bodies would overflow the stack when the RPC to the
 * Durable Object or the response serializes them.
 * @example
 * readJson(request, limit) // 400 INVALID_JSON for '[[[[…]]]]' nested deeper than MAX_JSON_DEPTH
 */
export const MAX_JSON_DEPTH = 64;

/** Whether JSON text nests arrays and objects deeper than `max` (brackets inside strings do not count). */
function nestsDeeper(text: string, max: number): boolean {
  let depth = 0;
  let inString = false;
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i);
    if (inString) {
      if (c === 0x5c) i++; // a backslash escapes the next character, a quote included
      else if (c === 0x22) inString = false;
    } else if (c === 0x22) inString = true;
    else if (c === 0x5b || c === 0x7b) {
      if (++depth > max) return true;
    } else if (c === 0x5d || c === 0x7d) depth--;
  }
  return false;
}

function tooLarge(limit: number, found: string): HttpError {
  return new HttpError(413, 'PAYLOAD_TOO_LARGE', `expected a body of at most ${limit} bytes, found ${found}`);
}

/**
 * Read the body as bytes, refusing more than `limit`: first by Content-Length, then by counting
 * the bytes actually streamed (a missing or lying Content-Length cannot get past it).
 * @example
 * const bytes = await readBody(request, 1_048_576);
 */
export async function readBody(request: Request, limit: number): Promise<Uint8Array> {
  const declared = request.headers.get('Content-Length');
  if (declared !== null && Number(declared) > limit) throw tooLarge(limit, `${declared} bytes`);
  if (!request.body) return new Uint8Array(0);
  const reader = request.body.getReader();
  const chunks: Uint8Array[] = [];
  let size = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    size += value.byteLength;
    if (size > limit) {
      await reader.cancel();
      throw tooLarge(limit, `more than ${limit} bytes`);
    }
    chunks.push(value);
  }
  const out = new Uint8Array(size);
  let at = 0;
  for (const c of chunks) {
    out.set(c, at);
    at += c.byteLength;
  }
  return out;
}

/**
 * Read a JSON body within the limit. Non-JSON content types get 415, malformed JSON or JSON nested
 * deeper than {@link MAX_JSON_DEPTH} 400.
 * @example
 * const body = await readJson(request, maxBodyBytes(env.MAX_BODY_BYTES));
 */
export async function readJson(request: Request, limit: number): Promise<unknown> {
  const type = request.headers.get('Content-Type');
  // application/json or application/*+json, parameters aside: application/json-seq is not JSON.
  if (type !== null && !/^application\/([\w.+-]+\+)?json\s*(;|$)/i.test(type)) {
    const found = JSON.stringify(type);
    throw new HttpError(415, 'UNSUPPORTED_MEDIA_TYPE', `expected Content-Type application/json, found ${found}`);
  }
  const bytes = await readBody(request, limit);
  if (bytes.byteLength === 0) throw new HttpError(400, 'INVALID_JSON', 'expected a JSON body, found an empty body');
  let text: string;
  try {
    text = new TextDecoder('utf-8', { fatal: true }).decode(bytes);
  } catch {
    throw new HttpError(400, 'INVALID_JSON', 'expected a UTF-8 JSON body, found invalid UTF-8');
  }
  if (nestsDeeper(text, MAX_JSON_DEPTH)) {
    throw new HttpError(400, 'INVALID_JSON', `expected JSON nested at most ${MAX_JSON_DEPTH} levels deep, found deeper nesting`);
  }
  try {
    return JSON.parse(text);
  } catch (error) {
    const reason = error instanceof SyntaxError ? error.message : 'unparsable text';
    throw new HttpError(400, 'INVALID_JSON', `expected a JSON body, found ${reason}`);
  }
}
