/** @module cli/read-input — reads the input text from FILE or stdin, with one-line errors. */

import { fstatSync } from 'node:fs';
import { open } from 'node:fs/promises';
import type { Readable } from 'node:stream';
import { InputError, OptionsError } from '../platform/node.js';
import { decodeUtf8, utf8Lines } from './utf8.js';

const FOUND_BY_CODE: Record<string, string> = {
  ENOENT: 'no such file',
  EISDIR: 'a directory',
  EACCES: 'a file without read permission',
  EPERM: 'a file without read permission',
};

// The name as typed, quoted when it would not read as one word ("cannot read : …" for '').
const named = (file: string): string => (/^[^\s"]+$/.test(file) ? file : JSON.stringify(file));

function unreadable(file: string, cause: unknown): InputError {
  const code = (cause as { code?: string }).code ?? 'unknown';
  const found = FOUND_BY_CODE[code] ?? `error ${code}`;
  return new InputError(`cannot read ${named(file)}: expected a readable file, found ${found}`, { cause });
}

// Node reads a directory on stdin (`pith compress < dir`) as empty input, not as an error: ask
// the descriptor itself. Streams without one (tests, pipes built in code) are taken as they are.
function refuseDirectoryStdin(stdin: Readable): void {
  const fd = (stdin as { fd?: unknown }).fd;
  if (typeof fd !== 'number') return;
  let directory = false;
  try {
    directory = fstatSync(fd).isDirectory();
  } catch {
    return; // a descriptor fstat cannot see is left to the read to report
  }
  if (directory) {
    throw new InputError('cannot read stdin: expected a file or pipe, found a directory');
  }
}

/**
 * Open FILE, or stdin when FILE is undefined, as a byte stream. Throws {@link InputError} for a
 * missing or unreadable file, or a directory on stdin, before anything is read.
 * @example
 * const stream = await openInput('chat.jsonl', process.stdin);
 */
export async function openInput(file: string | undefined, stdin: Readable): Promise<Readable> {
  if (file === undefined) {
    refuseDirectoryStdin(stdin);
    return stdin;
  }
  try {
    const handle = await open(file, 'r');
    // open() succeeds on a directory; report it here rather than mid-stream.
    if ((await handle.stat()).isDirectory()) {
      await handle.close();
      throw Object.assign(new Error('is a directory'), { code: 'EISDIR' });
    }
    return handle.createReadStream();
  } catch (cause) {
    throw unreadable(file, cause);
  }
}

/**
 * Read all of FILE or stdin as UTF-8 text (a leading BOM is dropped; invalid bytes are an InputError).
 * @example
 * const text = await readInput('examples/support-chat.json', process.stdin);
 */
export async function readInput(
  file: string | undefined,
  stdin: Readable & { isTTY?: boolean },
): Promise<string> {
  if (file === undefined && stdin.isTTY) {
    throw new OptionsError('expected FILE or JSON on stdin, found a terminal (see pith compress --help)');
  }
  const stream = await openInput(file, stdin);
  const chunks: Buffer[] = [];
  try {
    for await (const chunk of stream) chunks.push(typeof chunk === 'string' ? Buffer.from(chunk) : chunk);
  } catch (cause) {
    throw unreadable(file ?? 'stdin', cause);
  }
  return decodeUtf8(Buffer.concat(chunks), file ?? 'stdin');
}

/**
 * The lines of FILE (or stdin), as {@link utf8Lines} gives them; a read that fails mid-way (EIO)
 * is an {@link InputError} "cannot read FILE: …" like a failed open, not an internal error.
 * @example
 * for await (const line of inputLines('requests.jsonl', process.stdin)) console.log(line);
 */
export async function* inputLines(
  file: string | undefined,
  stdin: Readable,
): AsyncGenerator<string | InputError> {
  const lines = utf8Lines(await openInput(file, stdin));
  for (;;) {
    let next: IteratorResult<string | InputError>;
    try {
      next = await lines.next();
    } catch (cause) {
      throw unreadable(file ?? 'stdin', cause);
    }
    if (next.done) return;
    yield next.value;
  }
}
