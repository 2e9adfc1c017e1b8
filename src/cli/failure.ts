/** @module cli/failure — maps an error to its exit code and its one-line message. */
import { joinLines } from '../text/runs.js';

/** Error codes that mean the caller's input or options were wrong (exit code 2). */
const USER_ERRORS = new Set(['INVALID_INPUT', 'INVALID_OPTIONS', 'BUDGET_UNSATISFIABLE']);

/**
 * Code reported for an unexpected error in a JSONL line.
 * @example
 * INTERNAL_ERROR // 'INTERNAL_ERROR'
 */
export const INTERNAL_ERROR = 'INTERNAL_ERROR';

/**
 * Classify an error: `code` (the PithError code, or INTERNAL_ERROR), `exit` (2 for bad input,
 * options or budget; 1 otherwise) and `message` on one line.
 * @example
 * classify(new OptionsError('budget: expected a positive integer, found number -5'))
 * // { code: 'INVALID_OPTIONS', exit: 2, message: 'budget: expected a positive integer, found number -5' }
 */
export function classify(error: unknown): { code: string; exit: 1 | 2; message: string } {
  const code = (error as { code?: unknown })?.code;
  const raw = error instanceof Error ? error.message : String(error);
  const oneLine = joinLines(raw).trim();
  if (typeof code === 'string' && USER_ERRORS.has(code)) return { code, exit: 2, message: oneLine };
  return { code: INTERNAL_ERROR, exit: 1, message: `internal error: ${oneLine}` };
}
