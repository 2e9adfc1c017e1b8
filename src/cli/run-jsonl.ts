/** @module cli/run-jsonl — `pith compress --jsonl`: one request per line, one result per line. */

import type { Readable, Writable } from 'node:stream';
import { InputError } from '../platform/node.js';
import type { CliFlags } from './args.js';
import { classify } from './failure.js';
import { compressAs } from './format.js';
import { parseJson } from './json.js';
import { checkLlmFromEnv, withLlmFromEnv } from './llm-option.js';
import { formatError, formatResult, write } from './output.js';
import { inputLines } from './read-input.js';
import { checkDefaults, checkOptions, flagOptions, splitRequest } from './request.js';
import type { RawOptions } from './request.js';

async function answer(text: string, lineNo: number, defaults: RawOptions): Promise<string> {
  try {
    const { format, input, options } = splitRequest(parseJson(text, lineNo), defaults);
    const checked = withLlmFromEnv(checkOptions(options), process.env);
    return formatResult(await compressAs(format, input, checked), false);
  } catch (error) {
    const { code, message } = classify(error);
    // JSON errors already say "line L, column C"; others get the line number in front.
    const where = message.startsWith('malformed JSON') ? '' : `line ${lineNo}: `;
    return formatError(code, where + message);
  }
}

/**
 * Answer each non-blank line of FILE (or stdin) in order, in this one process (the kernel loads
 * once). A line's `"format"` (else `--format`) says how to read it: `anthropic` lines may carry
 * `system` and are answered `{ system?, messages, stats }`. A bad line yields `{ "error": { "code", "message" } }` and the rest go on; only an
 * unreadable stream (also one that fails mid-way) or bad flags throw.
 * @example
 * const flags = { budget: '300', jsonl: true, pretty: false };
 * await runJsonl(undefined, flags, process.stdin, process.stdout);
 */
export async function runJsonl(
  file: string | undefined,
  flags: CliFlags,
  stdin: Readable,
  stdout: Writable,
): Promise<void> {
  const defaults = flagOptions(flags);
  checkDefaults(defaults);
  // A default LLM strategy without its provider would fail every line: one stderr line instead.
  checkLlmFromEnv(defaults.strategy, process.env);
  let lineNo = 0;
  for await (const line of inputLines(file, stdin)) {
    lineNo++;
    if (line instanceof InputError) {
      await write(stdout, formatError(line.code, line.message));
      continue;
    }
    if (line.trim() === '') continue;
    // Results stay one per line: --pretty is ignored in this mode.
    await write(stdout, await answer(line, lineNo, defaults));
  }
}
