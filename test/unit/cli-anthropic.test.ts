// `pith compress --format anthropic`: an Anthropic Messages body through the built CLI keeps tool pairs and alternation; the default stays OpenAI, byte for byte; --jsonl lines mix both formats.
import { existsSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { compressAnthropic } from '../../src/adapters/anthropic.js';
import { splitDocument, splitRequest } from '../../src/cli/request.js';
import { compress } from '../../src/platform/node.js';
import { expectApiRules, toolLoopBody, toolUses, type AnthropicBody } from '../fixtures/anthropic-body.js';
import { runCli, type CliRun } from '../fixtures/run-cli.js';

// The real, built CLI: run `npm run build:ts` before running this file alone.
const MAIN = join(process.cwd(), 'dist/cli/main.js');
const pith = (args: string[], stdin?: string): Promise<CliRun> => runCli([MAIN], args, stdin);
const BUDGET = 400;

const OPENAI = [
  { role: 'system', content: 'You are a support agent.' },
  { role: 'user', content: 'Order ORD-58213 for 40 chairs at $189.00 each, please deliver by March 25.' },
  { role: 'assistant', content: 'Noted: ORD-58213, 40 chairs, $189.00 each, delivery before March 25.' },
  { role: 'user', content: 'Actually make it 45 units, not 40.' },
];

/** The error contract: exit 2, exactly one stderr line, nothing on stdout. */
function expectRefused(run: CliRun, message: string): void {
  expect(run.stdout).toBe('');
  expect(run.code).toBe(2);
  expect(run.stderr).toBe(`pith: ${message}\n`);
}

/** The success contract: exit 0, one JSON line; returns it parsed. */
function expectLine(run: CliRun): AnthropicBody & { stats: { compressedTokens: number; originalTokens: number; budget: number; durationMs?: number } } {
  expect(run.stderr).toBe('');
  expect(run.code).toBe(0);
  expect(run.stdout.endsWith('\n')).toBe(true);
  expect(run.stdout.trimEnd().split('\n')).toHaveLength(1);
  return JSON.parse(run.stdout);
}

const withoutTime = (text: string): string => text.replace(/"durationMs":[0-9.e+-]+/g, '"durationMs":0');

let dir: string;
let bodyFile: string;
const body = toolLoopBody(6);

beforeAll(() => {
  if (!existsSync(MAIN)) throw new Error(`expected a built CLI at ${MAIN}, found nothing: run npm run build:ts`);
  dir = mkdtempSync(join(tmpdir(), 'pith-cli-anthropic-'));
  bodyFile = join(dir, 'request.json');
  writeFileSync(bodyFile, JSON.stringify(body));
});

describe('pith compress --format anthropic', () => {
  it('compresses a tool loop to the budget: every tool_use kept with its tool_result, roles alternating, { system, messages, stats } out', async () => {
    const out = expectLine(await pith(['compress', bodyFile, '--format', 'anthropic', '--budget', String(BUDGET)]));
    expect(Object.keys(out)).toEqual(['system', 'messages', 'stats']);
    expect(out.stats.originalTokens).toBeGreaterThan(BUDGET);
    expect(out.stats.compressedTokens).toBeLessThanOrEqual(BUDGET);
    expectApiRules(out);
    expect(toolUses(out)).toBeGreaterThan(0);
    expect(toolUses(out)).toBeLessThan(toolUses(body));
    // The caller's cached system block stays first and byte-identical; pith's ledger follows it.
    expect((out.system as unknown[])[0]).toEqual((body.system as unknown[])[0]);
    expect(out.messages.at(-1)).toEqual(body.messages.at(-1));
    // The same as the adapter in-process: the CLI adds reading and printing, nothing else.
    const { stats, ...direct } = await compressAnthropic(body, { budget: BUDGET });
    expect({ system: out.system, messages: out.messages }).toEqual({ system: direct.system, messages: direct.messages });
    expect(out.stats.compressedTokens).toBe(stats.compressedTokens);
  });

  it('reads stdin, --format=anthropic, a bare array of turns, and the document\'s query (which --query overrides)', async () => {
    const text = JSON.stringify(body);
    const fromFile = await pith(['compress', bodyFile, '--format', 'anthropic', '--budget', String(BUDGET)]);
    const fromStdin = await pith(['compress', '--format=anthropic', '--budget', String(BUDGET)], text);
    expect(withoutTime(fromStdin.stdout)).toBe(withoutTime(fromFile.stdout));
    const bare = expectLine(await pith(['compress', '--format', 'anthropic', '--budget', String(BUDGET)], JSON.stringify(body.messages)));
    expect(Object.keys(bare)).toEqual(['system', 'messages', 'stats']); // pith's ledger made a system prompt
    expectApiRules(bare);
    const asked = { ...body, query: 'Which hub does batch 2 leave from?' };
    expect(splitDocument(asked, 'anthropic')).toEqual({ system: body.system, messages: body.messages, query: asked.query });
    for (const [flags, query] of [[[], asked.query], [['--query', 'Who is the courier of batch 4?'], 'Who is the courier of batch 4?']] as const) {
      const q = expectLine(await pith(['compress', '--format', 'anthropic', '--budget', String(BUDGET), ...flags], JSON.stringify(asked)));
      expectApiRules(q);
      const direct = await compressAnthropic(body, { budget: BUDGET, query });
      expect(q.messages).toEqual(direct.messages);
    }
  });

  it('a body that fits comes back as given, with the string system prompt untouched', async () => {
    const small = { model: 'claude-sonnet-4-6', max_tokens: 256, system: 'Be brief.', messages: [{ role: 'user', content: 'Where is ORD-58213?' }] };
    const out = expectLine(await pith(['compress', '--format', 'anthropic', '--budget', '500'], JSON.stringify(small)));
    expect(out.system).toBe('Be brief.');
    expect(out.messages).toEqual(small.messages);
  });

  it('bad input or a bad --format: one stderr line, exit 2', async () => {
    const budget = ['--budget', '300'];
    expectRefused(await pith(['compress', '--format', 'gemini', ...budget], JSON.stringify(body)), 'format: expected one of openai, anthropic, found string "gemini"');
    expectRefused(await pith(['compress', '--format', 'Anthropic', '--jsonl']), 'format: expected one of openai, anthropic, found string "Anthropic"');
    expectRefused(await pith(['compress', ...budget, '--format']), 'option --format: expected a value, found nothing');
    expectRefused(await pith(['compress', ...budget, '--format', 'openai', '--format', 'anthropic']), 'option --format: given twice (openai, anthropic); expected it once');
    const anthropic = ['compress', '--format', 'anthropic', ...budget];
    expectRefused(
      await pith(anthropic, JSON.stringify({ messages: [{ role: 'user', content: 'hi' }, { role: 'tool', content: 'x' }] })),
      'messages[1].role: expected user, assistant or system, found string "tool" (tool results go in a user message as tool_result blocks)',
    );
    expectRefused(await pith(anthropic, JSON.stringify({ system: 5, messages: [{ role: 'user', content: 'hi' }] })), 'system: expected a string or an array of text blocks, found number 5');
    expectRefused(
      await pith(anthropic, JSON.stringify({ ...body, budjet: 5 })),
      'unknown key "budjet": expected one of system, messages, query (or a key of an Anthropic Messages request, such as model)',
    );
    expectRefused(await pith(anthropic, JSON.stringify({ system: 'x' })), 'expected an Anthropic Messages body { "system"?, "messages": [...] } or a JSON array of messages, found an object without "messages"');
    expectRefused(await pith(anthropic, '  \n'), 'expected an Anthropic Messages body { "system"?, "messages": [...] } or a JSON array of messages, found empty input');
    const unanswered = { messages: [body.messages[0], body.messages[1], { role: 'user', content: 'never mind' }] };
    expectRefused(await pith(anthropic, JSON.stringify(unanswered)), `messages[1].content[1].id: expected a tool_result for string "toolu_logs_0" in messages[2], found none`);
  });
});

describe('the default format stays OpenAI', () => {
  it('an OpenAI document prints the same bytes with no --format and with --format openai, { messages, stats } as compress() gives', async () => {
    for (const doc of [OPENAI, { model: 'gpt-4o', temperature: 0.2, messages: OPENAI, query: 'How many chairs?' }]) {
      const plain = await pith(['compress', '--budget', '60'], JSON.stringify(doc));
      const named = await pith(['compress', '--budget', '60', '--format', 'openai'], JSON.stringify(doc));
      const out = expectLine(plain);
      expect(Object.keys(out)).toEqual(['messages', 'stats']);
      expect(withoutTime(named.stdout)).toBe(withoutTime(plain.stdout));
      const query = Array.isArray(doc) ? undefined : doc.query;
      const direct = await compress(OPENAI as never, { budget: 60, ...(query ? { query } : {}) });
      expect(withoutTime(plain.stdout)).toBe(withoutTime(`${JSON.stringify({ messages: direct.messages, stats: direct.stats })}\n`));
    }
  });

  it('an Anthropic body without --format is refused, naming the flag that reads it', async () => {
    expectRefused(
      await pith(['compress', '--budget', '300'], JSON.stringify(body)),
      'unknown key "system": expected one of messages, query (or a key of an OpenAI chat-completions request, such as model); a top-level "system" is read with --format anthropic',
    );
  });
});

describe('pith compress --jsonl with both formats', () => {
  it('each line in its own format ("format" on the line wins over --format); a bad format or a stray system is that line\'s error', async () => {
    const anthropicLine = { format: 'anthropic', system: body.system, messages: body.messages, budget: BUDGET };
    const lines = [
      { messages: OPENAI, budget: 60 },
      anthropicLine,
      { system: 'Be brief.', messages: OPENAI, budget: 60 },
      { format: 'gemini', messages: OPENAI, budget: 60 },
      { format: 'anthropic', messages: [{ role: 'user', content: 'Where is ORD-58213?' }], budget: 60, model: 'claude-sonnet-4-6' },
      { format: 'anthropic', messages: [{ role: 'user', content: 'Where is ORD-58213?' }], budget: 60 },
    ].map((l) => JSON.stringify(l)).join('\n');
    const run = await pith(['compress', '--jsonl'], `${lines}\n`);
    expect(run.code, run.stderr).toBe(0);
    expect(run.stderr).toBe('');
    const out = run.stdout.trimEnd().split('\n').map((l) => JSON.parse(l));
    expect(out).toHaveLength(6);
    expect(Object.keys(out[0])).toEqual(['messages', 'stats']);
    expect(out[0].messages[0]).toEqual(OPENAI[0]);
    expect(Object.keys(out[1])).toEqual(['system', 'messages', 'stats']);
    expectApiRules(out[1]);
    expect(out[1].stats.compressedTokens).toBeLessThanOrEqual(BUDGET);
    // The same answer as the whole document gives.
    const single = JSON.parse((await pith(['compress', bodyFile, '--format', 'anthropic', '--budget', String(BUDGET)])).stdout);
    expect(out[1].messages).toEqual(single.messages);
    expect(out[2]).toEqual({
      error: {
        code: 'INVALID_INPUT',
        message: 'line 3: unknown key "system": expected one of messages, budget, query, strategy, tokenizer, keepLast, keepSystem, partTokens, startOn, format; a top-level "system" is read with "format": "anthropic"',
      },
    });
    expect(out[3]).toEqual({ error: { code: 'INVALID_OPTIONS', message: 'line 4: format: expected one of openai, anthropic, found string "gemini"' } });
    expect(out[4].error.message).toBe('line 5: unknown key "model": expected one of messages, system, budget, query, strategy, tokenizer, keepLast, keepSystem, partTokens, startOn, format');
    expect(Object.keys(out[5])).toEqual(['messages', 'stats']); // no system given, none added: the turn fits
  });

  it('--format anthropic is the default of lines that omit "format"; "format": "openai" takes a line back', async () => {
    const lines = [
      JSON.stringify({ system: 'Be brief.', messages: [{ role: 'user', content: 'Where is ORD-58213?' }], budget: 60 }),
      JSON.stringify({ format: 'openai', messages: OPENAI, budget: 60 }),
      JSON.stringify({ messages: [{ role: 'system', content: 'x' }, { role: 'tool', tool_call_id: 'a', content: 'y' }], budget: 60 }),
    ].join('\n');
    const run = await pith(['compress', '--jsonl', '--format', 'anthropic'], lines);
    expect(run.code, run.stderr).toBe(0);
    const [a, b, c] = run.stdout.trimEnd().split('\n').map((l) => JSON.parse(l));
    expect(a).toMatchObject({ system: 'Be brief.', messages: [{ role: 'user', content: 'Where is ORD-58213?' }] });
    expect(Object.keys(b)).toEqual(['messages', 'stats']);
    expect(b.messages[0]).toEqual(OPENAI[0]);
    expect(c.error.code).toBe('INVALID_INPUT');
    expect(c.error.message).toMatch(/^line 3: messages\[1\]\.role: expected user, assistant or system, found string "tool"/);
  });

  it('splitRequest: the line wins over the defaults, format and system included', () => {
    expect(splitRequest({ messages: [], budget: 50 }, { budget: 300 })).toEqual({ format: 'openai', input: { messages: [] }, options: { budget: 50 } });
    expect(splitRequest({ system: 'Be brief.', messages: [] }, { budget: 300, format: 'anthropic' })).toEqual({
      format: 'anthropic',
      input: { messages: [], system: 'Be brief.' },
      options: { budget: 300 },
    });
    expect(splitRequest({ format: 'openai', messages: [] }, { format: 'anthropic' }).format).toBe('openai');
    expect(() => splitRequest({ system: 'x', messages: [] }, { format: 'openai' })).toThrow('unknown key "system"');
  });
});
