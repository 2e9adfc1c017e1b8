/** @module cli/utf8 — strict UTF-8 decoding of input bytes, whole or line by line (invalid bytes are an error, never U+FFFD). */

import type { Readable } from 'node:stream';
import { InputError } from '../platform/node.js';

const strict = new TextDecoder('utf-8', { fatal: true, ignoreBOM: true });

/**
 * Decode bytes as UTF-8, dropping a leading BOM; invalid bytes are an {@link InputError} naming
 * the first one, not replacement characters that would silently change IDs and amounts.
 * @example
 * decodeUtf8(Buffer.from('[{"role":"user","content":"hi"}]'), 'stdin') // '[{"role":…'
 * decodeUtf8(Buffer.from([0x41, 0xff]), 'stdin') // InputError: stdin: expected UTF-8 text, found byte 0xFF at offset 1
 */
export function decodeUtf8(bytes: Uint8Array, where: string): string {
  let text: string;
  try {
    text = strict.decode(bytes);
  } catch (cause) {
    const at = firstInvalid(bytes);
    throw new InputError(`${where}: expected UTF-8 text, found byte 0x${bytes[at].toString(16).toUpperCase().padStart(2, '0')} at offset ${at}`, { cause });
  }
  return text.charCodeAt(0) === 0xfeff ? text.slice(1) : text;
}

/**
 * The lines of a byte stream (split at \n, a trailing \r dropped), each decoded strictly: a line
 * with invalid bytes comes as an {@link InputError} in its place, so the lines after it still run.
 * @example
 * for await (const line of utf8Lines(process.stdin)) if (typeof line === 'string') console.log(line);
 */
export async function* utf8Lines(stream: Readable): AsyncGenerator<string | InputError> {
  // The bytes of the line read so far, kept as pieces: a line of megabytes arrives in many chunks, and
  // joining (or searching) all of it again for each chunk would take time with the square of its size.
  let parts: Buffer[] = [];
  let lineNo = 0;
  const decode = (bytes: Buffer): string | InputError => {
    lineNo++;
    const end = bytes.length && bytes[bytes.length - 1] === 0x0d ? bytes.length - 1 : bytes.length;
    try {
      return decodeUtf8(bytes.subarray(0, end), `line ${lineNo}`);
    } catch (e) {
      return e as InputError;
    }
  };
  for await (const chunk of stream) {
    const bytes = typeof chunk === 'string' ? Buffer.from(chunk) : (chunk as Buffer);
    let from = 0;
    for (let nl = bytes.indexOf(0x0a); nl >= 0; nl = bytes.indexOf(0x0a, from)) {
      yield decode(Buffer.concat([...parts, bytes.subarray(from, nl)]));
      parts = [];
      from = nl + 1;
    }
    if (from < bytes.length) parts.push(bytes.subarray(from));
  }
  if (parts.length) yield decode(Buffer.concat(parts));
}

/** Offset of the first byte that does not start or continue a valid UTF-8 sequence. */
function firstInvalid(b: Uint8Array): number {
  for (let i = 0; i < b.length; ) {
    const c = b[i];
    const n = c < 0x80 ? 1 : c >= 0xc2 && c <= 0xdf ? 2 : c >= 0xe0 && c <= 0xef ? 3 : c >= 0xf0 && c <= 0xf4 ? 4 : 0;
    if (n === 0) return i;
    for (let k = 1; k < n; k++) if (i + k >= b.length || (b[i + k] & 0xc0) !== 0x80) return i; // a sequence cut short
    try {
      strict.decode(b.subarray(i, i + n));
    } catch {
      return i; // overlong, surrogate or beyond U+10FFFF
    }
    i += n;
  }
  return Math.max(0, b.length - 1);
}
