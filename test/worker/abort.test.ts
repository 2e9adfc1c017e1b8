/** @module test/worker/abort — a client that goes away mid-request stops POST /v1/compress: 499 ABORTED, no further model call. */
import { describe, expect, it } from 'vitest';
import { env } from 'cloudflare:workers';
import { handle } from '../../src/worker/handle.js';
import { recordingBinding } from '../fixtures/recording-binding.js';
import chat from '../../examples/support-chat.json' with { type: 'json' };
import { errorOf, TOKEN } from './helpers.js';

/** How long the stand-in model takes per call, as a slow paid model would. */
const MODEL_MS = 150;
const REPLY = 'Order ORD-58213: 45 units to Lyon, delivery by May 3.';

/** A Workers AI stand-in that answers after MODEL_MS, and the request that calls it through `strategy`. */
function slowModel(strategy: string, signal?: AbortSignal) {
  const ai = recordingBinding(() => new Promise((resolve) => setTimeout(() => resolve({ response: REPLY }), MODEL_MS)));
  const request = new Request('https://pith.test/v1/compress', {
    method: 'POST',
    headers: { Authorization: `Bearer ${TOKEN}`, 'Content-Type': 'application/json' },
    body: JSON.stringify({ messages: chat.messages, budget: 300, strategy }),
    ...(signal ? { signal } : {}),
  });
  return { ai, response: handle(request, { ...env, AI: ai }) };
}

describe('a client that disconnects during POST /v1/compress', () => {
  it('the strategy makes several model calls, one after another, when nobody aborts', async () => {
    const { ai, response } = slowModel('rlm');
    expect((await response).status).toBe(200);
    expect(ai.calls.length).toBeGreaterThanOrEqual(2);
  });

  it('aborting request.signal during the first model call answers 499 ABORTED and makes no further call', async () => {
    const client = new AbortController();
    const { ai, response } = slowModel('rlm', client.signal);
    // The client goes away while the first model call is in flight.
    while (ai.calls.length === 0) await new Promise((r) => setTimeout(r, 5));
    client.abort(new Error('client disconnected'));
    const r = await response;
    expect(r.status).toBe(499);
    expect((await errorOf(r)).code).toBe('ABORTED');
    // Time for two more model calls: none is made.
    await new Promise((r) => setTimeout(r, 3 * MODEL_MS));
    expect(ai.calls.length).toBe(1);
  });
});
