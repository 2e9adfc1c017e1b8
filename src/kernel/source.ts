/** @module kernel/source — resolve what a loader was given (or its platform default) to bytes or a compiled module, and where it came from. */

import { describe } from '../errors.js';

/** What {@link resolveSource} found: the bytes or module, and the URL they came from (for error messages). */
export interface ResolvedSource {
  data: unknown;
  /** The URL (a `file:` URL for files) when the source was a URL or a Response that has one. */
  from: string | undefined;
}

let readFileUrl: ((url: URL) => Promise<ArrayBuffer | ArrayBufferView>) | undefined;

/**
 * Sets how `file:` URLs are read (the Node entry passes `fs.readFile`; `fetch` cannot read them).
 * @example
 * setFileUrlReader((url) => readFile(url));
 */
export function setFileUrlReader(read: (url: URL) => Promise<ArrayBuffer | ArrayBufferView>): void {
  readFileUrl = read;
}

const reason = (e: unknown): string => {
  const message = e instanceof Error ? e.message : String(e);
  const inner = e instanceof Error && e.cause instanceof Error ? e.cause.message : '';
  return inner && inner !== message ? `${message} (${inner})` : message;
};

async function read(url: URL, what: string): Promise<unknown> {
  try {
    if (url.protocol === 'file:' && readFileUrl) return await readFileUrl(url);
    return await fetch(url);
  } catch (cause) {
    throw new Error(`expected ${what} at ${url.href}, found ${reason(cause)}`, { cause });
  }
}

/**
 * Await a source, fall back to the platform default, fetch a URL (or read a `file:` URL where a
 * reader is set), read a Response: what remains is bytes or a `WebAssembly.Module` (the caller
 * checks which it accepts), with the URL it came from. `what` names the file in errors ("the WASM
 * binary", "the word vectors"); errors name the URL too.
 * @example
 * const { data, from } = await resolveSource(source, defaultSource, 'the word vectors', 'pass initVectors(bytes)');
 */
export async function resolveSource(
  source: unknown,
  fallback: (() => Promise<unknown>) | undefined,
  what: string,
  hint: string,
): Promise<ResolvedSource> {
  let s = source;
  if (s === undefined) {
    if (!fallback) throw new Error(`expected a source for ${what}: ${hint}, found none`);
    s = await fallback();
  }
  s = await s;
  let from: string | undefined;
  if (s instanceof URL) {
    from = s.href;
    s = await read(s, what);
  }
  if (typeof Response !== 'undefined' && s instanceof Response) {
    from = s.url || from;
    const at = from ? ` at ${from}` : '';
    if (!s.ok) throw new Error(`expected HTTP 200 for ${what}${at}, found ${s.status} ${s.statusText}`.trimEnd());
    try {
      s = await s.arrayBuffer();
    } catch (cause) {
      throw new Error(`expected the body of ${what}${at}, found ${reason(cause)}`, { cause });
    }
  }
  return { data: s, from };
}
