/** @module cli/found — describes a found value in CLI error messages ("found number -5"). */

/**
 * Describe a value the way pith's errors do; a missing value reads "nothing".
 * @example
 * found(-5) // 'number -5'; found('x') // 'string "x"'; found(undefined) // 'nothing'
 */
export function found(value: unknown): string {
  if (value === undefined) return 'nothing';
  if (value === null) return 'null';
  if (Array.isArray(value)) return 'array';
  if (typeof value === 'string') {
    return `string ${JSON.stringify(value.length > 40 ? `${value.slice(0, 37)}...` : value)}`;
  }
  if (typeof value === 'number') return `number ${value}`;
  return typeof value;
}
