/** @module bench/scenarios/coding-agent — an agent debugging a Node service: tool calls, logs, traces, listings, code. */
import type { Message } from '../../src/types.js';
import { codeBlock } from '../generate/blocks.js';
import { createRandom, type Random } from '../generate/random.js';
import { FIRST_NAMES } from '../generate/words.js';
import type { Scenario } from '../retention/types.js';
import type { Template } from './filler.js';
import { fill, Script } from './kit.js';
import { digits, distinct } from './values.js';

const SERVICES = ['auth-api', 'billing-worker', 'search-indexer', 'notify-gateway', 'ledger-sync'] as const;
const HOSTS = ['app-02', 'app-05', 'db-03', 'edge-01', 'batch-04'] as const;
const DIRS = ['src/db', 'src/http', 'src/jobs', 'src/auth', 'test/api', 'scripts', 'src/lib'] as const;
const FILES = ['pool', 'session', 'retry', 'handler', 'config', 'queue', 'router', 'cache', 'schema'] as const;
const NOUNS = ['CI run', 'lint config', 'test fixture', 'migration script', 'Dockerfile', 'PR description', 'changelog', 'flaky test', 'type error', 'dependency bump'];
const hex = (r: Random, n: number): string => Array.from({ length: n }, () => '0123456789abcdef'[r.int(0, 15)]).join('');
const file = (r: Random): string => `${r.pick(DIRS)}/${r.pick(FILES)}${r.chance(0.3) ? `-${r.pick(FILES)}` : ''}.ts`;

const KINDS: Record<string, (r: Random) => string> = {
  path: file,
  log: (r) => `2026-04-${String(r.int(1, 28)).padStart(2, '0')}T${String(r.int(0, 23)).padStart(2, '0')}:${String(r.int(10, 59))}:${String(r.int(10, 59))}.${digits(r, 3)}Z ${r.pick(['INFO', 'INFO', 'DEBUG', 'WARN'])} [${r.pick(SERVICES)}] ${r.pick(['request', 'job', 'query', 'batch'])} ${hex(r, 8)} ${r.pick(['completed in', 'took', 'queued for'])} ${r.int(3, 900)}ms`,
  ls: (r) => `-rw-r--r--  1 dev  staff  ${r.int(1, 40)}.${r.int(0, 9)}K  ${file(r)}`,
  trace: (r) => `    at ${r.pick(['Pool', 'Session', 'Router', 'Queue'])}.${r.pick(['acquire', 'connect', 'handle', 'flush', 'run'])} (${file(r)}:${r.int(10, 400)}:${r.int(3, 60)})`,
};

const SENTENCES: Template[] = [
  (r) => `${file(r)} has a TODO from ${r.pick(FIRST_NAMES)} that predates this bug`,
  (r) => `the ${r.pick(['eslint', 'prettier', 'tsc'])} warnings in ${file(r)} are unrelated noise`,
  (r) => `the ${r.pick(SERVICES)} dashboard shows the usual ${r.pick(['sawtooth', 'spike at deploy time', 'flat line'])}, nothing new`,
  (r) => `${r.pick(FIRST_NAMES)} once tried to rewrite ${file(r)} and reverted it the same day`,
  (r) => `the test runner prints a deprecation notice about ${r.pick(['fake timers', 'snapshot format', 'globals'])} that we can ignore`,
  (r) => `coverage for ${r.pick(DIRS)} dipped slightly after the last refactor`,
  (r) => `CI caches node_modules per lockfile hash, so cold runs take longer`,
  (r) => `the staging database was restored from a snapshot ${r.int(2, 9)} days ago`,
];

