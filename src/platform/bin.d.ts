/** @module platform/bin — module declaration: with a `Data` module rule (wrangler.toml) a `.bin` import is an ArrayBuffer. */

declare module '*.bin' {
  /** The file's bytes. */
  const bytes: ArrayBuffer;
  export default bytes;
}
