/** @module cli/args — command-line parsing with one-line errors (node:util parseArgs). */

import { parseArgs } from 'node:util';
import { OptionsError } from '../platform/node.js';
import { glueFlagValues } from './flag-values.js';

/** Flags of `pith compress`, as typed on the command line (strings until validated). */
export interface CliFlags {
  budget?: string;
  query?: string;
  strategy?: string;
  tokenizer?: string;
  keepLast?: string;
  format?: string;
  jsonl: boolean;
  pretty: boolean;
}

/** What the command line asked for. */
export type CliCommand =
  | { kind: 'help'; topic: 'main' | 'compress' }
  | { kind: 'version' }
  | { kind: 'compress'; file: string | undefined; flags: CliFlags };

const OPTIONS = {
  budget: { type: 'string' },
  query: { type: 'string' },
  strategy: { type: 'string' },
  tokenizer: { type: 'string' },
  'keep-last': { type: 'string' },
  format: { type: 'string' },
  jsonl: { type: 'boolean' },
  pretty: { type: 'boolean' },
  help: { type: 'boolean', short: 'h' },
  version: { type: 'boolean', short: 'v' },
} as const;

const VALUE_FLAGS = new Set(['--budget', '--query', '--strategy', '--tokenizer', '--keep-last', '--format']);
const FLAG_LIST = Object.keys(OPTIONS).map((f) => `--${f}`).join(', ');
const KNOWN = new Set([...Object.keys(OPTIONS).map((f) => `--${f}`), '-h', '-v']);
const isOption = (token: string): boolean => KNOWN.has(token.split('=')[0]);

type Token = { kind: string; name?: string; value?: string };

// A value as the user typed it: bare when unambiguous, else quoted (and cut, as found() does).
function shown(value: string): string {
  if (/^[^\s",()]{1,40}$/.test(value)) return value;
  return JSON.stringify(value.length > 40 ? `${value.slice(0, 37)}...` : value);
}

// The last of two flags would silently win; `--budget 100 --budget 200` is more likely a slip.
function refuseRepeats(tokens: readonly Token[]): void {
  const seen = new Map<string, Token[]>();
  for (const t of tokens) {
    if (t.kind === 'option' && t.name) seen.set(t.name, [...(seen.get(t.name) ?? []), t]);
  }
  for (const [name, given] of seen) {
    if (given.length < 2) continue;
    const times = given.length === 2 ? 'twice' : `${given.length} times`;
    const values = given.every((t) => t.value === undefined)
      ? ''
      : ` (${given.map((t) => shown(t.value ?? '')).join(', ')})`;
    throw new OptionsError(`option --${name}: given ${times}${values}; expected it once`);
  }
}

// The flag parseArgs names: its long form for "Option '-v, --version' …" (not "-v,"), and for
// one letter of a group such as -bogus, that group as typed ("-b in -bogus").
function flagOf(message: string, argv: readonly string[]): string {
  const flag = /'(?:-\w, )?(-[^' ]+)/.exec(message)?.[1] ?? '';
  if (!/^-[^-]$/.test(flag) || argv.includes(flag)) return flag;
  const group = argv.find((t) => /^-[^-]/.test(t) && t.length > 2 && t.includes(flag[1]));
  return group === undefined ? flag : `${flag} in ${group}`;
}

function explain(error: unknown, argv: readonly string[]): string {
  const e = error as { code?: string; message?: string };
  const flag = flagOf(e.message ?? '', argv);
  if (e.code === 'ERR_PARSE_ARGS_UNKNOWN_OPTION') {
    return `unknown option ${flag}: expected one of ${FLAG_LIST}`;
  }
  if (e.code === 'ERR_PARSE_ARGS_INVALID_OPTION_VALUE') {
    return /does not take an argument/.test(e.message ?? '')
      ? `option ${flag}: expected no value, found one`
      : `option ${flag}: expected a value, found nothing`;
  }
  return (e.message ?? String(error)).split('\n')[0];
}

/**
 * Parse `process.argv.slice(2)`. Throws {@link OptionsError} (exit code 2) for unknown flags,
 * missing values, a flag given twice, unknown commands or extra arguments.
 *
 * @example
 * parseCommand(['compress', 'chat.json', '--budget', '300'])
 * // { kind: 'compress', file: 'chat.json', flags: { budget: '300', jsonl: false, pretty: false } }
 */
export function parseCommand(argv: readonly string[]): CliCommand {
  let parsed;
  try {
    parsed = parseArgs({
      args: glueFlagValues(argv, VALUE_FLAGS, isOption),
      options: OPTIONS,
      allowPositionals: true,
      strict: true,
      tokens: true,
    });
  } catch (error) {
    throw new OptionsError(explain(error, argv), { cause: error });
  }
  refuseRepeats(parsed.tokens);
  const { values, positionals } = parsed;
  const [command, ...rest] = positionals;
  if (command === undefined) {
    if (values.version) return { kind: 'version' };
    if (values.help) return { kind: 'help', topic: 'main' };
    throw new OptionsError('missing command: expected "compress", found nothing (see pith --help)');
  }
  if (command !== 'compress') {
    throw new OptionsError(`unknown command ${JSON.stringify(command)}: expected "compress" (see pith --help)`);
  }
  if (values.help) return { kind: 'help', topic: 'compress' };
  if (values.version) return { kind: 'version' };
  if (rest.length > 1) {
    throw new OptionsError(`expected at most one FILE, found ${rest.length}: ${rest.join(' ')}`);
  }
  return {
    kind: 'compress',
    file: rest[0] === '-' ? undefined : rest[0],
    flags: {
      budget: values.budget,
      query: values.query,
      strategy: values.strategy,
      tokenizer: values.tokenizer,
      keepLast: values['keep-last'],
      format: values.format,
      jsonl: values.jsonl ?? false,
      pretty: values.pretty ?? false,
    },
  };
}
