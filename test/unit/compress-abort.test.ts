// compress({ signal }): an aborted call rejects with AbortError at once, hands the signal to model and embedder calls, and never falls back.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startLlmServer, type LlmServer } from '../fixtures/llm-server.js';
import { openaiProvider } from '../../src/llm/openai.js';
import { AbortError, compress, OptionsError, type Embedder, type Message } from '../../src/platform/node.js';

let server: LlmServer;
beforeAll(async () => {
  // Every completion takes 10 s: only an abort ends a call sooner.
  server = await startLlmServer(() => ({ delayMs: 10_000, body: { choices: [{ message: { role: 'assistant', content: 'late' } }] } }));
});
afterAll(() => server.close());

const llm = () => openaiProvider({ baseURL: server.url, model: 'fixture', retries: 0, timeoutMs: 30_000 });
const CHAT: Message[] = [
  { role: 'system', content: 'You are a procurement assistant.' },
  ...Array.from({ length: 16 }, (_, i): Message => ({
    role: i % 2 ? 'assistant' : 'user',
    content: `Turn ${i}: order ORD-${58210 + i} has ${40 + i} chairs, and we talked about the Lisbon weather and the tram lines for a while.`,
  })),
  { role: 'user', content: 'What is the final quantity?' },
];

/** An embedder that answers after `ms`, or rejects as soon as its signal aborts when it listens to it. */
function slowEmbedder(ms: number, listens: boolean): Embedder & { calls: number } {
  const e = {
    name: 'slow',
    dimensions: 4,
    calls: 0,
    embed(texts: readonly string[], o?: { signal?: AbortSignal }) {
      e.calls++;
      return new Promise<Float32Array[]>((resolve, reject) => {
        const timer = setTimeout(() => resolve(texts.map(() => Float32Array.of(1, 0, 0, 0))), ms);
        if (listens) o?.signal?.addEventListener('abort', () => (clearTimeout(timer), reject(o.signal!.reason)), { once: true });
      });
    },
  };
  return e;
}

describe('compress({ signal })', () => {
  it('rejects an already aborted call with AbortError before any model call', async () => {
    const controller = new AbortController();
    controller.abort(new Error('user pressed stop'));
    const from = server.requests.length;
    const error = await compress(CHAT, { budget: 120, strategy: 'salience', llm: llm(), signal: controller.signal }).catch((e) => e);
    expect(error).toBeInstanceOf(AbortError);
    expect(error).toMatchObject({ name: 'AbortError', code: 'ABORTED' });
    expect((error.cause as Error).message).toBe('user pressed stop');
    expect(server.requests.length).toBe(from);
  });

  it('ends a slow model call at once, and does not fall back to pith', async () => {
    const controller = new AbortController();
    const t0 = performance.now();
    setTimeout(() => controller.abort(), 200);
    const error = await compress(CHAT, { budget: 120, strategy: 'salience', llm: llm(), signal: controller.signal }).catch((e) => e);
    expect(error).toBeInstanceOf(AbortError);
    expect(error.message).toMatch(/expected to finish, found the call aborted by its signal/);
    expect(performance.now() - t0).toBeLessThan(5_000);
  });

  it('ends a slow embedding call at once, and checks again after an embedder that ignores the signal', async () => {
    const listening = slowEmbedder(10_000, true);
    const a = new AbortController();
    setTimeout(() => a.abort(), 100);
    const t0 = performance.now();
    await expect(compress(CHAT, { budget: 120, query: 'How many chairs?', embedder: listening, signal: a.signal })).rejects.toBeInstanceOf(AbortError);
    expect(performance.now() - t0).toBeLessThan(5_000);
    expect(listening.calls).toBe(1);
    const deaf = slowEmbedder(300, false);
    const b = new AbortController();
    setTimeout(() => b.abort(), 50);
    await expect(compress(CHAT, { budget: 120, query: 'How many chairs?', embedder: deaf, signal: b.signal })).rejects.toBeInstanceOf(AbortError);
  });

  it('changes nothing while the signal stays live, and refuses what is not a signal', async () => {
    const plain = await compress(CHAT, { budget: 120 });
    const live = await compress(CHAT, { budget: 120, signal: new AbortController().signal });
    expect(live.messages).toEqual(plain.messages);
    await expect(compress(CHAT, { budget: 120, signal: 'stop' as never })).rejects.toThrow(OptionsError);
    await expect(compress(CHAT, { budget: 120, signal: 'stop' as never })).rejects.toThrow(/signal: expected an AbortSignal, found string/);
  });
});
