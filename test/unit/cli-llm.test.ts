// The CLI with LLM strategies: spawned against the fixture OpenAI-compatible server through PITH_LLM_* variables.
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startLlmServer, type LlmServer } from '../fixtures/llm-server.js';
import { runCli, type CliRun } from '../fixtures/run-cli.js';

// The real, built CLI: `npm test` builds first; run `npm run build` before running this file alone
// (spawning src/cli/main.ts through tsx cost about 3 s a run, dist/ about 1 s).
const MAIN = [join(process.cwd(), 'dist/cli/main.js')];
const CHAT = {
  messages: [
    { role: 'system', content: 'You are a procurement assistant.' },
    { role: 'user', content: 'Order ORD-58213: the total must not exceed $5,000.' },
    ...Array.from({ length: 10 }, (_, i) => ({ role: i % 2 ? 'user' : 'assistant', content: `Small talk ${i} about the sunny weather in Lisbon, lunch options and the tram lines near the office.` })),
    { role: 'assistant', content: 'Anything else?' },
    { role: 'user', content: 'What is the cap?' },
  ],
};

const CLEAN_ENV = Object.fromEntries(Object.entries(process.env).filter(([k]) => !k.startsWith('PITH_LLM_')));

function pith(args: string[], env: Record<string, string>, stdin: string): Promise<CliRun> {
  return runCli(MAIN, args, stdin, { ...CLEAN_ENV, ...env });
}

let server: LlmServer;
beforeAll(async () => {
  server = await startLlmServer(({ messages }) => {
    const p = messages.map((m) => m.content).join('\n');
    if (p.includes("USER'S GOAL")) return JSON.stringify({ items: [{ kind: 'constraint', quote: 'the total must not exceed $5,000.' }], background: 'Small talk about Lisbon.' });
    if (p.includes('Extract from the conversation')) return 'Cap: $5,000 (ORD-58213).';
    // anything else (naive) gets an empty reply: a provider failure without retry waits
    return '';
  });
});
afterAll(() => server.close());
const env = () => ({ PITH_LLM_BASE_URL: server.url, PITH_LLM_MODEL: 'fixture' });

describe('pith compress with LLM strategies', () => {
  it('--strategy salience calls the configured server and prints the rebuilt context with stats.llm', async () => {
    const from = server.requests.length;
    const r = await pith(['compress', '--budget', '80', '--strategy', 'salience'], env(), JSON.stringify(CHAT));
    expect(r.stderr).toBe('');
    expect(r.code).toBe(0);
    const out = JSON.parse(r.stdout);
    expect(out.messages[1].content).toBe('Salient information (verbatim from earlier messages):\n- constraint: "the total must not exceed $5,000."');
    expect(out.stats.llm).toMatchObject({ calls: 1, failures: 0 });
    expect(out.stats.compressedTokens).toBeLessThanOrEqual(80);
    expect(server.requests.length - from).toBe(1);
    expect(server.requests[from].body.model).toBe('fixture');
  }, 30_000);

  it('--jsonl passes the provider to every LLM line, and pith lines make no call', async () => {
    const from = server.requests.length;
    const lines = [JSON.stringify({ ...CHAT, budget: 80, strategy: 'qtd' }), JSON.stringify({ ...CHAT, budget: 80 })].join('\n');
    const r = await pith(['compress', '--jsonl'], env(), lines);
    expect(r.code).toBe(0);
    const [a, b] = r.stdout.trimEnd().split('\n').map((l) => JSON.parse(l));
    expect(a.stats.strategy).toBe('qtd');
    expect(a.messages[1].content).toContain('Cap: $5,000 (ORD-58213).');
    expect(b.stats.strategy).toBe('pith');
    expect(b.stats.llm).toBeUndefined();
    expect(server.requests.length - from).toBe(1);
  }, 30_000);

  it('without a provider: exit 2 and one stderr line naming the variables', async () => {
    const r = await pith(['compress', '--budget', '80', '--strategy', 'rlm'], {}, JSON.stringify(CHAT));
    expect(r.code).toBe(2);
    expect(r.stdout).toBe('');
    expect(r.stderr.trimEnd().split('\n')).toHaveLength(1);
    expect(r.stderr).toMatch(/^pith: strategy 'rlm': no LLM provider configured: expected PITH_LLM_BASE_URL and PITH_LLM_MODEL.*PITH_LLM_LOCAL/);
  }, 30_000);

  it('a failed call falls back to pith and says so in stats', async () => {
    const r = await pith(['compress', '--budget', '80', '--strategy', 'naive'], { ...env() }, JSON.stringify(CHAT));
    expect(r.code).toBe(0);
    const out = JSON.parse(r.stdout);
    expect(out.stats.llm.fallback.strategy).toBe('pith');
    expect(out.stats.llm.fallback.reason).toMatch(/naive: expected a non-empty reply from the model, found an empty one/);
    expect(out.stats.llm.failures).toBe(1);
  }, 60_000);
});
