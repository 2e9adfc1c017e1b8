/** @module cli/usage — help text and version of the `pith` command. */

import { readFileSync } from 'node:fs';

/**
 * Top-level help (`pith --help`).
 * @example
 * MAIN_USAGE.split('\n')[0] // 'pith — compress the context of LLM chats'
 */
export const MAIN_USAGE = `pith — compress the context of LLM chats

Usage:
  pith compress [FILE|-] --budget N [options]   compress one conversation
  pith compress --jsonl [--budget N] [options]  one request per stdin line
  pith --help | --version

Run "pith compress --help" for the options.
`;

/**
 * Help of the compress command (`pith compress --help`).
 * @example
 * COMPRESS_USAGE.split('\n')[0] // 'Usage: pith compress [FILE|-] --budget N [options]'
 */
export const COMPRESS_USAGE = `Usage: pith compress [FILE|-] --budget N [options]

Reads a JSON array of messages, or { "messages": [...], "query"?: "..." } (an OpenAI chat request
body passes too: its model, tools, ... are read past), from FILE or stdin ("-" or no FILE) and
prints one JSON line { "messages": [...], "stats": {...} }. With --format anthropic it reads an
Anthropic Messages body { "system"?, "messages": [...], "query"?: "..." } (model, max_tokens,
tools, ... read past) and prints { "system"?: ..., "messages": [...], "stats": {...} }.
Each option is given at most once; write a value that starts with "-" as --query=-x.

Options:
  --budget N          token budget: content tokens + 4 per message (required)
  --query TEXT        the current question; wins over the file's "query"
  --strategy NAME     compression strategy (default: pith)
                      LLM strategies (salience, rlm, qtd, …) call the model named by
                      PITH_LLM_BASE_URL + PITH_LLM_MODEL (+ PITH_LLM_API_KEY) or PITH_LLM_LOCAL
  --tokenizer NAME    estimate | o200k | cl100k (default: estimate)
  --keep-last N       final messages kept verbatim (default: 2)
  --format NAME       openai | anthropic (default: openai): how to read and write messages;
                      anthropic keeps each tool_use with its tool_result, roles alternating,
                      and adds pith's ledger to "system"
  --pretty            indent the JSON output (ignored with --jsonl)
  --jsonl             read one request per line:
                      { "messages", "budget"?, "query"?, "strategy"?, "tokenizer"?, "keepLast"?,
                        "format"? } ("system"? too where the line's format is anthropic)
                      flags serve as defaults for lines that omit them; one result per line,
                      in order; a bad line prints { "error": { "code", "message" } } and the
                      rest go on; blank lines are skipped
  -h, --help          this help
  -v, --version       print the version

Exit codes (on failure: one line "pith: …" on stderr, nothing on stdout):
  0  success (with --jsonl: the stream was read, even if some lines failed); an LLM provider
     that fails falls back to pith, and stats.llm.fallback says why
  1  unexpected internal error
  2  bad input, bad options (an LLM strategy without PITH_LLM_* too), an unreadable FILE or
     stdin, or a budget too small for the protected messages
`;

/**
 * The package version, read from package.json next to dist/ (or src/).
 * @example
 * readVersion() // '0.1.0'
 */
export function readVersion(): string {
  const url = new URL('../../package.json', import.meta.url);
  return (JSON.parse(readFileSync(url, 'utf8')) as { version: string }).version;
}