function turn(r: Random, say: (n: number) => string, line: (k: string) => string, n: number): Message[] {
  const id = `call_f${n.toString(36)}${digits(r, 5)}`;
  const kind = r.pick(['log', 'ls', 'trace', 'json']);
  const name = { log: 'read_logs', ls: 'list_files', trace: 'run_tests', json: 'http_get' }[kind]!;
  const output =
    kind === 'json'
      ? JSON.stringify({ status: r.pick([200, 200, 404, 503]), service: r.pick(SERVICES), host: r.pick(HOSTS), latency_ms: r.int(4, 900), version: `1.${r.int(0, 30)}.${r.int(0, 9)}` }, null, 2)
      : [kind === 'trace' ? `FAIL ${line('path')}\nError: ${say(1)}` : '', ...Array.from({ length: r.int(4, 14) }, () => line(kind))].filter(Boolean).join('\n');
  const reply = [say(r.int(2, 5))];
  if (r.chance(0.3)) reply.push(codeBlock(r), say(r.int(1, 2)));
  return [
    { role: 'user', content: say(r.int(1, 3)) },
    { role: 'assistant', content: '', tool_calls: [{ id, type: 'function', function: { name, arguments: JSON.stringify({ target: r.pick(SERVICES), path: line('path') }) } }] },
    { role: 'tool', tool_call_id: id, content: output },
    { role: 'assistant', content: reply.join('\n\n') },
  ];
}

/**
 * A coding-agent session chasing connection-pool timeouts: tool calls with logs, stack traces,
 * listings and JSON, fenced code, a bisected commit, service placement and a corrected timeout.
 * @example
 * const s = buildCodingAgent({ id: 'coding-agent', seed: 2, targetTokens: 64_000 });
 */
