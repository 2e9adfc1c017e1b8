/** @module cli/run-compress — `pith compress [FILE]`: one conversation in, one JSON line out. */

import type { Readable, Writable } from 'node:stream';
import { InputError } from '../platform/node.js';
import type { CliFlags } from './args.js';
import { compressAs } from './format.js';
import { parseJson } from './json.js';
import { checkLlmFromEnv, withLlmFromEnv } from './llm-option.js';
import { formatResult, write } from './output.js';
import { readInput } from './read-input.js';
import { EXPECTED_ANTHROPIC_DOCUMENT, EXPECTED_DOCUMENT, checkDefaults, checkOptions, flagOptions, splitDocument, takeFormat } from './request.js';

/**
 * Compress the conversation in FILE (or stdin) and print `{ messages, stats }`; with
 * `--format anthropic`, an Anthropic Messages body in and `{ system?, messages, stats }` out.
 * Throws typed errors; the caller turns them into a stderr line and an exit code.
 * @example
 * const flags = { budget: '300', jsonl: false, pretty: true };
 * await runCompress('examples/support-chat.json', flags, process.stdin, process.stdout);
 */
export async function runCompress(
  file: string | undefined,
  flags: CliFlags,
  stdin: Readable,
  stdout: Writable,
): Promise<void> {
  const { format, options: fromFlags } = takeFormat(flagOptions(flags));
  // Fail on bad flags (or an LLM strategy without its PITH_LLM_* variables) before waiting for input.
  checkDefaults(fromFlags);
  checkLlmFromEnv(fromFlags.strategy, process.env);
  const text = await readInput(file, stdin);
  if (text.trim() === '') {
    throw new InputError(`${format === 'anthropic' ? EXPECTED_ANTHROPIC_DOCUMENT : EXPECTED_DOCUMENT}, found empty input`);
  }
  const { query, ...input } = splitDocument(parseJson(text), format);
  // The file's query is a default; --query wins.
  const fromFile = query === undefined ? {} : { query };
  const options = withLlmFromEnv(checkOptions({ ...fromFile, ...fromFlags }), process.env);
  await write(stdout, formatResult(await compressAs(format, input, options), flags.pretty));
}
