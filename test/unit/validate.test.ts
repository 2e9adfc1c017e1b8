// Validation at the boundary: messages and compress options through zod, and the quick check that must agree with it.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { InputError, OptionsError } from '../../src/errors.js';
import { messagesSchema, parseMessages } from '../../src/validate/messages.js';
import { quickValid } from '../../src/validate/quick.js';
import { parseCompressOptions } from '../../src/validate/options.js';

function inputError(input: unknown): string {
  try {
    parseMessages(input);
  } catch (e) {
    expect(e).toBeInstanceOf(InputError);
    expect((e as InputError).code).toBe('INVALID_INPUT');
    const message = (e as Error).message;
    expect(message).not.toContain('\n');
    return message;
  }
  throw new Error('expected parseMessages to throw');
}

function optionsError(input: unknown): string {
  try {
    parseCompressOptions(input);
  } catch (e) {
    expect(e).toBeInstanceOf(OptionsError);
    expect((e as OptionsError).code).toBe('INVALID_OPTIONS');
    expect((e as Error).message).not.toContain('\n');
    return (e as Error).message;
  }
  throw new Error('expected parseCompressOptions to throw');
}

describe('parseMessages', () => {
  it('accepts every role, string and part content', () => {
    const input = [
      { role: 'system', content: 'Be brief.' },
      { role: 'user', content: [{ type: 'text', text: 'Hi' }, { type: 'image_url', image_url: { url: 'x' } }] },
      { role: 'assistant', content: '', tool_calls: [{ id: 'c1', type: 'function', function: { name: 'f', arguments: '{}' } }] },
      { role: 'tool', content: '{"ok":true}', tool_call_id: 'c1' },
      { role: 'user', content: 'Thanks', name: 'ana', id: 'm5' },
    ];
    expect(parseMessages(input)).toEqual(input);
  });

  it('accepts an empty conversation', () => {
    expect(parseMessages([])).toEqual([]);
  });

  it('keeps unknown keys and their order, and returns copies', () => {
    const input = [{ meta: { k: 1 }, role: 'user', content: 'x', extra: [1, 2] }];
    const out = parseMessages(input);
    expect(Object.keys(out[0])).toEqual(['meta', 'role', 'content', 'extra']);
    expect(out[0]).toEqual(input[0]);
    expect(out[0]).not.toBe(input[0]);
    expect(out).not.toBe(input);
  });

  it('normalises null or missing content on a tool-calling assistant turn to an empty string', () => {
    const calls = [{ id: 'a', type: 'function', function: { name: 'f', arguments: '{}' } }];
    const out = parseMessages([
      { role: 'assistant', content: null, tool_calls: calls },
      { role: 'assistant', tool_calls: calls },
    ]);
    expect(out[0]).toEqual({ role: 'assistant', content: '', tool_calls: calls });
    expect(out[1].content).toBe('');
  });

  it('does not mutate the input', () => {
    const input = [{ role: 'assistant', content: null, tool_calls: [{ id: 'a' }] }];
    parseMessages(input);
    expect(input[0].content).toBeNull();
  });

  it.each([
    ['hi', 'messages: expected an array of messages, found string "hi"'],
    [{ messages: [] }, 'messages: expected an array of messages, found object'],
    [[5], 'messages[0]: expected a message object, found number 5'],
    [[null], 'messages[0]: expected a message object, found null'],
    [[{ role: 'bot', content: 'x' }], 'messages[0].role: expected one of system, user, assistant, tool, found string "bot"'],
    [[{ content: 'x' }], 'messages[0].role: expected one of system, user, assistant, tool, found nothing'],
    [
      [{ role: 'developer', content: 'x' }],
      `messages[0].role: expected one of system, user, assistant, tool, found string "developer" (OpenAI developer messages: compressOpenAI from 'pith/openai' takes them, or send them as system)`,
    ],
    [[{ role: 'function', content: 'x' }], 'messages[0].role: expected one of system, user, assistant, tool, found string "function" (deprecated function messages: send them as tool messages)'],
    [
      [{ role: 'user', content: 'a' }, { role: 'user', content: 'b' }, { role: 'user', content: 'c' }, { role: 'user', content: 3 }],
      'messages[3].content: expected a string or an array of parts, found number 3',
    ],
    [[{ role: 'user' }], 'messages[0].content: expected a string or an array of parts, found nothing'],
    [[{ role: 'user', content: null }], 'messages[0].content: expected a string or an array of parts, found null'],
    [[{ role: 'assistant', content: null }], 'messages[0].content: expected a string or an array of parts, found null'],
    [[{ role: 'user', content: { text: 'x' } }], 'messages[0].content: expected a string or an array of parts, found object'],
    [[{ role: 'user', content: [{ type: 'text', text: 1 }] }], 'messages[0].content[0].text: expected a string in a text part, found number 1'],
    [[{ role: 'user', content: [{ type: 'text' }] }], 'messages[0].content[0].text: expected a string in a text part, found nothing'],
    [[{ role: 'user', content: [{ type: 'image_url' }, 7] }], 'messages[0].content[1]: expected a part object with a string "type", found number 7'],
    [[{ role: 'user', content: [{ type: 2 }] }], 'messages[0].content[0].type: expected a string, found number 2'],
    [[{ role: 'user', content: [{ text: 'x' }] }], 'messages[0].content[0].type: expected a string, found nothing'],
    [[{ role: 'assistant', content: '', tool_calls: {} }], 'messages[0].tool_calls: expected an array of tool calls, found object'],
    [[{ role: 'assistant', content: '', tool_calls: ['x'] }], 'messages[0].tool_calls[0]: expected a tool call object with a string "id", found string "x"'],
    [[{ role: 'assistant', content: null, tool_calls: [{ id: 5 }] }], 'messages[0].tool_calls[0].id: expected a string, found number 5'],
    [[{ role: 'tool', content: 'x' }], 'messages[0].tool_call_id: expected a string on a tool message, found nothing'],
    [[{ role: 'tool', content: 'x', tool_call_id: 1 }], 'messages[0].tool_call_id: expected a string, found number 1'],
    [[{ role: 'user', content: 'x', name: 4 }], 'messages[0].name: expected a string, found number 4'],
    [[{ role: 'user', content: 'x', id: false }], 'messages[0].id: expected a string, found boolean'],
  ])('rejects %j', (input, message) => {
    expect(inputError(input)).toBe(message);
  });
});

