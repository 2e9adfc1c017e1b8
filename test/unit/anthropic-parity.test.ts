/** @module test/unit/anthropic-parity — compressAnthropic(), `pith compress --format anthropic` and POST /v1/compress with "format": "anthropic" (real workerd) answer each Anthropic request alike. */
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { localFetch } from '../fixtures/local-fetch.js';
import { bundleWorker } from '../../bench/load/bundle-worker.js';
import { startLocalWorker } from '../../bench/load/local-worker.js';
import { compressAnthropic } from '../../src/adapters/anthropic.js';
import '../../src/platform/node.js';
import { ANTHROPIC_BAD_REQUESTS, ANTHROPIC_EDGE_REQUESTS, ANTHROPIC_REQUEST_KEYS } from '../fixtures/anthropic-requests.js';
import type { BadRequest, CompressBody } from '../fixtures/bad-requests.js';
import { bundleCli, runEverySurface, type SurfaceRuns, type WorkerAnswer } from '../fixtures/parity-run.js';
import { expectRefusedEverywhere, type Answer } from '../fixtures/refused-alike.js';

// "The same" as in test/unit/error-parity.test.ts: the Worker answers the library's code and message, or
// INVALID_REQUEST with `body.` in front where its schema caught the field first (INVALID_INPUT for `messages`
// and `system`, INVALID_OPTIONS for the rest); the CLI exits 2 with `pith: <message>` on stderr, a --jsonl line
// answers `{ error: { code, message: "line N: <message>" } }`. Good requests: the same `system`, `messages` and
// `stats` but `durationMs`. Each request is sent as POST /v1/compress takes it, `"format": "anthropic"` added;
// the library gets `compressAnthropic({ system, messages }, options)`, the CLI a document plus flags.

const TOKEN = 'anthropic-parity-token';
const CLI_ENV = Object.fromEntries(Object.entries(process.env).filter(([k]) => !k.startsWith('PITH_')));
type Result = { system?: unknown; messages: unknown; stats: Record<string, unknown> };
type Case = { name: string; body: CompressBody; request?: CompressBody };

/** The library's call for a request: its Messages keys, system and messages as the body, the rest as options. */
async function library({ body, request = {} }: Case): Promise<Answer> {
  const { system, messages, ...options } = body;
  const given = { ...request, ...('system' in body ? { system } : {}), ...('messages' in body ? { messages } : {}) };
  try {
    return { ok: true, value: await compressAnthropic(given as never, options as never) };
  } catch (error) {
    return { ok: false, error };
  }
}

/** The request as a document on stdin plus flags, when flags can carry its options (numbers for integers, strings for names). */
function flagsForm({ body, request = {} }: Case): { args: string[]; stdin: string } | undefined {
  const { system, messages, query, budget, keepLast, strategy, tokenizer, ...rest } = body;
  if (!('messages' in body) || Object.keys(rest).length > 0) return undefined;
  if ([budget, keepLast].some((v) => v !== undefined && typeof v !== 'number')) return undefined;
  if ([strategy, tokenizer].some((v) => v !== undefined && typeof v !== 'string')) return undefined;
  const flags: Array<[string, unknown]> = [['budget', budget], ['keep-last', keepLast], ['strategy', strategy], ['tokenizer', tokenizer]];
  const args = ['compress', '--format', 'anthropic', ...flags.filter(([, v]) => v !== undefined).map(([k, v]) => `--${k}=${String(v)}`)];
  const doc = { ...request, ...('system' in body ? { system } : {}), messages, ...(query === undefined ? {} : { query }) };
  return { args, stdin: JSON.stringify(doc) };
}

const withoutTime = (r: Result) => JSON.parse(JSON.stringify({ system: r.system, messages: r.messages, stats: { ...r.stats, durationMs: 0 } }));

