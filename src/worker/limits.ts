/** @module worker/limits — request body size limit (MAX_BODY_BYTES) and JSON body reading. */

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
 * Read a JSON body within the limit. Non-JSON content types get 415, malformed JSON 400.
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
  try {
    return JSON.parse(text);
  } catch (error) {
    const reason = error instanceof SyntaxError ? error.message : 'unparsable text';
    throw new HttpError(400, 'INVALID_JSON', `expected a JSON body, found ${reason}`);
  }
}