describe('parseCompressOptions', () => {
  it('accepts a full set of options, the kernel override and strategy knobs', () => {
    const counter = (t: string) => t.length;
    const input = {
      budget: 2000,
      query: 'When is the deadline?',
      strategy: 'pith',
      tokenizer: counter,
      keepLast: 0,
      keepSystem: false,
      partTokens: 85,
      startOn: 'user',
      kernel: { name: 'oracle' },
    };
    expect(parseCompressOptions(input)).toEqual(input);
    for (const tokenizer of ['estimate', 'o200k', 'cl100k']) {
      expect(parseCompressOptions({ budget: 1, tokenizer }).tokenizer).toBe(tokenizer);
    }
    const knobs = { budget: 10, strategy: 'rlm', rlm: { every: 8 }, tiered: { hotShare: 0.5 }, salience: {} };
    expect(parseCompressOptions(knobs)).toEqual(knobs);
  });

  it.each([
    [{ budget: 10, keeplast: 2 }, 'keeplast (did you mean keepLast?)'],
    [{ budget: 10, tokeniser: 'o200k' }, 'tokeniser (did you mean tokenizer?)'],
    [{ budget: 10, querry: 'x' }, 'querry (did you mean query?)'],
    [{ budget: 10, Budget: 5 }, 'Budget (did you mean budget?)'],
    [{ budget: 10, model: 'gpt-4o' }, 'model'],
  ])('refuses the key compress() would silently ignore in %j, naming the one it resembles', (input, found) => {
    const message = optionsError(input);
    expect(message).toMatch(/^options: expected only budget, query, strategy, tokenizer, keepLast, .*, kernel, found /);
    expect(message.endsWith(`found ${found}`)).toBe(true);
  });

  it.each([
    [undefined, 'options: expected an options object, found nothing'],
    ['x', 'options: expected an options object, found string "x"'],
    [{}, 'budget: expected a positive integer, found nothing'],
    [{ budget: -5 }, 'budget: expected a positive integer, found number -5'],
    [{ budget: 0 }, 'budget: expected a positive integer, found number 0'],
    [{ budget: 1.5 }, 'budget: expected a positive integer, found number 1.5'],
    [{ budget: Number.NaN }, 'budget: expected a positive integer, found number NaN'],
    [{ budget: Infinity }, 'budget: expected a positive integer of at most 9007199254740991, found number Infinity'],
    [{ budget: '10' }, 'budget: expected a positive integer, found string "10"'],
    [{ budget: 10, query: 3 }, 'query: expected a string, found number 3'],
    [{ budget: 10, strategy: 1 }, 'strategy: expected a strategy name (string), found number 1'],
    [{ budget: 10, tokenizer: 'gpt2' }, 'tokenizer: expected one of estimate, o200k, cl100k or a function, found string "gpt2"'],
    [{ budget: 10, keepLast: -1 }, 'keepLast: expected a non-negative integer, found number -1'],
    [{ budget: 10, keepSystem: 'yes' }, 'keepSystem: expected a boolean, found string "yes"'],
    [{ budget: 10, partTokens: 0.5 }, 'partTokens: expected a non-negative integer, found number 0.5'],
    [{ budget: 10, startOn: 'assistant' }, 'startOn: expected "user", found string "assistant"'],
  ])('rejects %j', (input, message) => {
    expect(optionsError(input)).toBe(message);
  });
});

