/** @module platform/wasm — module declaration: on workerd a `.wasm` import is a compiled WebAssembly.Module. */

declare module '*.wasm' {
  /** The compiled module (workerd/wrangler compile it at deploy time). */
  const module: WebAssembly.Module;
  export default module;
}
