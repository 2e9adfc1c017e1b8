/** @module cli/run-compress — `pith compress [FILE]`: one conversation in, one JSON line out. */

import type { Readable, Writable } from 'node:stream';
import { InputError, compress } from '../platform/node.js';
import type { CliFlags } from './args.js';
import { parseJson } from './json.js';
import { checkLlmFromEnv, withLlmFromEnv } from './llm-option.js';
import { formatResult, write } from './output.js';
import { readInput } from './read-input.js';
import { developerAsSystem, developerBack } from '../validate/developer-role.js';
import { EXPECTED_DOCUMENT, checkDefaults, checkOptions, flagOptions, splitDocument } from './request.js';

/**
 * Compress the conversation in FILE (or stdin) and print `{ messages, stats }`.
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
  const fromFlags = flagOptions(flags);
  // Fail on bad flags (or an LLM strategy without its PITH_LLM_* variables) before waiting for input.
  checkDefaults(fromFlags);
  checkLlmFromEnv(fromFlags.strategy, process.env);
  const text = await readInput(file, stdin);
  if (text.trim() === '') throw new InputError(`${EXPECTED_DOCUMENT}, found empty input`);
  const doc = splitDocument(parseJson(text));
  // The file's query is a default; --query wins.
  const fromFile = doc.query === undefined ? {} : { query: doc.query };
  const options = withLlmFromEnv(checkOptions({ ...fromFile, ...fromFlags }), process.env);
  const result = developerBack(await compress(developerAsSystem(doc.messages) as typeof doc.messages, options));
  await write(stdout, formatResult(result, flags.pretty));
}
