/** @module test/wasm/pins-entry — standalone AssemblyScript entry for the pin scanner tests: scanPins plus an arena. */

export { scanPins } from '../../assembly/pins';

/**
 * Bump-allocates `size` bytes (8-byte aligned) for test inputs and outputs.
 *
 * @example
 * const ptr = alloc(text.length * 2);
 */
export function alloc(size: i32): usize {
  return heap.alloc(<usize>size);
}

/**
 * Frees everything allocated so far (the stub runtime's reset).
 *
 * @example
 * reset();
 */
export function reset(): void {
  heap.reset();
}
