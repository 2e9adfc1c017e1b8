/** @module budget/query-type — what kind of question is asked, and how that shifts scoring. */
import type { AnalyzeOptions } from '../kernel/types.js';

/** Query types of the budget system. */
export type QueryType = 'chat' | 'code' | 'recall' | 'reasoning' | 'project' | 'roleplay' | 'debug';

/**
 * All query types, in detection order.
 * @example
 * QUERY_TYPES.includes('recall') // true
 */
export const QUERY_TYPES: readonly QueryType[] = ['debug', 'code', 'recall', 'project', 'reasoning', 'roleplay', 'chat'];

/**
 * Only tested, never matched: so `code` looks for one letter before `()`, around `_` or around a
 * capital (`\w\(\)`, `[a-z]_[a-z]`, `[a-z][A-Z][a-z]`), which holds exactly when the runs
 * `\w+\(\)`, `[a-z]+_[a-z]+`, `[a-z]+[A-Z][a-z]+` are found. The runs were read again from every
 * start in a long word (a query of 100,000 characters 'a1a1…': 3 s).
 */
const PATTERNS: Record<Exclude<QueryType, 'chat'>, RegExp> = {
  debug: /\b(error|exception|stack ?trace|traceback|bug|crash(?:es|ed)?|fail(?:s|ed|ing|ure)?|broken|doesn't work|not working|debug|segfault|panic|undefined is not|null pointer|TypeError|ReferenceError|500)\b/i,
  code: /(```|\b(function|class|method|implement|refactor|code|compile|typescript|javascript|python|rust|regex|api|endpoint|variable|import|module|snippet|unit test)\b|\w\(\)|[a-z]_[a-z]|[a-z][A-Z][a-z])/,
  recall: /\b(what (?:was|were|did)|when (?:did|was|is)|remind me|remember|earlier|before|previously|last time|did (?:i|we|you) (?:say|mention|tell)|what's my|which one did)\b/i,
  project: /\b(project|roadmap|milestone|sprint|deadline|repo(?:sitory)?|architecture|requirements?|spec|backlog|deliverable)\b/i,
  reasoning: /\b(why|explain|reason|compare|trade-?offs?|pros and cons|should (?:i|we)|analy[sz]e|evaluate|prove|derive|how come)\b/i,
  roleplay: /\b(pretend|role-?play|act as|you are (?:a|an|my)|in character|imagine you)\b/i,
};

/**
 * Detect the query type from its text; 'chat' when nothing specific matches.
 * @example
 * detectQueryType('Why does the build fail with TypeError?') // 'debug'
 */
export function detectQueryType(query: string | undefined): QueryType {
  if (!query) return 'chat';
  for (const t of QUERY_TYPES) if (t !== 'chat' && PATTERNS[t].test(query)) return t;
  return 'chat';
}

/**
 * Kernel scoring options for a query: code queries boost technical tokens, debug queries error terms.
 * @example
 * analyzeOptionsFor('fix the TypeError in parse()') // { query: '…', technicalBoost: 1.2, errorBoost: 2 }
 */
export function analyzeOptionsFor(query: string | undefined, type = detectQueryType(query)): AnalyzeOptions {
  return {
    query,
    technicalBoost: type === 'code' || type === 'debug' ? 1.2 : 1,
    errorBoost: type === 'debug' ? 2 : 1,
  };
}
