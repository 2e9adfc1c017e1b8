#!/usr/bin/env node
/** @module cli/main — the `pith` executable (bin): runs the CLI on the process streams. */

import { runCli } from './run.js';

// A reader that closes early (`pith … | head`) is not an error worth a stack trace; a full disk or a
// closed descriptor is one line on stderr and exit code 1.
process.stdout.on('error', (error: NodeJS.ErrnoException) => {
  if (error.code === 'EPIPE') process.exit(process.exitCode ?? 0);
  process.stderr.write(`pith: cannot write the output: expected a writable stdout, found ${error.code ?? error.message}\n`);
  process.exit(1);
});

process.exitCode = await runCli(process.argv.slice(2), process);