export function buildCodingAgent(opts: { id: string; seed: number; targetTokens: number }): Scenario {
  const r = createRandom(opts.seed);
  const [svc, otherSvc, thirdSvc] = distinct(r, SERVICES, 3);
  const [host, otherHost, thirdHost] = distinct(r, HOSTS, 3);
  const [lead] = distinct(r, FIRST_NAMES, 1);
  const sha = hex(r, 7);
  const decoySha = sha.slice(0, 5) + sha[6] + sha[5];
  const poolMax = r.int(3, 8) * 5;
  const timeout = r.int(3, 6) * 10;
  const mem = r.pick(['384Mi', '512Mi', '768Mi']);
  const port = r.pick([5433, 6433, 7432]);
  const s = new Script(r);

  s.system('You are a coding agent with shell and file tools. Keep changes minimal, run the tests after every edit, and explain what you changed.');
  s.user(`${svc} keeps timing out on database calls under load. Please investigate. Constraints: do not change the public API of the package, and no new dependencies.`, fill(1))
    .probe({ type: 'constraint', fact: 'No new dependencies.', patterns: ['no new dependencies'], question: 'What rule applies to package.json changes?' })
    .probe({ type: 'constraint', fact: 'Do not change the public API.', patterns: ['public API'], question: 'Which interface must stay untouched by the fix?' });
  s.tool('list_files', { path: 'src/db' }, fill(6, 'ls'), '\n-rw-r--r--  1 dev  staff  6.1K  src/db/pool.ts\n', fill(5, 'ls'));
  s.gap(2);
  s.tool('run_tests', { pattern: 'test/api' }, `FAIL test/api/session.test.ts\nError: timeout acquiring connection after ${timeout}000ms\n`, fill(3, 'trace'), '\n    at Pool.acquire (src/db/pool.ts:88:11)\n', fill(4, 'trace'))
    .probe({ type: 'entity', fact: 'Failing spec test/api/session.test.ts.', patterns: ['test/api/session.test.ts'], question: 'Which test file reproduces the timeout?' });
  s.assistant(fill(3), `The stack trace points at Pool.acquire in src/db/pool.ts line 88; the pool is created once per process and shared by all workers.`, fill(2));
  s.gap(2);
  s.tool('git_bisect', { good: 'v1.18.0', bad: 'HEAD' }, `Bisecting: 0 revisions left to test after this\n${decoySha} chore: bump eslint\n${sha} is the first bad commit\ncommit ${sha}\nAuthor: ${lead} <${lead.toLowerCase()}@example.com>\n    db: share one pool across workers`)
    .probe({ type: 'phone_id', fact: `First bad commit ${sha}.`, patterns: [sha], question: 'Which commit introduced the regression according to the bisect?' })
    .probe({ type: 'entity', fact: `The bad commit was written by ${lead}.`, patterns: [`Author: ${lead}`], question: 'Whose change caused the slowdown?' });
  s.gap(3);
  s.assistant(fill(4), 'Here is the fix I propose:\n\n```ts\n// src/db/pool.ts\n' + `export function createPool(url: string, max = ${poolMax}): Pool {\n  return new Pool({ connectionString: url, max, idleTimeoutMillis: 10_000 });\n}\n` + '```\n\n', `We decided to create one pool per worker instead of a global one; each gets max ${poolMax} connections.`, fill(3))
    .probe({ type: 'decision', fact: 'One pool per worker instead of a global pool.', patterns: ['one pool per worker'], question: 'How was the connection-pool design changed?' })
    .probe({ type: 'quantity', fact: `Pool max ${poolMax}.`, patterns: [`max = ${poolMax}`], question: 'What is the default connection limit in the new factory?' });
  s.gap(3);
  s.tool('read_file', { path: 'deploy/services.yaml' }, `services:\n  ${otherSvc}:\n    host: ${otherHost}\n  ${svc}:\n    host: ${host}\n    port: ${port}\n    memory: ${mem}\n  ${thirdSvc}:\n    host: ${thirdHost}\n`)
    .probe({ type: 'relationship', fact: `${svc} runs on ${host}.`, patterns: [`${svc}:\n    host: ${host}`], question: 'Which machine hosts the service that is timing out?' })
    .probe({ type: 'relationship', fact: `${otherSvc} runs on ${otherHost}.`, patterns: [`${otherSvc}:\n    host: ${otherHost}`], question: 'Where is the other service in the deploy file placed, the one listed first?' })
    .probe({ type: 'quantity', fact: `Memory limit ${mem}.`, patterns: [`memory: ${mem}`], question: 'How much RAM is the affected service allowed?' });
  s.gap(3);
  s.user(fill(1), `Heads up: the database proxy listens on port ${port}, not the default, so check the connection string.`)
    .probe({ type: 'phone_id', fact: `DB proxy port ${port}.`, patterns: [`port ${port}`], question: 'Which port does the database proxy use?' });
  s.gap(3);
  s.user(fill(1), `Release freeze starts Friday 17:00 UTC; anything not merged by then waits two weeks.`)
    .probe({ type: 'date_time', fact: 'Freeze Friday 17:00 UTC.', patterns: ['Friday 17:00 UTC'], question: 'When does the merge window close?' });
  s.gap(3);
  s.user(`Actually set the acquire timeout to ${timeout + 5} s, not ${timeout} s; ops changed the SLO.`, fill(1))
    .probe({ type: 'correction', fact: `Timeout ${timeout + 5} s.`, patterns: [`${timeout + 5} s`], stale: [`${timeout}000ms`], question: 'What acquire timeout should the pool use now?' });
  s.gap(2);
  s.assistant(fill(4), `Decision: we use exponential backoff via the existing retry helper in src/lib/retry.ts rather than adding p-retry, since new packages are off the table.`, fill(3))
    .probe({ type: 'decision', fact: 'Reuse src/lib/retry.ts instead of p-retry.', patterns: ['src/lib/retry.ts'], question: 'Which module provides the backoff logic?' });
  s.gap(3);
  s.user(fill(1), `The nightly load test runs at 02:30 UTC against staging; please make sure the fix is deployed before that.`)
    .probe({ type: 'date_time', fact: 'Load test at 02:30 UTC.', patterns: ['02:30 UTC'], question: 'At what time does the nightly stress run start?' });
  s.gap(3);
  s.user(`Change of plan: move ${svc} to ${thirdHost}, ${host} is being decommissioned.`)
    .probe({ type: 'correction', fact: `${svc} moves to ${thirdHost}.`, patterns: [`move ${svc} to ${thirdHost}`], stale: [`host: ${host}`], question: 'Where will the troubled service run after the change?' });
  s.gap(2);
  return s.build({ id: opts.id, title: `Coding agent: ${svc} pool timeouts`, domain: 'coding' }, opts.targetTokens, { sentences: SENTENCES, nouns: NOUNS, kinds: KINDS, turn, charsPerToken: 3.4 });
}
