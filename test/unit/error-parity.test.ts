/** @module test/unit/error-parity — compress(), `pith compress` and POST /v1/compress (real workerd) answer each bad request alike. */
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { localFetch } from '../fixtures/local-fetch.js';
import { bundleWorker } from '../../bench/load/bundle-worker.js';
import { startLocalWorker } from '../../bench/load/local-worker.js';
import { compress } from '../../src/platform/node.js';
import { BAD_REQUESTS, EDGE_REQUESTS, WORKER_LIMITS, type BadRequest, type CompressBody } from '../fixtures/bad-requests.js';
import { bundleCli, runEverySurface, type SurfaceRuns, type WorkerAnswer } from '../fixtures/parity-run.js';
import { expectRefusedEverywhere, type Answer } from '../fixtures/refused-alike.js';

// What "the same" means here:
// - Code. The Worker answers the library's code, or INVALID_REQUEST when its body schema (src/worker/schemas.ts)
//   caught the value before compress() ran: that is its one Worker-only code for these requests, and stands for
//   INVALID_INPUT when the field is `messages` and INVALID_OPTIONS for any other field. The status follows the
//   code: 400, and 422 for BUDGET_UNSATISFIABLE. The CLI exits 2 (a --jsonl line answers the library's code).
// - Message. Byte for byte the library's, except: the Worker's schema puts its location root in front
//   (`body.budget: …` where the library says `budget: …`); a --jsonl answer puts `line N: ` in front; the JSON
//   surfaces leave out what JSON cannot carry (`BadRequest.json`: "or a function"); and the CLI names its own
//   PITH_LLM_* variables for a missing LLM provider (`BadRequest.cli`).
// The CLI is bundled from source (as the Worker is), so a fix in src/ is what both run, without a rebuild of dist/.

const TOKEN = 'error-parity-token';
// No PITH_LLM_* variables: an LLM strategy has no provider on any surface.
const CLI_ENV = Object.fromEntries(Object.entries(process.env).filter(([k]) => !k.startsWith('PITH_')));
type Result = { messages: unknown; stats: Record<string, unknown> };

/** The library's call for a body: `compress(messages, rest)`. */
async function library(body: CompressBody): Promise<Answer> {
  const { messages, ...options } = body;
  try {
    return { ok: true, value: await compress(messages, options as never) };
  } catch (error) {
    return { ok: false, error };
  }
}

/** The same request as a document on stdin plus flags, when flags can carry it (numbers for integers, strings for names). */
function flagsForm(body: CompressBody): { args: string[]; stdin: string } | undefined {
  const { messages, query, budget, keepLast, strategy, tokenizer, ...rest } = body;
  if (!('messages' in body) || Object.keys(rest).length > 0) return undefined;
  if ([budget, keepLast].some((v) => v !== undefined && typeof v !== 'number')) return undefined;
  if ([strategy, tokenizer].some((v) => v !== undefined && typeof v !== 'string')) return undefined;
  const flags: Array<[string, unknown]> = [['budget', budget], ['keep-last', keepLast], ['strategy', strategy], ['tokenizer', tokenizer]];
  const args = ['compress', ...flags.filter(([, v]) => v !== undefined).map(([k, v]) => `--${k}=${String(v)}`)];
  return { args, stdin: JSON.stringify(query === undefined ? { messages } : { messages, query }) };
}

const withoutTime = (r: Result) => ({ messages: r.messages, stats: { ...r.stats, durationMs: 0 } });

describe('bad input: compress(), the CLI and the Worker agree', () => {
  const all = [...BAD_REQUESTS, ...WORKER_LIMITS, ...EDGE_REQUESTS];
  let dir: string;
  let dispose = async () => {};
  let lib: SurfaceRuns['library'];
  let worker: SurfaceRuns['worker'];
  let flags: SurfaceRuns['flags'];
  let jsonl: SurfaceRuns['jsonl'];
  let jsonlRun: SurfaceRuns['jsonlRun'];

  beforeAll(async () => {
    dir = await mkdtemp(join(tmpdir(), 'pith-error-parity-'));
    const [{ scriptPath }, main] = await Promise.all([bundleWorker(join(dir, 'bundle')), bundleCli(dir)]);
    const CLI = [main];
    const w = await startLocalWorker({ token: TOKEN, scriptPath });
    dispose = w.dispose;
    const post = async (body: CompressBody): Promise<WorkerAnswer> => {
      const r = await localFetch(new URL('/v1/compress', w.url), {
        method: 'POST',
        headers: { Authorization: `Bearer ${TOKEN}`, 'Content-Type': 'application/json' },
        body: JSON.stringify(body),
      });
      return { status: r.status, body: (await r.json()) as WorkerAnswer['body'] };
    };
    // Every --jsonl line in one process: line i is request i.
    const runs = await runEverySurface(all, {
      library: (c) => library(c.body), worker: (c) => post(c.body), flagsForm: (c) => flagsForm(c.body), jsonlLine: (c) => JSON.stringify(c.body), cli: CLI, jsonlArgs: ['compress', '--jsonl'], env: CLI_ENV,
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

  it.each(BAD_REQUESTS.map((c) => [c.name, c] as const))('%s', (_name, c: BadRequest) => {
    const answers = { library: lib.get(c.name)!, worker: worker.get(c.name)!, flags: flags.get(c.name), jsonl: jsonl.get(c.name), line: all.findIndex((x) => x.name === c.name) + 1 };
    expectRefusedEverywhere(answers, c, /^messages\b/);
  });

  it.each(WORKER_LIMITS.map((c) => [c.name, c] as const))('only the Worker refuses %s, by its documented limit', (_name, c) => {
    const l = lib.get(c.name)!;
    expect(l.ok).toBe(true);
    const expected = withoutTime((l as { value: Result }).value);
    const w = worker.get(c.name)!;
    expect({ status: w.status, ...w.body.error }).toEqual({ status: c.status, code: c.code, message: c.message });
    const f = flags.get(c.name);
    if (f) expect(withoutTime(JSON.parse(f.stdout) as Result)).toEqual(expected);
    expect(withoutTime(jsonl.get(c.name) as Result)).toEqual(expected);
  });

  it.each(EDGE_REQUESTS.map((c) => [c.name, c] as const))('%s: the same answer everywhere', (_name, c) => {
    const l = lib.get(c.name)!;
    expect(l.ok, String((l as { error?: unknown }).error)).toBe(true);
    const expected = JSON.parse(JSON.stringify(withoutTime((l as { value: Result }).value)));
    const w = worker.get(c.name)!;
    expect(w.status, JSON.stringify(w.body)).toBe(200);
    expect(withoutTime(w.body as unknown as Result)).toEqual(expected);
    const f = flags.get(c.name);
    if (f) {
      expect(f.stderr).toBe('');
      expect(f.code).toBe(0);
      expect(withoutTime(JSON.parse(f.stdout) as Result)).toEqual(expected);
    }
    expect(withoutTime(jsonl.get(c.name) as Result)).toEqual(expected);
  });
});
