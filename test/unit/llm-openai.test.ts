// openaiProvider against a real node:http server on 127.0.0.1 that speaks the OpenAI protocol.
import OpenAI from 'openai';
import { afterEach, describe, expect, it } from 'vitest';
import { OptionsError, ProviderError } from '../../src/errors.js';
import { openaiProvider } from '../../src/llm/openai.js';
import type { ChatMessage } from '../../src/llm/types.js';
import { startLlmServer, type LlmServer, type ScriptedReply } from '../fixtures/llm-server.js';

const HI: ChatMessage[] = [
  { role: 'system', content: 'Be brief.' },
  { role: 'user', content: 'Say hi' },
];

let server: LlmServer | undefined;
afterEach(async () => {
  await server?.close();
  server = undefined;
});

async function serve(reply: Parameters<typeof startLlmServer>[0]): Promise<LlmServer> {
  server = await startLlmServer(reply);
  return server;
}

async function rejection(p: Promise<unknown>): Promise<ProviderError> {
  const err = await p.then(
    () => undefined,
    (e: unknown) => e,
  );
  expect(err).toBeInstanceOf(ProviderError);
  return err as ProviderError;
}

describe('openaiProvider', () => {
  it('posts the messages and returns the assistant content', async () => {
    const s = await serve(({ messages }) => `echo: ${messages.at(-1)?.content}`);
    const llm = openaiProvider({ baseURL: s.url + '/', model: 'tiny', apiKey: 'sk-test' });
    expect(llm.name).toBe('openai:tiny');
    expect(await llm.complete(HI, { maxTokens: 12 })).toBe('echo: Say hi');
    expect(s.requests).toHaveLength(1);
    const { body, headers, path } = s.requests[0];
    expect(path).toBe('/chat/completions');
    expect(body).toEqual({ model: 'tiny', messages: HI, temperature: 0, max_tokens: 12 });
    expect(headers.authorization).toBe('Bearer sk-test');
    expect(headers['content-type']).toBe('application/json');
  });

  it('sends no authorization without an apiKey, and passes extra headers', async () => {
    const s = await serve(() => 'ok');
    const llm = openaiProvider({ baseURL: s.url, model: 'm', headers: { 'x-org': 'acme' } });
    await llm.complete(HI);
    expect(s.requests[0].headers.authorization).toBeUndefined();
    expect(s.requests[0].headers['x-org']).toBe('acme');
  });

  it('json mode asks for a json_object response and keeps the temperature given', async () => {
    const s = await serve(() => '{"a":1}');
    const llm = openaiProvider({ baseURL: s.url, model: 'm' });
    expect(JSON.parse(await llm.complete(HI, { json: true, temperature: 0.7 }))).toEqual({ a: 1 });
    expect(s.requests[0].body.response_format).toEqual({ type: 'json_object' });
    expect(s.requests[0].body.temperature).toBe(0.7);
    expect(s.requests[0].body.max_tokens).toBeUndefined();
  });

  it('retries a 429 and then succeeds', async () => {
    const s = await serve(({ n }) => (n === 1 ? { status: 429 } : 'second time lucky'));
    const llm = openaiProvider({ baseURL: s.url, model: 'm', retryDelayMs: 5 });
    expect(await llm.complete(HI)).toBe('second time lucky');
    expect(s.requests).toHaveLength(2);
  });

  it('gives up on 500 after 1 + retries tries with a ProviderError carrying the status', async () => {
    const s = await serve(() => ({ status: 500, body: { error: { message: 'boom inside' } } }));
    const llm = openaiProvider({ baseURL: s.url, model: 'm', retries: 2, retryDelayMs: 1 });
    const err = await rejection(llm.complete(HI));
    expect(err.status).toBe(500);
    expect(err.code).toBe('PROVIDER_FAILED');
    expect(err.message).toMatch(/expected HTTP 200, found 500: boom inside \(after 3 tries\)/);
    expect(s.requests).toHaveLength(3);
  });

  it('does not retry a 401', async () => {
    const s = await serve(() => ({ status: 401, body: { error: { message: 'bad key' } } }));
    const llm = openaiProvider({ baseURL: s.url, model: 'm', retryDelayMs: 1 });
    const err = await rejection(llm.complete(HI));
    expect(err.status).toBe(401);
    expect(err.message).toContain('bad key');
    expect(s.requests).toHaveLength(1);
  });

  it.each([408, 409])('retries a %i as the official client does, then succeeds', async (status) => {
    const s = await serve(({ n }) => (n === 1 ? { status } : 'retried'));
    const llm = openaiProvider({ baseURL: s.url, model: 'm', retryDelayMs: 1 });
    expect(await llm.complete(HI)).toBe('retried');
    expect(s.requests).toHaveLength(2);
  });

  it.each([400, 404, 422])('does not retry a %i', async (status) => {
    const s = await serve(() => ({ status }));
    const err = await rejection(openaiProvider({ baseURL: s.url, model: 'm', retryDelayMs: 1 }).complete(HI));
    expect(err.status).toBe(status);
    expect(err.unavailable).toBe(false);
    expect(s.requests).toHaveLength(1);
  });

  it('keeps a query in the base URL on every request (Azure ?api-version=)', async () => {
    const s = await serve(() => 'azure ok');
    const llm = openaiProvider({ baseURL: `${s.url}/?api-version=2024-10-21`, model: 'm' });
    expect(await llm.complete(HI)).toBe('azure ok');
    expect(s.requests[0].url).toBe('/v1/chat/completions?api-version=2024-10-21');
  });

  it('refuses user:password in the base URL at creation, without repeating the password', () => {
    const make = () => openaiProvider({ baseURL: 'http://me:sk-hunter2@127.0.0.1:9/v1', model: 'm' });
    expect(make).toThrow(OptionsError);
    expect(make).toThrow(/baseURL: expected a URL without user:password/);
    expect(make).not.toThrow(/hunter2/);
  });

  it('blanks the API key and credential headers out of an error a server echoes them in', async () => {
    const s = await serve(({ n }) => ({
      status: 401,
      body: { error: { message: `Incorrect API key provided: ${n === 1 ? 'Bearer sk-live-1234567890' : 'xk-9876543210'}` } },
    }));
    const err = await rejection(openaiProvider({ baseURL: s.url, model: 'm', apiKey: 'sk-live-1234567890' }).complete(HI));
    expect(err.message).toBe('openai:m: expected HTTP 200, found 401: Incorrect API key provided: Bearer [redacted]');
    const viaHeader = openaiProvider({ baseURL: s.url, model: 'm', headers: { 'api-key': 'xk-9876543210' } });
    expect((await rejection(viaHeader.complete(HI))).message).not.toContain('9876543210');
  });

  it('an HTML error page (a proxy 502) is named by its title, on one line', async () => {
    const page = '<html>\n<head><title>502 Bad Gateway</title></head>\n<body>\n<center><h1>502 Bad Gateway</h1></center>\n<hr><center>nginx</center>\n</body>\n</html>\n';
    const s = await serve(() => ({ status: 502, body: page, headers: { 'content-type': 'text/html' } }));
    const err = await rejection(openaiProvider({ baseURL: s.url, model: 'm', retries: 0 }).complete(HI));
    expect(err.message).toBe('openai:m: expected HTTP 200, found 502: an HTML page "502 Bad Gateway"');
  });

  it('honours Retry-After over its own backoff', async () => {
    const s = await serve(({ n }) => (n === 1 ? { status: 503, headers: { 'retry-after': '1' } } : 'after wait'));
    const llm = openaiProvider({ baseURL: s.url, model: 'm', retryDelayMs: 1 });
    const t0 = performance.now();
    expect(await llm.complete(HI)).toBe('after wait');
    expect(performance.now() - t0).toBeGreaterThanOrEqual(950);
  });

  it('caps a long Retry-After at maxRetryDelayMs', async () => {
    const s = await serve(({ n }) => (n === 1 ? { status: 429, headers: { 'retry-after': '3600' } } : 'capped'));
    const llm = openaiProvider({ baseURL: s.url, model: 'm', maxRetryDelayMs: 20 });
    const t0 = performance.now();
    expect(await llm.complete(HI)).toBe('capped');
    expect(performance.now() - t0).toBeLessThan(2000);
  });

  it('times out a slow try, and retries it', async () => {
    const slow = await serve(() => ({ content: 'too late', delayMs: 1000 }));
    const once = openaiProvider({ baseURL: slow.url, model: 'm', timeoutMs: 50, retries: 0 });
    const err = await rejection(once.complete(HI));
    expect(err.message).toMatch(/expected a reply within 50 ms, found none/);
    await slow.close();

    const s = await serve(({ n }) => (n === 1 ? { content: 'slow', delayMs: 3000 } : 'fast'));
    const twice = openaiProvider({ baseURL: s.url, model: 'm', timeoutMs: 500, retryDelayMs: 1 });
    expect(await twice.complete(HI)).toBe('fast');
    expect(s.requests).toHaveLength(2);
  });

  it('an abort mid-call rejects at once and stops retrying', async () => {
    const s = await serve(() => ({ content: 'never seen', delayMs: 2000 }));
    const llm = openaiProvider({ baseURL: s.url, model: 'm', retryDelayMs: 1 });
    const controller = new AbortController();
    setTimeout(() => controller.abort(new Error('user left')), 50);
    const t0 = performance.now();
    const err = await rejection(llm.complete(HI, { signal: controller.signal }));
    expect(performance.now() - t0).toBeLessThan(1500);
    expect(err.message).toMatch(/aborted by its signal/);
    expect((err.cause as Error).message).toBe('user left');
    expect(s.requests).toHaveLength(1);
  });

  it('an abort during the backoff wait stops retrying', async () => {
    const s = await serve(() => ({ status: 503 }));
    const llm = openaiProvider({ baseURL: s.url, model: 'm', retryDelayMs: 5000 });
    const controller = new AbortController();
    setTimeout(() => controller.abort(), 100);
    const err = await rejection(llm.complete(HI, { signal: controller.signal }));
    expect(err.message).toMatch(/aborted/);
    expect(s.requests).toHaveLength(1);
  });

  it('a malformed JSON body is a ProviderError naming what was found, not retried', async () => {
    const s = await serve(() => ({ body: '{"choices": [' }));
    const llm = openaiProvider({ baseURL: s.url, model: 'm', retryDelayMs: 1 });
    const err = await rejection(llm.complete(HI));
    expect(err.message).toBe('openai:m: expected a JSON chat completion body, found string "{\\"choices\\": ["');
    expect(s.requests).toHaveLength(1);
  });

  it.each<[ScriptedReply, RegExp]>([
    [{ body: { id: 'x' } }, /expected a non-empty choices array, found nothing/],
    [{ body: { choices: [] } }, /expected a non-empty choices array, found an empty array/],
    [{ body: { choices: [{ message: { content: null, refusal: 'no' } }] } }, /content to be a string or text parts, found null \(refusal: no\)/],
    [{ body: { choices: [{ message: { content: [{ type: 'thinking', thinking: [] }] } }] } }, /content to be a string or text parts, found array/],
    [{ body: [1, 2] }, /expected a chat completion object, found array/],
  ])('a reply without usable choices is a ProviderError (%j)', async (reply, pattern) => {
    const s = await serve(() => reply);
    const err = await rejection(openaiProvider({ baseURL: s.url, model: 'm' }).complete(HI));
    expect(err.message).toMatch(pattern);
  });

  it('a reply whose content is a list of parts (Mistral reasoning models) gives its text parts, not its thinking', async () => {
    const content = [{ type: 'thinking', thinking: [{ type: 'text', text: 'Let me think.' }] }, { type: 'text', text: 'Hel' }, { type: 'text', text: 'lo.' }];
    const s = await serve(() => ({ body: { choices: [{ message: { role: 'assistant', content } }] } }));
    expect(await openaiProvider({ baseURL: s.url, model: 'm' }).complete(HI)).toBe('Hello.');
  });

  it('a refused connection is retried, then a ProviderError', async () => {
    const s = await serve(() => 'x');
    const url = s.url;
    await s.close();
    server = undefined;
    const llm = openaiProvider({ baseURL: url, model: 'm', retries: 1, retryDelayMs: 1 });
    const err = await rejection(llm.complete(HI));
    expect(err.message).toMatch(/expected an HTTP response, found a network error.*\(after 2 tries\)/);
  });

  it('validates options and call arguments', async () => {
    expect(() => openaiProvider({ baseURL: 'not a url', model: 'm' })).toThrow(OptionsError);
    expect(() => openaiProvider({ baseURL: 'ftp://x/v1', model: 'm' })).toThrow(/expected an http\(s\) URL/);
    expect(() => openaiProvider({ baseURL: 'http://x/v1', model: '' })).toThrow(/model: expected a non-empty string, found string ""/);
    expect(() => openaiProvider({ baseURL: 'http://x/v1', model: 'm', retries: -1 })).toThrow(
      /retries: expected a non-negative integer, found number -1/,
    );
    expect(() => openaiProvider({ baseURL: 'http://x/v1', model: 'm', timeoutMs: 0 })).toThrow(OptionsError);
    // Past 2³¹ − 1 ms a timer fires at once: such a timeout would fail every call.
    expect(() => openaiProvider({ baseURL: 'http://x/v1', model: 'm', timeoutMs: 2 ** 31 })).toThrow(
      /timeoutMs: expected an integer from 1 to 2147483647, found number 2147483648/,
    );
    expect(() => openaiProvider({ baseURL: 'http://x/v1', model: 'm', maxRetryDelayMs: Number.MAX_SAFE_INTEGER })).toThrow(
      /maxRetryDelayMs: expected an integer from 0 to 2147483647/,
    );
    const llm = openaiProvider({ baseURL: 'http://127.0.0.1:9/v1', model: 'm' });
    await expect(llm.complete([])).rejects.toThrow(/expected a non-empty array of messages, found an empty array/);
    await expect(llm.complete([{ role: 'tool', content: 'x' } as never])).rejects.toThrow(/messages\[0\]\.role/);
    await expect(llm.complete(HI, { maxTokens: 1.5 })).rejects.toThrow(/maxTokens: expected a positive integer/);
  });
});

