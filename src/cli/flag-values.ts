/** @module cli/flag-values — what may follow a flag that takes a value, checked before parsing. */

import { OptionsError } from '../platform/node.js';

const NEGATIVE_NUMBER = /^-\d|^-\.\d/;

// parseArgs' own test for a token that reads as an option ("-" alone is a value: stdin).
const looksLikeOption = (token: string): boolean => token.length > 1 && token.startsWith('-');

function noValue(flag: string, next: string, isOption: (token: string) => boolean): string {
  if (next === '--') return 'expected a value, found the end of options --';
  if (isOption(next)) return `expected a value, found the option ${next}`;
  const hint = `write ${flag}=${next} for a value that starts with "-"`;
  return `expected a value, found ${JSON.stringify(next)} (${hint})`;
}

/**
 * Prepare argv for `parseArgs`: a negative number after a flag that takes a value is glued on
 * (`--budget -5` becomes `--budget=-5`) so validation can say "found number -5"; any other token
 * starting with "-" there is refused with one line, since parseArgs would report it as a missing
 * value. `isOption(token)` tells a known flag (the user forgot the value) from a value that
 * needs the `--flag=-value` form. Scanning stops at `--`, after which everything is a FILE.
 *
 * @example
 * glueFlagValues(['--budget', '-5'], new Set(['--budget']), () => false) // ['--budget=-5']
 * glueFlagValues(['--query', '-hi'], new Set(['--query']), () => false)
 * // OptionsError: option --query: expected a value, found "-hi" (write --query=-hi for a value
 * // that starts with "-")
 */
export function glueFlagValues(
  argv: readonly string[],
  valueFlags: ReadonlySet<string>,
  isOption: (token: string) => boolean,
): string[] {
  const out: string[] = [];
  for (let i = 0; i < argv.length; i++) {
    const flag = argv[i];
    out.push(flag);
    if (flag === '--') {
      out.push(...argv.slice(i + 1));
      break;
    }
    const next = argv[i + 1];
    if (!valueFlags.has(flag) || next === undefined) continue;
    if (NEGATIVE_NUMBER.test(next)) out[out.length - 1] = `${flag}=${next}`;
    else if (looksLikeOption(next)) {
      throw new OptionsError(`option ${flag}: ${noValue(flag, next, isOption)}`);
    }
    else out.push(next);
    i++;
  }
  return out;
}
