/** @module test/unit/playground-transcript — the playground reads plain chat transcripts (role lines, multi-line turns, code fences) and still prefers JSON. */
import { describe, expect, it } from 'vitest';
import { parseConversation } from '../../demo/playground/conversation.js';
import { readTranscript } from '../../demo/playground/transcript.js';
import { InputError } from '../../src/index.js';

const HOTEL = [
  { role: 'user', content: 'I need a hotel in Lisbon for 3 nights.' },
  { role: 'assistant', content: 'Sure — what is your budget?' },
  { role: 'user', content: 'Under $600.' },
];

/** The error parseConversation throws for a text. */
function errorOf(text: string): InputError {
  try {
    parseConversation(text);
  } catch (error) {
    return error as InputError;
  }
  throw new Error('expected an error, found a conversation');
}

describe('readTranscript: shapes', () => {
  it('reads "User:" / "Assistant:" lines, blank lines between turns', () => {
    const text = 'User: I need a hotel in Lisbon for 3 nights.\nAssistant: Sure — what is your budget?\n\nUser: Under $600.\n';
    expect(readTranscript(text)).toEqual(HOTEL);
  });

  it.each([
    ['Human / AI', 'Human: I need a hotel in Lisbon for 3 nights.\n\nAI: Sure — what is your budget?\n\nHuman: Under $600.'],
    ['You / ChatGPT', 'You: I need a hotel in Lisbon for 3 nights.\nChatGPT: Sure — what is your budget?\nYou: Under $600.'],
    ['copied ChatGPT page', 'You said:\nI need a hotel in Lisbon for 3 nights.\nChatGPT said:\nSure — what is your budget?\nYou said:\nUnder $600.'],
    ['lower and upper case', 'user: I need a hotel in Lisbon for 3 nights.\nASSISTANT: Sure — what is your budget?\nUsEr : Under $600.'],
    ['markdown bold, colon inside', '**User:** I need a hotel in Lisbon for 3 nights.\n\n**Assistant:** Sure — what is your budget?\n\n**User:** Under $600.'],
    ['markdown bold, colon outside', '**User**: I need a hotel in Lisbon for 3 nights.\n**Assistant**: Sure — what is your budget?\n**User**: Under $600.'],
    ['markdown bold alone on its line', '**User**\nI need a hotel in Lisbon for 3 nights.\n\n**Assistant**\nSure — what is your budget?\n\n**User**\nUnder $600.'],
    ['headings', '### User\n\nI need a hotel in Lisbon for 3 nights.\n\n### Assistant\n\nSure — what is your budget?\n\n## User:\nUnder $600.'],
  ])('%s', (_, text) => {
    expect(readTranscript(text)).toEqual(HOTEL);
  });

  it('maps system and developer to system, and keeps an empty turn', () => {
    expect(readTranscript('System: Be terse.\nDeveloper: Answer in English.\nUser:\nAssistant: Hello.')).toEqual([
      { role: 'system', content: 'Be terse.' },
      { role: 'system', content: 'Answer in English.' },
      { role: 'user', content: '' },
      { role: 'assistant', content: 'Hello.' },
    ]);
  });

  it('a line of another shape, "Tool:", "Note:" or "user://x" is text of the turn', () => {
    const text = '**User:** Quote this:\nAssistant: not a turn here\nTool: {"ok": true}\nNote: fine\nuser://x\n**Assistant:** Done.';
    expect(readTranscript(text)).toEqual([
      { role: 'user', content: 'Quote this:\nAssistant: not a turn here\nTool: {"ok": true}\nNote: fine\nuser://x' },
      { role: 'assistant', content: 'Done.' },
    ]);
  });

  it('a heading with more than the label is text', () => {
    expect(readTranscript('# User\nRead the ### User guide\n### User guide\n# Assistant\nOK')).toEqual([
      { role: 'user', content: 'Read the ### User guide\n### User guide' },
      { role: 'assistant', content: 'OK' },
    ]);
  });
});

