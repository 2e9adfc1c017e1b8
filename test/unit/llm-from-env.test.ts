// providerFromEnv: the PITH_LLM_* variables pick a real provider (fixture HTTP server, tiny local model).
import { afterEach, describe, expect, it } from 'vitest';
import { OptionsError } from '../../src/errors.js';
import { LLM_ENV_HELP, providerFromEnv } from '../../src/llm/from-env.js';
import { startLlmServer, type LlmServer } from '../fixtures/llm-server.js';
import { sharedModel } from '../fixtures/shared-models.js';

let server: LlmServer | undefined;
afterEach(async () => {
  await server?.close();
  server = undefined;
});

describe('providerFromEnv', () => {
  it('is undefined when nothing is set (empty values count as unset)', () => {
    expect(providerFromEnv({})).toBeUndefined();
    expect(providerFromEnv({ PITH_LLM_BASE_URL: '', PITH_LLM_MODEL: '  ', HOME: '/root' })).toBeUndefined();
  });

  it('base URL + model + key give an OpenAI-compatible provider that calls the server', async () => {
    server = await startLlmServer(({ body }) => `model ${body.model}`);
    const llm = providerFromEnv({ PITH_LLM_BASE_URL: server.url, PITH_LLM_MODEL: 'qwen', PITH_LLM_API_KEY: 'sk-env' });
    expect(llm?.name).toBe('openai:qwen');
    expect(await llm!.complete([{ role: 'user', content: 'hi' }])).toBe('model qwen');
    expect(server.requests[0].headers.authorization).toBe('Bearer sk-env');
  });

  it('PITH_LLM_LOCAL gives a local Transformers.js provider that generates', async () => {
    const path = sharedModel('tiny-random-llama');
    const llm = providerFromEnv({ PITH_LLM_LOCAL: path, PITH_LLM_DTYPE: 'fp16' });
    expect(llm?.name).toBe(`local:${path}`);
    expect(typeof (await llm!.complete([{ role: 'user', content: 'hi' }], { maxTokens: 2 }))).toBe('string');
  });

  it.each([
    [{ PITH_LLM_BASE_URL: 'http://127.0.0.1:1/v1' }, /PITH_LLM_BASE_URL is set: expected PITH_LLM_MODEL too/],
    [{ PITH_LLM_MODEL: 'm' }, /PITH_LLM_MODEL is set: expected PITH_LLM_BASE_URL too/],
    [{ PITH_LLM_API_KEY: 'k' }, /expected PITH_LLM_BASE_URL and PITH_LLM_MODEL too/],
    [{ PITH_LLM_LOCAL: 'x', PITH_LLM_BASE_URL: 'http://h/v1' }, /expected either PITH_LLM_LOCAL or PITH_LLM_BASE_URL, found both/],
    [{ PITH_LLM_BASE_URL: 'localhost:8080', PITH_LLM_MODEL: 'm' }, /^PITH_LLM_BASE_URL: expected an http\(s\) URL, found string "localhost:8080"$/],
    [{ PITH_LLM_LOCAL: '../m', PITH_LLM_DTYPE: 'fp8' }, /^PITH_LLM_DTYPE: expected one of auto, fp32, fp16, .*, found string "fp8"$/],
    [{ PITH_LLM_LOCAL: '../m', PITH_LLM_MODEL: 'qwen' }, /expected either PITH_LLM_LOCAL \(the local model\) or PITH_LLM_MODEL \(a server model\), found both set/],
    [{ PITH_LLM_BASE_URL: 'http://me:sk-hunter2@h/v1', PITH_LLM_MODEL: 'm' }, /^PITH_LLM_BASE_URL: expected a URL without user:password[^2]*$/],
  ])('a half or wrong configuration %j is an OptionsError naming the variable', (env, pattern) => {
    expect(() => providerFromEnv(env)).toThrow(OptionsError);
    expect(() => providerFromEnv(env)).toThrow(pattern);
  });

  it('LLM_ENV_HELP is one line naming every variable', () => {
    expect(LLM_ENV_HELP).not.toContain('\n');
    for (const v of ['PITH_LLM_BASE_URL', 'PITH_LLM_MODEL', 'PITH_LLM_API_KEY', 'PITH_LLM_LOCAL']) {
      expect(LLM_ENV_HELP).toContain(v);
    }
  });
});
