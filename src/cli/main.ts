#!/usr/bin/env node
/** @module cli/main — the `pith` executable (bin): runs the CLI on the process streams. */

import { runCli } from './run.js';

// A reader that closes early (`pith … | head`) is not an error worth a stack trace.
process.stdout.on('error', (error: NodeJS.ErrnoException) => {
  if (error.code === 'EPIPE') process.exit(process.exitCode ?? 0);
  throw error;
});

process.exitCode = await runCli(process.argv.slice(2), process);
