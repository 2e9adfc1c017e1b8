/** @module kernel/wasm-imports — the host functions pith.wasm imports: `env.abort` throws a WebAssembly.RuntimeError carrying AssemblyScript's message. */

/** The import object for one instance, and `bind` to hand it the instance's memory once instantiated. */
export interface WasmImports {
  imports: { env: { abort(msg: number, file: number, line: number, column: number): never } };
  bind(memory: { buffer: ArrayBuffer }): void;
}

/** An AssemblyScript string at `p` (UTF-16, byte length in the u32 before it); '' when unreadable. */
function asString(memory: { buffer: ArrayBuffer } | undefined, p: number): string {
  const buffer = memory?.buffer;
  p >>>= 0;
  if (!buffer || p < 4 || p > buffer.byteLength) return '';
  const bytes = new DataView(buffer).getUint32(p - 4, true);
  if (bytes % 2 !== 0 || p + bytes > buffer.byteLength || bytes > 512) return '';
  return String.fromCharCode(...new Uint16Array(buffer.slice(p, p + bytes)));
}

/**
 * Imports for instantiating pith.wasm. An abort (the only one the kernel has is the runtime's
 * "Allocation too large") throws a `WebAssembly.RuntimeError`, like the kernel's other traps, so
 * the kernel wrapper treats every failure inside a call alike.
 * @example
 * const host = wasmImports();
 * const { instance } = await WebAssembly.instantiate(bytes, host.imports);
 * host.bind(instance.exports.memory as WebAssembly.Memory);
 */
export function wasmImports(): WasmImports {
  let memory: { buffer: ArrayBuffer } | undefined;
  return {
    imports: {
      env: {
        abort(msg: number, file: number, line: number, column: number): never {
          const what = asString(memory, msg) || 'abort';
          const where = asString(memory, file);
          throw new WebAssembly.RuntimeError(`pith.wasm aborted: ${what} (${where ? `${where}:` : ''}${line}:${column})`);
        },
      },
    },
    bind(m) {
      memory = m;
    },
  };
}
