// Every TypeScript block of README.md and docs/*.md type-checks against the built package, imported by its own name as users do.
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import ts from 'typescript';
import { beforeAll, describe, expect, it } from 'vitest';

// The built package: `npm test` builds first; run `npm run build:ts` before running this file alone.
const ROOT = process.cwd();
const DOCS = ['README.md', ...readdirSync(join(ROOT, 'docs')).filter((f) => f.endsWith('.md')).sort().map((f) => `docs/${f}`)];

// The placeholders each snippet uses without declaring, by file and snippet number (1-based, ts/js
// blocks only). A snippet without an entry gets no prelude; a new snippet that needs one fails below.
const PRELUDES: Record<string, string> = {
  'README.md#3': `
import type { Message } from 'pith';
declare const history: Message[]; declare const query: string;`,
  'README.md#2': `
import type { Message } from 'pith';
declare const system: string, userFacts: string[], project: string, content: string, workingMemory: string, query: string;
declare const history: Message[];`,
  'README.md#4': `
import type { LlmProvider } from 'pith';
declare const llm: LlmProvider;`,
  'README.md#5': `
import type { Message } from 'pith';
declare const history: Message[];`,
  'README.md#6': `
import type { BaseChatMessageHistory } from '@langchain/core/chat_history';
import type { BaseChatModel } from '@langchain/core/language_models/chat_models';
import type { ChatCompletionMessageParam } from 'openai/resources/chat/completions';
import { generateText, wrapLanguageModel, type ModelMessage } from 'ai';
declare const openai: ((model: string) => Parameters<typeof wrapLanguageModel>[0]['model']) & {
  chat: { completions: { create(body: { model: string; messages: ChatCompletionMessageParam[] }): Promise<unknown> } };
};
declare const history: ChatCompletionMessageParam[];
declare const modelMessages: ModelMessage[];
declare const chatHistory: BaseChatMessageHistory;
declare const chatModel: BaseChatModel;`,
  'docs/embeddings.md#1': `
declare const text: string; declare const starts: Int32Array; declare const ends: Int32Array;`,
  'docs/llm-strategies.md#1': `
import type { Message } from 'pith';
declare const history: Message[];`,
  'docs/memory.md#1': `
import type { LlmProvider } from 'pith';
declare const llm: LlmProvider;`,
  'docs/providers.md#1': `
import type { WorkersAiBinding } from 'pith';
declare const apiKey: string; declare const signal: AbortSignal; declare const env: { AI: WorkersAiBinding };`,
};

interface Snippet { key: string; file: string; line: number; code: string }

/** The ```ts / ```js blocks of one markdown file, numbered in order. */
function snippets(file: string): Snippet[] {
  const lines = readFileSync(join(ROOT, file), 'utf8').split('\n');
  const out: Snippet[] = [];
  for (let i = 0; i < lines.length; i++) {
    const open = /^```(ts|typescript|js|javascript)\s*$/.exec(lines[i]);
    if (!open) continue;
    const start = i + 1;
    while (i + 1 < lines.length && !lines[i + 1].startsWith('```')) i++;
    out.push({ key: `${file}#${out.length + 1}`, file, line: start + 1, code: lines.slice(start, i + 1).join('\n') });
    i++;
  }
  return out;
}

const ALL = DOCS.flatMap(snippets);

// Not on disk: served by the compiler host, placed in the repo so that `pith` resolves to this package by its own name.
const fileOf = (s: Snippet) => join(ROOT, 'test/fixtures', `__doc-snippet-${s.key.replace(/[^a-z0-9]+/gi, '-')}__.ts`);

/** Errors of one strict program over every snippet (each its own module), as `file:line: message`. */
function errors(): string[] {
  const sources = new Map<string, { snippet: Snippet; text: string; offset: number }>();
  for (const s of ALL) {
    const prelude = PRELUDES[s.key] ?? '';
    const head = `${prelude}\nexport {};\n`;
    sources.set(fileOf(s), { snippet: s, text: head + s.code, offset: head.split('\n').length - 1 });
  }
  const options: ts.CompilerOptions = {
    strict: true, noEmit: true, skipLibCheck: true, target: ts.ScriptTarget.ES2022,
    module: ts.ModuleKind.ESNext, moduleResolution: ts.ModuleResolutionKind.Bundler,
    lib: ['lib.es2022.d.ts', 'lib.dom.d.ts', 'lib.esnext.disposable.d.ts'], types: ['node'], typeRoots: [join(ROOT, 'node_modules/@types')],
  };
  const host = ts.createCompilerHost(options);
  const getSourceFile = host.getSourceFile.bind(host);
  host.getSourceFile = (name, version, ...rest) => {
    const own = sources.get(name);
    return own ? ts.createSourceFile(name, own.text, version) : getSourceFile(name, version, ...rest);
  };
  const fileExists = host.fileExists.bind(host);
  host.fileExists = (name) => sources.has(name) || fileExists(name);
  const program = ts.createProgram([...sources.keys()], options, host);
  return ts.getPreEmitDiagnostics(program).map((d) => {
    const own = d.file && sources.get(d.file.fileName);
    const text = ts.flattenDiagnosticMessageText(d.messageText, ' ');
    if (!own || d.start === undefined) return `${d.file ? relative(ROOT, d.file.fileName) : ''}: ${text}`;
    const line = d.file!.getLineAndCharacterOfPosition(d.start).line - own.offset;
    return line < 0 ? `${own.snippet.key} (prelude): ${text}` : `${own.snippet.file}:${own.snippet.line + line}: ${text}`;
  });
}

describe('the TypeScript in README.md and docs/', () => {
  beforeAll(() => {
    if (!existsSync(join(ROOT, 'dist/index.d.ts'))) throw new Error('expected a built dist/ (npm run build:ts), found none');
  });

  it('finds the snippets, and every prelude names one', () => {
    expect(ALL.length).toBeGreaterThanOrEqual(10);
    const keys = new Set(ALL.map((s) => s.key));
    expect(Object.keys(PRELUDES).filter((k) => !keys.has(k))).toEqual([]);
  });

  it('type-checks each snippet, as a user would import the package', () => {
    expect(errors()).toEqual([]);
  }, 30_000);
});
