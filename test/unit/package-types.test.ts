/** @module test/unit/package-types — a strict TypeScript consumer of the built package (node16, nodenext, bundler; skipLibCheck off) sees no errors. */
import { existsSync } from 'node:fs';
import { join, relative } from 'node:path';
import ts from 'typescript';
import { beforeAll, describe, expect, it } from 'vitest';

// The built package: `npm test` builds first; run `npm run build` before running this file alone.
const ROOT = process.cwd();
// Not on disk: served by the compiler host below, placed in the repo so that `pith` resolves to
// this package by its own name (the exports map, dist/ and types/), as in a user's project.
const CONSUMER = join(ROOT, 'test/fixtures/__package-consumer__.ts');
const NODE_CONSUMER = join(ROOT, 'test/fixtures/__package-node-consumer__.ts');

// A Node project: lib without DOM, @types/node only. The public types must not need the DOM lib.
const NODE_SOURCE = `
import { compress, init, initVectors, type Message, type CompressResult } from 'pith';
import { compressOpenAI } from 'pith/openai';
import { readFile } from 'node:fs/promises';
import type { ChatCompletionMessageParam } from 'openai/resources/chat/completions';

const history: Message[] = [{ role: 'user', content: 'Order ORD-58213: 45 units.' }];
const r: CompressResult = await compress(history, { budget: 100 });
await init(await readFile('pith.wasm'));
await initVectors(new Uint8Array(8));
const sent: ChatCompletionMessageParam[] = [{ role: 'developer', content: 'Be brief.' }, { role: 'user', content: 'hi' }];
const { messages } = await compressOpenAI(sent, { budget: 100 });
const back: ChatCompletionMessageParam[] = messages;
export { r, back };
`;

// A browser or Workers project: every subpath, the binaries' subpaths included.
const SOURCE = `
import { compress, init, initVectors, staticEmbedder, createMemory, PithError } from 'pith';
import { compressOpenAI } from 'pith/openai';
import { compressModelMessages, pithMiddleware } from 'pith/ai-sdk';
import { compressLangChain } from 'pith/langchain';
import { compressAnthropic } from 'pith/anthropic';
import wasm from 'pith/pith.wasm';
import vectors from 'pith/vectors.bin';
import type { ModelMessage } from 'ai';
import { HumanMessage, type BaseMessage } from '@langchain/core/messages';
import type { ChatCompletionMessageParam } from 'openai/resources/chat/completions';
import type { MessageCreateParamsNonStreaming, MessageParam } from '@anthropic-ai/sdk/resources/messages';

await init(wasm);
await initVectors(vectors);
const [v] = await staticEmbedder().embed(['luggage']);
const memory = await createMemory();
const sent: ChatCompletionMessageParam[] = [{ role: 'user', content: 'hi' }];
const a: ChatCompletionMessageParam[] = (await compressOpenAI(sent, { budget: 100 })).messages;
const mm: ModelMessage[] = [{ role: 'user', content: 'hi' }];
const b: ModelMessage[] = (await compressModelMessages(mm, { budget: 100 })).messages;
const c: BaseMessage[] = (await compressLangChain([new HumanMessage('hi')], { budget: 100 })).messages;
const mw = pithMiddleware({ budget: 8000 });
const params: MessageCreateParamsNonStreaming = { model: 'claude-sonnet-4-6', max_tokens: 64, system: [{ type: 'text', text: 'Be brief.' }], messages: [{ role: 'user', content: 'hi' }] };
const { stats, ...body } = await compressAnthropic(params, { budget: 100 });
const d: MessageCreateParamsNonStreaming = body;
const dm: MessageParam[] = body.messages;
export { v, memory, a, b, c, d, dm, stats, mw, compress, PithError };
`;

const MODES: Array<[string, ts.ModuleKind, ts.ModuleResolutionKind]> = [
  ['node16', ts.ModuleKind.Node16, ts.ModuleResolutionKind.Node16],
  ['nodenext', ts.ModuleKind.NodeNext, ts.ModuleResolutionKind.NodeNext],
  ['bundler', ts.ModuleKind.ESNext, ts.ModuleResolutionKind.Bundler],
];

// Parsed library files, shared by the programs (parsing openai, ai and LangChain types is most of the time).
const parsed = new Map<string, ts.SourceFile | undefined>();

/** Errors of a strict program over one virtual consumer file, in our files only (consumer, dist/, types/). */
function errors(file: string, source: string, mode: (typeof MODES)[number], lib: string[], types: string[]): string[] {
  const options: ts.CompilerOptions = {
    strict: true, noEmit: true, skipLibCheck: false, target: ts.ScriptTarget.ES2022, module: mode[1], moduleResolution: mode[2],
    lib, types, typeRoots: [join(ROOT, 'node_modules/@types')],
  };
  const host = ts.createCompilerHost(options);
  const getSourceFile = host.getSourceFile.bind(host);
  host.getSourceFile = (name, version, ...rest) => {
    if (name === file) return ts.createSourceFile(name, source, version);
    const key = `${name}\0${JSON.stringify(version)}`;
    if (!parsed.has(key)) parsed.set(key, getSourceFile(name, version, ...rest));
    return parsed.get(key);
  };
  const fileExists = host.fileExists.bind(host);
  host.fileExists = (name) => name === file || fileExists(name);
  const program = ts.createProgram([file], options, host);
  const ours = (f: string) => f === file || f.startsWith(join(ROOT, 'dist')) || f.startsWith(join(ROOT, 'types'));
  // What getPreEmitDiagnostics gives, checking only our files: a diagnostic belongs to the file it is
  // found in, and the filter below dropped every other file's (type-checking all of openai, ai and
  // LangChain's declarations took most of the time).
  const mine = program.getSourceFiles().filter((f) => ours(f.fileName));
  const diagnostics = [...program.getOptionsDiagnostics(), ...mine.flatMap((f) => program.getSyntacticDiagnostics(f))];
  if (diagnostics.length === 0) diagnostics.push(...program.getGlobalDiagnostics());
  if (diagnostics.length === 0) diagnostics.push(...mine.flatMap((f) => program.getSemanticDiagnostics(f)));
  return diagnostics
    .filter((d) => !d.file || ours(d.file.fileName))
    .map((d) => `${d.file ? relative(ROOT, d.file.fileName) : ''}: ${ts.flattenDiagnosticMessageText(d.messageText, ' ')}`);
}

describe('the package as a strict TypeScript consumer sees it', () => {
  beforeAll(() => {
    if (!existsSync(join(ROOT, 'dist/index.d.ts'))) throw new Error('expected a built dist/ (npm run build), found none');
  });

  for (const mode of MODES) {
    it(`${mode[0]}: Node project (lib ES2022, @types/node, no DOM)`, () => {
      expect(errors(NODE_CONSUMER, NODE_SOURCE, mode, ['lib.es2022.d.ts'], ['node'])).toEqual([]);
    }, 30_000);
  }

  it('bundler: browser project, every subpath and the binaries (lib ES2022 + DOM)', () => {
    expect(errors(CONSUMER, SOURCE, MODES[2], ['lib.es2022.d.ts', 'lib.dom.d.ts', 'lib.esnext.disposable.d.ts'], ['node'])).toEqual([]);
  }, 30_000);
});