describe('fixture server speaks the real OpenAI protocol', () => {
  it('the official openai client gets the same replies as openaiProvider', async () => {
    const s = await serve(({ messages, body }) => `${body.model}|${messages.map((m) => m.content).join('/')}`);
    const client = new OpenAI({ baseURL: s.url, apiKey: 'sk-test', maxRetries: 0 });
    const viaSdk = await client.chat.completions.create({ model: 'tiny', messages: HI, temperature: 0 });
    const viaProvider = await openaiProvider({ baseURL: s.url, model: 'tiny', apiKey: 'sk-test' }).complete(HI);
    expect(viaSdk.choices[0].message.content).toBe('tiny|Be brief./Say hi');
    expect(viaProvider).toBe(viaSdk.choices[0].message.content);
    expect(s.requests[0].headers.authorization).toBe(s.requests[1].headers.authorization);
    expect(s.requests[0].body.messages).toEqual(s.requests[1].body.messages);
  });

  it('the official client sees scripted errors and embeddings', async () => {
    const s = await serve(({ path }) => (path === '/embeddings' ? 'unused' : { status: 429 }));
    const client = new OpenAI({ baseURL: s.url, apiKey: 'k', maxRetries: 0 });
    const err = await client.chat.completions.create({ model: 'm', messages: HI }).catch((e: unknown) => e);
    expect(err).toBeInstanceOf(OpenAI.APIError);
    expect((err as InstanceType<typeof OpenAI.APIError>).status).toBe(429);
    const emb = await client.embeddings.create({ model: 'e', input: ['a', 'b'], encoding_format: 'float' });
    expect(emb.data.map((d) => d.embedding.length)).toEqual([8, 8]);
  });
});
