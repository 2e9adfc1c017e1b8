/** @module validate/format-issue — turns a zod issue into one line: "where: expected X, found Y". */

import type * as z from 'zod';
import { describe } from '../errors.js';
import { joinLines } from '../text/runs.js';

type Issue = z.core.$ZodIssue;

/**
 * Describe a found value for an error message; a missing value reads "nothing".
 * @example
 * found(undefined) // 'nothing'; found(-5) // 'number -5'
 */
export function found(value: unknown): string {
  return value === undefined ? 'nothing' : describe(value);
}

/**
 * What an integer option expects, naming the bound when `value` is a number past 2^53 - 1 (what
 * compress(), memory, the CLI and the Worker all say).
 * @example
 * safeIntegerWanted('a positive integer', 1e300) // 'a positive integer of at most 9007199254740991'
 */
export function safeIntegerWanted(what: string, value: unknown): string {
  return typeof value === 'number' && value > Number.MAX_SAFE_INTEGER ? `${what} of at most ${Number.MAX_SAFE_INTEGER}` : what;
}

/**
 * {@link expected} for an integer option, naming the bound when the input is past 2^53 - 1; with
 * `digits`, a string of digits counts as the number it spells (a query string's values are all text).
 * @example
 * z.custom<number>((v) => Number.isSafeInteger(v), { error: expectedInt('a positive integer') })
 */
export const expectedInt = (what: string, digits = false) => (issue: { input?: unknown }): string => {
  const v = issue.input;
  return expected(safeIntegerWanted(what, digits && typeof v === 'string' && /^\d+$/.test(v) ? Number(v) : v))(issue);
};

/**
 * An error-message builder for zod's `error` parameter: `expected <what>, found <input>`.
 * @example
 * z.string({ error: expected('a string') })
 */
export function expected(what: string): (issue: { input?: unknown }) => string {
  return (issue) => `expected ${what}, found ${found(issue.input)}`;
}

/**
 * Format a path as JavaScript would write it: `messages[3].content[0].text`.
 * @example
 * formatPath('messages', [3, 'content']) // 'messages[3].content'
 */
export function formatPath(root: string, path: readonly PropertyKey[]): string {
  let out = root;
  for (const key of path) {
    if (typeof key === 'number') out += `[${key}]`;
    else out += out ? `.${String(key)}` : String(key);
  }
  return out;
}

/**
 * The most specific issue: inside a failed union, the branch that got deepest explains the
 * failure best (an array of parts with one bad part beats "not a string").
 * @example
 * deepestIssue(result.error.issues[0])
 */
export function deepestIssue(issue: Issue): { issue: Issue; path: PropertyKey[] } {
  const base = [...issue.path];
  if (issue.code !== 'invalid_union' || issue.errors.length === 0) return { issue, path: base };
  let best: Issue | undefined;
  for (const branch of issue.errors) {
    for (const inner of branch) {
      if (inner.path.length > 0 && (!best || inner.path.length > best.path.length)) best = inner;
    }
  }
  if (!best) return { issue, path: base };
  const deeper = deepestIssue(best);
  return { issue: deeper.issue, path: [...base, ...deeper.path] };
}

/**
 * One-line message for the first issue of a failed parse.
 * @example
 * formatIssue('messages', error.issues[0]) // 'messages[3].content: expected a string or an array of parts, found number 5'
 */
export function formatIssue(root: string, issue: Issue): string {
  const { issue: inner, path } = deepestIssue(issue);
  const where = formatPath(root, path);
  const message = joinLines(inner.message);
  return where ? `${where}: ${message}` : message;
}