describe('Anthropic requests: compressAnthropic(), the CLI and the Worker agree', () => {
  const keyed: Case[] = ANTHROPIC_REQUEST_KEYS.map((c) => ({ name: c.name, body: c.body, request: c.request }));
  const all: Case[] = [...ANTHROPIC_BAD_REQUESTS, ...ANTHROPIC_EDGE_REQUESTS, ...keyed];
  let dir: string;
  let dispose = async () => {};
  let lib: SurfaceRuns['library'];
  let worker: SurfaceRuns['worker'];
  let flags: SurfaceRuns['flags'];
  let jsonl: SurfaceRuns['jsonl'];
  let jsonlRun: SurfaceRuns['jsonlRun'];

  beforeAll(async () => {
    dir = await mkdtemp(join(tmpdir(), 'pith-anthropic-parity-'));
    const [{ scriptPath }, main] = await Promise.all([bundleWorker(join(dir, 'bundle')), bundleCli(dir)]);
    const w = await startLocalWorker({ token: TOKEN, scriptPath });
    dispose = w.dispose;
    const post = async ({ body, request = {} }: Case): Promise<WorkerAnswer> => {
      const r = await localFetch(new URL('/v1/compress', w.url), {
        method: 'POST',
        headers: { Authorization: `Bearer ${TOKEN}`, 'Content-Type': 'application/json' },
        body: JSON.stringify({ format: 'anthropic', ...request, ...body }),
      });
      return { status: r.status, body: (await r.json()) as WorkerAnswer['body'] };
    };
    // Every --jsonl line in one process: line i is request i.
    const runs = await runEverySurface(all, {
      library, worker: post, flagsForm, jsonlLine: (c) => JSON.stringify({ ...c.request, ...c.body }), cli: [main], jsonlArgs: ['compress', '--jsonl', '--format', 'anthropic'], env: CLI_ENV,
    });
    ({ library: lib, worker, flags, jsonl, jsonlRun } = runs);
  }, 120_000);
  afterAll(async () => {
    await dispose();
    await rm(dir, { recursive: true, force: true });
  });

  it('the --jsonl run answers every line, one line each, and exits 0', () => {
    expect(jsonlRun.stderr).toBe('');
    expect(jsonlRun.code).toBe(0);
    expect(jsonl.size).toBe(all.length);
  });

  it.each(ANTHROPIC_BAD_REQUESTS.map((c) => [c.name, c] as const))('%s', (_name, c: BadRequest) => {
    const answers = { library: lib.get(c.name)!, worker: worker.get(c.name)!, flags: flags.get(c.name), jsonl: jsonl.get(c.name), line: all.findIndex((x) => x.name === c.name) + 1 };
    expectRefusedEverywhere(answers, c, /^(messages|system)\b/);
  });

  it.each(ANTHROPIC_EDGE_REQUESTS.map((c) => [c.name, c] as const))('%s: the same answer everywhere', (name) => {
    const l = lib.get(name)!;
    expect(l.ok, String((l as { error?: unknown }).error)).toBe(true);
    const expected = withoutTime((l as { value: Result }).value);
    const w = worker.get(name)!;
    expect(w.status, JSON.stringify(w.body)).toBe(200);
    expect(withoutTime(w.body as unknown as Result)).toEqual(expected);
    const f = flags.get(name);
    if (f) {
      expect(f.stderr).toBe('');
      expect(f.code).toBe(0);
      expect(withoutTime(JSON.parse(f.stdout) as Result)).toEqual(expected);
    }
    expect(withoutTime(jsonl.get(name) as Result)).toEqual(expected);
  });

  it.each(ANTHROPIC_REQUEST_KEYS.map((c) => [c.name, c] as const))('a whole request (%s): the library and a CLI document compress it, --jsonl and the Worker refuse it', (name, c) => {
    const l = lib.get(name)!;
    expect(l.ok, String((l as { error?: unknown }).error)).toBe(true);
    const value = (l as { value: Result & CompressBody }).value;
    // The library passes the request's keys through; the CLI reads past them.
    expect(Object.keys(value)).toEqual([...Object.keys(c.request), 'system', 'messages', 'stats']);
    const f = flags.get(name)!;
    expect(f.stderr).toBe('');
    expect(Object.keys(JSON.parse(f.stdout))).toEqual(['system', 'messages', 'stats']);
    expect(withoutTime(JSON.parse(f.stdout) as Result)).toEqual(withoutTime(value));
    const line = all.findIndex((x) => x.name === name) + 1;
    expect(jsonl.get(name)).toEqual({ error: { code: 'INVALID_INPUT', message: `line ${line}: ${c.jsonl}` } });
    const w = worker.get(name)!;
    expect({ status: w.status, ...w.body.error }).toEqual({ status: 400, code: 'INVALID_REQUEST', message: c.worker });
  });
});
