/** @module bench/load/run — bounded load run: the Worker on a local workerd (127.0.0.1), N requests at C concurrent, from Node. */
import { mkdir, writeFile } from 'node:fs/promises';
import { cpus, loadavg } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import chat from '../../examples/support-chat.json' with { type: 'json' };
import { bundleWorker } from './bundle-worker.js';
import { startLocalWorker } from './local-worker.js';
import { summarize, type LatencySummary } from './stats.js';

const ROOT = resolve(dirname(fileURLToPath(import.meta.url)), '../..');
const TOKEN = 'load-run-token';
const CONVERSATIONS = 64;

type Kind = 'compress' | 'append' | 'context';
interface Job {
  kind: Kind;
  path: string;
  init: RequestInit;
}

const { values: args } = parseArgs({
  options: {
    requests: { type: 'string', default: '2000' },
    concurrency: { type: 'string', default: '32' },
    out: { type: 'string' },
  },
});
const REQUESTS = Number(args.requests);
const CONCURRENCY = Number(args.concurrency);
if (!Number.isSafeInteger(REQUESTS) || REQUESTS < 1 || !Number.isSafeInteger(CONCURRENCY) || CONCURRENCY < 1) {
  console.error(`bench:load: expected --requests and --concurrency as positive integers, found ${args.requests} and ${args.concurrency}`);
  process.exit(2);
}

const headers = { Authorization: `Bearer ${TOKEN}`, 'Content-Type': 'application/json' };

/** Deterministic mix: 40% compress, 40% append, 20% context, spread over 64 conversations. */
function jobs(n: number): Job[] {
  let seed = 42;
  const rand = () => ((seed = (seed * 1_103_515_245 + 12_345) % 2 ** 31) / 2 ** 31);
  const out: Job[] = [];
  for (let i = 0; i < n; i++) {
    const x = rand();
    const conv = `load-${Math.floor(rand() * CONVERSATIONS)}`;
    if (x < 0.4) {
      out.push({ kind: 'compress', path: '/v1/compress', init: { method: 'POST', headers, body: JSON.stringify({ messages: chat.messages, budget: 300, query: 'final quantity?' }) } });
    } else if (x < 0.8) {
      const messages = [
        { role: 'user', content: `Request ${i}: ship ${10 + (i % 90)} units of SKU-${1000 + i} to Lyon by May ${1 + (i % 28)}.` },
        { role: 'assistant', content: `Noted: ${10 + (i % 90)} units of SKU-${1000 + i}, delivery by May ${1 + (i % 28)}.` },
      ];
      out.push({ kind: 'append', path: `/v1/conversations/${conv}/messages`, init: { method: 'POST', headers, body: JSON.stringify({ messages }) } });
    } else {
      out.push({ kind: 'context', path: `/v1/conversations/${conv}/context?budget=400&query=units`, init: { headers } });
    }
  }
  return out;
}

async function main(): Promise<void> {
  const { scriptPath } = await bundleWorker(join(ROOT, 'build/worker'));
  const worker = await startLocalWorker({ token: TOKEN, scriptPath });
  try {
    // Warm-up (not measured): the kernel loads once per isolate, each conversation gets history.
    for (let c = 0; c < CONVERSATIONS; c++) {
      await fetch(new URL(`/v1/conversations/load-${c}/messages`, worker.url), {
        method: 'POST', headers, body: JSON.stringify({ messages: chat.messages }),
      }).then((r) => r.arrayBuffer());
    }
    const list = jobs(REQUESTS);
    const latencies: Record<Kind | 'all', number[]> = { compress: [], append: [], context: [], all: [] };
    const errors: Record<Kind | 'all', number> = { compress: 0, append: 0, context: 0, all: 0 };
    const failures: string[] = [];
    let next = 0;
    const t0 = performance.now();
    await Promise.all(
      Array.from({ length: CONCURRENCY }, async () => {
        while (next < list.length) {
          const job = list[next++];
          const start = performance.now();
          let ok = false;
          try {
            const r = await fetch(new URL(job.path, worker.url), job.init);
            const body = await r.text();
            ok = r.ok;
            if (!ok && failures.length < 5) failures.push(`${job.kind} ${r.status} ${body.slice(0, 200)}`);
          } catch (error) {
            if (failures.length < 5) failures.push(`${job.kind} ${String(error)}`);
          }
          const ms = performance.now() - start;
          latencies[job.kind].push(ms);
          latencies.all.push(ms);
          if (!ok) {
            errors[job.kind]++;
            errors.all++;
          }
        }
      }),
    );
    const seconds = (performance.now() - t0) / 1000;
    const by = (k: Kind | 'all'): LatencySummary => summarize(latencies[k], errors[k]);
    const result = {
      date: new Date().toISOString(),
      target: `workerd (Miniflare) on ${worker.url.host}`,
      node: process.version,
      cpus: cpus().length,
      // Other work on the machine shifts every figure: the 1-minute load average at the end of the run.
      loadAverage1m: Math.round(loadavg()[0] * 100) / 100,
      requests: REQUESTS,
      concurrency: CONCURRENCY,
      mix: { compress: 0.4, append: 0.4, context: 0.2 },
      seconds: Math.round(seconds * 100) / 100,
      throughputRps: Math.round((REQUESTS / seconds) * 10) / 10,
      overall: by('all'),
      byRoute: { compress: by('compress'), append: by('append'), context: by('context') },
      failures,
    };
    const out = args.out ?? join(ROOT, 'bench/results', `load-${result.date.slice(0, 10)}.json`);
    await mkdir(dirname(out), { recursive: true });
    await writeFile(out, JSON.stringify(result, null, 2) + '\n');
    console.log(`${REQUESTS} requests, ${CONCURRENCY} concurrent, ${result.seconds} s: ${result.throughputRps} req/s, ` +
      `p50 ${result.overall.p50Ms} ms, p95 ${result.overall.p95Ms} ms, errors ${result.overall.errors}`);
    for (const k of ['compress', 'append', 'context'] as const) {
      const s = result.byRoute[k];
      console.log(`  ${k.padEnd(8)} ${String(s.requests).padStart(5)} req  p50 ${s.p50Ms} ms  p95 ${s.p95Ms} ms  errors ${s.errors}`);
    }
    console.log(`→ ${out}`);
    if (errors.all > 0) {
      console.error(failures.join('\n'));
      process.exitCode = 1;
    }
  } finally {
    await worker.dispose();
  }
}

await main();
