/** @module budget/build-context — assemble a context from sections under one budget. */
import { compress, type CompressCall } from '../compress.js';
import { BudgetError } from '../errors.js';
import { init } from '../kernel/load.js';
import type { Kernel } from '../kernel/types.js';
import { plainText } from '../text/parts.js';
import { MESSAGE_OVERHEAD, resolveCounter } from '../tokens/index.js';
import type { Message, TokenCounter, TokenizerName } from '../types.js';
import { allocateBudget, type SectionName } from './allocate.js';
import { orderSections } from './order.js';
import { detectQueryType, type QueryType } from './query-type.js';
import { SECTION_TAGS, sectionHeader } from './section-tags.js';

/** The inputs of {@link buildContext}; every section is optional. */
export interface ContextSections {
  system?: string;
  userFacts?: string | string[];
  project?: string;
  retrieved?: Array<{ content: string; relevance: number }>;
  history?: Message[];
  workingMemory?: string;
  query?: string;
}

/** Options of {@link buildContext}. */
export interface BuildContextOptions {
  budget: number;
  /** Detected from the query when absent. */
  queryType?: QueryType;
  /** @default 'estimate' */
  tokenizer?: TokenizerName | TokenCounter;
  /** Use `[S]`, `[U]`, `[R]`, `[Q]` tags instead of `## System` headers. @default false */
  compactTags?: boolean;
  kernel?: Kernel;
}

/** One section of the built context. */
export interface BuiltSection {
  name: SectionName;
  tag: string;
  /** 0-based position in the context. */
  position: number;
  allocated: number;
  tokens: number;
  content: string;
}

/** The built context with its metadata. */
export interface BuiltContext {
  text: string;
  tokens: number;
  budget: number;
  queryType: QueryType;
  order: SectionName[];
  sections: BuiltSection[];
}

/**
 * Allocate the budget across sections by query type, compress each to its share (surplus of short
 * sections flows to long ones), and order them for primacy/recency with the query last.
 * @example
 * const ctx = await buildContext({ system: 'You are terse.', history, query: 'Why did the build fail?' }, { budget: 2000 });
 * ctx.order // ['system', 'history', 'query']: the sections given, query last
 */
export async function buildContext(sections: ContextSections, options: BuildContextOptions): Promise<BuiltContext> {
  const kernel = options.kernel ?? (await init());
  const { count, name: tokenizer } = await resolveCounter(options.tokenizer, kernel);
  const queryType = options.queryType ?? detectQueryType(sections.query);
  const raw = rawSections(sections);
  const present = (Object.keys(raw) as SectionName[]).filter((n) => raw[n].length > 0 || n === 'history' && sections.history?.length);
  const order = orderSections(present, queryType);
  const header = (n: SectionName) => count(sectionHeader(n, options.compactTags) + '\n') + 1;
  let available = options.budget - order.reduce((a, n) => a + header(n), 0);
  const queryTokens = sections.query ? count(sections.query) : 0;
  if (available < queryTokens) throw new BudgetError(options.budget, options.budget - available + queryTokens, 'the query and section headers');
  for (let attempt = 0; attempt < 4; attempt++) {
    const alloc = redistribute(allocateBudget(Math.max(1, available), queryType), raw, present, count, queryTokens);
    const built: BuiltSection[] = [];
    for (const name of order) {
      const content = await fitSection(name, raw[name], sections, alloc[name], count, { tokenizer: options.tokenizer, kernel });
      built.push({ name, tag: SECTION_TAGS[name], position: built.length, allocated: alloc[name], tokens: count(content), content });
    }
    const text = built.map((b) => `${sectionHeader(b.name, options.compactTags)}\n${b.content}`).join('\n\n');
    const tokens = count(text);
    if (tokens <= options.budget) return { text, tokens, budget: options.budget, queryType, order, sections: built };
    available -= tokens - options.budget + 4;
  }
  throw new BudgetError(options.budget, options.budget + 1, `the sections under tokenizer ${tokenizer}`);
}

function rawSections(s: ContextSections): Record<SectionName, string> {
  const facts = Array.isArray(s.userFacts) ? s.userFacts.join('\n') : (s.userFacts ?? '');
  const retrieved = byRelevance(s).join('\n\n');
  const history = (s.history ?? []).map((m) => `${m.role}: ${plainText(m)}`).join('\n');
  return { system: s.system ?? '', userFacts: facts, project: s.project ?? '', retrieved, history, workingMemory: s.workingMemory ?? '', query: s.query ?? '' };
}

/** Retrieved contents, most relevant first. */
function byRelevance(s: ContextSections): string[] {
  return [...(s.retrieved ?? [])].sort((a, b) => b.relevance - a.relevance).map((r) => r.content);
}

/** Give the surplus of sections that need less than their share to those that need more. */
function redistribute(
  alloc: Record<SectionName, number>, raw: Record<SectionName, string>, present: SectionName[], count: TokenCounter, queryTokens: number,
): Record<SectionName, number> {
  const need = {} as Record<SectionName, number>;
  for (const n of Object.keys(alloc) as SectionName[]) need[n] = present.includes(n) ? (n === 'query' ? queryTokens : count(raw[n])) : 0;
  const out = { ...alloc };
  let surplus = 0;
  for (const n of Object.keys(out) as SectionName[]) if (need[n] < out[n]) (surplus += out[n] - need[n], (out[n] = need[n]));
  if (out.query < queryTokens) (surplus -= queryTokens - out.query, (out.query = queryTokens));
  const hungry = (Object.keys(out) as SectionName[]).filter((n) => need[n] > out[n]);
  const weight = hungry.reduce((a, n) => a + out[n] + 1, 0);
  for (const n of hungry) out[n] += Math.floor((Math.max(0, surplus) * (out[n] + 1)) / weight);
  return out;
}

async function fitSection(
  name: SectionName, raw: string, s: ContextSections, share: number, count: TokenCounter,
  o: Pick<CompressCall, 'tokenizer' | 'kernel'>,
): Promise<string> {
  if (name === 'query' || count(raw) <= share) return raw;
  if (share <= MESSAGE_OVERHEAD + 2) return '';
  const base = { ...o, query: s.query, keepSystem: false };
  if (name === 'history') {
    const history = s.history ?? [];
    const run = (keepLast: number) => compress(history, { ...base, budget: share, keepLast });
    const r = await run(2).catch((e) => (e instanceof BudgetError ? run(0) : Promise.reject(e)));
    return r.messages.map((m) => `${m.role}: ${plainText(m)}`).join('\n');
  }
  const pieces = name === 'userFacts' && Array.isArray(s.userFacts) ? s.userFacts : name === 'retrieved' ? byRelevance(s) : [raw];
  const msgs: Message[] = pieces.map((content) => ({ role: 'user', content }));
  const r = await compress(msgs, { ...base, budget: share + MESSAGE_OVERHEAD * (msgs.length - 1), keepLast: 0 });
  return r.messages.map(plainText).join(name === 'retrieved' ? '\n\n' : '\n');
}
