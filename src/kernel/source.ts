/** @module kernel/source — resolve what a loader was given (or its platform default) to bytes or a compiled module. */

/**
 * Await a source, fall back to the platform default, fetch a URL, read a Response: what remains
 * is bytes or a `WebAssembly.Module` (the caller checks which it accepts). `what` names the file in
 * errors ("the WASM binary", "the word vectors").
 * @example
 * const bytes = await resolveSource(source, defaultSource, 'the word vectors', 'pass initVectors(bytes)');
 */
export async function resolveSource(
  source: unknown,
  fallback: (() => Promise<unknown>) | undefined,
  what: string,
  hint: string,
): Promise<unknown> {
  let s = source;
  if (s === undefined) {
    if (!fallback) throw new Error(`expected a source for ${what}: ${hint}, found none`);
    s = await fallback();
  }
  s = await s;
  if (s instanceof URL) s = await fetch(s);
  if (typeof Response !== 'undefined' && s instanceof Response) {
    if (!s.ok) throw new Error(`expected HTTP 200 for ${what}, found ${s.status} ${s.statusText}`);
    s = await s.arrayBuffer();
  }
  return s;
}