describe('quickValid agrees with the zod schema', () => {
  // Well-formed messages, then the same with one field replaced by an arbitrary value.
  const part = fc.oneof(
    fc.record({ type: fc.constant('text'), text: fc.string() }),
    fc.record({ type: fc.constantFrom('image_url', 'file'), url: fc.string() }),
  );
  const call = fc.record({ id: fc.string(), type: fc.constant('function') });
  const valid = fc
    .record({
      role: fc.constantFrom('system', 'user', 'assistant', 'tool'),
      content: fc.oneof(fc.string(), fc.array(part, { maxLength: 3 })),
      name: fc.option(fc.string(), { nil: undefined }),
      tool_calls: fc.option(fc.array(call, { maxLength: 2 }), { nil: undefined }),
      nullContent: fc.boolean(),
      extra: fc.jsonValue(),
    })
    .map(({ nullContent, ...m }) => {
      const out: Record<string, unknown> = { ...m };
      for (const k of Object.keys(out)) if (out[k] === undefined) delete out[k];
      if (m.role === 'tool') out.tool_call_id = 'c1';
      if (m.role === 'assistant' && m.tool_calls && nullContent) out.content = null;
      return out;
    });
  const odd = fc.oneof(
    fc.jsonValue(),
    fc.constantFrom(undefined, null, 0, '', [], {}, 'bot', [null], [{ type: 'text' }], [{ type: 1 }]),
  );
  const field = fc.constantFrom('role', 'content', 'name', 'id', 'tool_calls', 'tool_call_id');
  const corrupted = fc.tuple(valid, field, odd).map(([m, k, v]) => {
    const out = { ...m, [k]: v };
    if (v === undefined) delete out[k];
    return out;
  });
  const message = fc.oneof(
    { arbitrary: valid, weight: 4 },
    { arbitrary: corrupted, weight: 4 },
    { arbitrary: fc.anything(), weight: 1 },
  );
  const input = fc.oneof(
    { arbitrary: fc.array(message, { maxLength: 4 }), weight: 9 },
    { arbitrary: fc.anything(), weight: 1 },
  );

  it('accepts exactly what the schema accepts', () => {
    let accepted = 0;
    fc.assert(
      fc.property(input, (x) => {
        const quick = quickValid(x);
        if (quick && Array.isArray(x) && x.length > 0) accepted++;
        expect(quick).toBe(messagesSchema.safeParse(x).success);
      }),
      { numRuns: 5_000 },
    );
    // Both sides of the equivalence must actually be exercised.
    expect(accepted).toBeGreaterThan(500);
  });
});
