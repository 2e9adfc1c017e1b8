/** @module test/worker/bin — module declaration: with a `Data` module rule a `.bin` import is an ArrayBuffer. */
declare module '*.bin' {
  /** The file's bytes. */
  const bytes: ArrayBuffer;
  export default bytes;
}
