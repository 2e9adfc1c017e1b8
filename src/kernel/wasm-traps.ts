/** @module kernel/wasm-traps — a trap inside a WASM kernel call (its memory cannot hold the input) rethrown as a typed InputError naming the input's size. */

import { InputError } from '../errors.js';

/** The size of a call's input: characters of its text, else numbers in its arrays. */
function inputSize(args: readonly unknown[]): string {
  let chars = 0;
  let values = 0;
  for (const a of args) {
    if (typeof a === 'string') chars += a.length;
    else if (ArrayBuffer.isView(a) && 'length' in a) values += (a as { length: number }).length;
  }
  return chars > 0 || values === 0 ? `${chars} characters of text` : `${values} array values`;
}

/**
 * Wraps each method of `methods` so that a `WebAssembly.RuntimeError` from the kernel (it traps only
 * when its working memory cannot grow: 4 GiB at most, less where the host allows less) becomes
 * `InputError('the WASM kernel could not hold the input: expected …, found …', { cause })`; other
 * errors pass through. The kernel stays usable: every call starts from a fresh arena.
 * @example
 * const kernel = guardTraps(createKernelMethods(exports), exports.memory);
 * kernel.analyze('x'.repeat(400_000_000)); // InputError INVALID_INPUT
 */
export function guardTraps<K extends object>(methods: K, memory: { buffer: ArrayBuffer }): K {
  const out = { ...methods } as Record<string, unknown>;
  for (const [name, f] of Object.entries(methods)) {
    if (typeof f !== 'function') continue;
    out[name] = (...args: unknown[]) => {
      try {
        return f(...args);
      } catch (e) {
        if (!(e instanceof WebAssembly.RuntimeError)) throw e;
        const mib = Math.round(memory.buffer.byteLength / 2 ** 20);
        throw new InputError(
          `the WASM kernel could not hold the input of ${name}(): expected one whose working memory fits in WASM memory (at most 4 GiB), ` +
            `found ${inputSize(args)} (${e.message} with ${mib} MiB in use)`,
          { cause: e },
        );
      }
    };
  }
  return out as K;
}
