/** @module cli/run — dispatches a command line and turns errors into stderr lines and exit codes. */

import type { Readable, Writable } from 'node:stream';
import { parseCommand } from './args.js';
import { classify } from './failure.js';
import { runCompress } from './run-compress.js';
import { runJsonl } from './run-jsonl.js';
import { COMPRESS_USAGE, MAIN_USAGE, readVersion } from './usage.js';

/** The streams the CLI talks to (process streams in production). */
export interface CliIo {
  stdin: Readable;
  stdout: Writable;
  stderr: Writable;
}

/**
 * Run the CLI and return its exit code: 0 success, 2 bad input/options/budget, 1 internal error.
 * On failure exactly one line `pith: <message>` goes to stderr and nothing to stdout.
 * @example
 * process.exitCode = await runCli(process.argv.slice(2), process);
 */
export async function runCli(argv: readonly string[], io: CliIo): Promise<number> {
  try {
    const command = parseCommand(argv);
    if (command.kind === 'help') {
      io.stdout.write(command.topic === 'main' ? MAIN_USAGE : COMPRESS_USAGE);
    } else if (command.kind === 'version') {
      io.stdout.write(`${readVersion()}\n`);
    } else if (command.flags.jsonl) {
      await runJsonl(command.file, command.flags, io.stdin, io.stdout);
    } else {
      await runCompress(command.file, command.flags, io.stdin, io.stdout);
    }
    return 0;
  } catch (error) {
    const { exit, message } = classify(error);
    io.stderr.write(`pith: ${message}\n`);
    return exit;
  }
}