describe('readTranscript: turns', () => {
  it('a turn runs over several lines and paragraphs, verbatim, less the blank lines around it', () => {
    const text = 'User: Two things:\n  - a hotel,   near the river\n\n  - a car\t\n\n\nAssistant:\n\n   Indented answer.\n\n';
    expect(readTranscript(text)).toEqual([
      { role: 'user', content: 'Two things:\n  - a hotel,   near the river\n\n  - a car\t' },
      { role: 'assistant', content: '   Indented answer.' },
    ]);
  });

  it('role-looking lines inside a fenced code block stay in the turn', () => {
    const code = '```yaml\nuser: root\nAssistant: not a turn\n\n```';
    const tilde = '~~~~\nUser: still code\n~~~\n~~~~';
    const text = `User: My config:\n${code}\nWhy?\nAssistant: Try this:\n${tilde}\nUser: Thanks.`;
    expect(readTranscript(text)).toEqual([
      { role: 'user', content: `My config:\n${code}\nWhy?` },
      { role: 'assistant', content: `Try this:\n${tilde}` },
      { role: 'user', content: 'Thanks.' },
    ]);
  });

  it('a fence in a quote or list closes too; a fence never closed does not swallow the turns after it', () => {
    const quoted = '> ```\n> User: quoted code\n> ```';
    expect(readTranscript(`User: see\n${quoted}\nAssistant: ok`)).toEqual([
      { role: 'user', content: `see\n${quoted}` },
      { role: 'assistant', content: 'ok' },
    ]);
    expect(readTranscript('User: ```py\nprint(1)\nAssistant: The fence was never closed.')).toEqual([
      { role: 'user', content: '```py\nprint(1)' },
      { role: 'assistant', content: 'The fence was never closed.' },
    ]);
  });

  it('CRLF and CR line ends read as \\n', () => {
    const lf = 'User: I need a hotel in Lisbon for 3 nights.\nAssistant: Sure — what is your budget?\n\nUser: Under $600.\n';
    expect(readTranscript(lf.replace(/\n/g, '\r\n'))).toEqual(HOTEL);
    expect(readTranscript(lf.replace(/\n/g, '\r'))).toEqual(HOTEL);
    expect(readTranscript('User: a\r\nb\r\n\r\nc\r\nAssistant: d')).toEqual([
      { role: 'user', content: 'a\nb\n\nc' },
      { role: 'assistant', content: 'd' },
    ]);
  });

  it('is no transcript when the first non-blank line is no role line', () => {
    expect(readTranscript('Hello there')).toBeUndefined();
    expect(readTranscript('Chat export, 3 May\nUser: hi\nAssistant: hello')).toBeUndefined();
    expect(readTranscript('  User: indented')).toBeUndefined();
    expect(readTranscript('Tool: {}')).toBeUndefined();
    expect(readTranscript('\n \n')).toBeUndefined();
  });
});

describe('parseConversation: JSON first, then a transcript', () => {
  it('reads a transcript when the text is not JSON, with no query', () => {
    expect(parseConversation('\nUser: I need a hotel in Lisbon for 3 nights.\nAssistant: Sure — what is your budget?\nUser: Under $600.')).toEqual({ messages: HOTEL });
  });

  it('JSON is still preferred and read as before', () => {
    const messages = [{ role: 'user', content: 'User: hi\nAssistant: hello' }];
    expect(parseConversation(JSON.stringify(messages))).toEqual({ messages });
    expect(parseConversation(JSON.stringify({ query: 'Which hotel?', messages }))).toEqual({ messages, query: 'Which hotel?' });
  });

  it("JSON's errors are unchanged, syntax errors included", () => {
    expect(errorOf('{"messages": 3}').message).toBe('expected an array of messages or { "messages": [...] }, found object');
    expect(errorOf('"User: hi"').message).toBe('expected an array of messages or { "messages": [...] }, found string');
    expect(errorOf('[]').message).toBe('expected at least one message to compress, found an empty conversation');
    expect(errorOf('  [{"role": "user", ').message).toMatch(/^expected JSON, found a syntax error: /);
    expect(errorOf('{oops').message).toMatch(/^expected JSON, found a syntax error: /);
  });

  it('text that is neither says what was expected (both shapes) and what was found', () => {
    const error = errorOf('\n\nHello there, I need a hotel in Lisbon for 3 nights and a car for the whole week please.\nUser: hi');
    expect(error).toBeInstanceOf(InputError);
    expect(error.code).toBe('INVALID_INPUT');
    expect(error.message).toBe(
      'expected JSON (an array of messages or { "messages": [...] }) or a chat transcript whose first line names a role ' +
        '("User: …", "**Assistant:**", "### User"), found "Hello there, I need a hotel in Lisbon for 3 nights and a ca…" on line 3',
    );
    expect(errorOf('  User: hi').message).toMatch(/, found " {2}User: hi" on line 1$/);
    expect(errorOf('').message).toMatch(/, found empty text$/);
    expect(errorOf(' \n\t').message).toMatch(/, found only blank text$/);
  });
});
