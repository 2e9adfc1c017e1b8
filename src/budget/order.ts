/** @module budget/order — primacy/recency: the most important sections sit at the edges. */
import type { SectionName } from './allocate.js';
import type { QueryType } from './query-type.js';

/**
 * Priority of the middle sections per query type (higher = nearer an edge).
 * @example
 * SECTION_PRIORITY.code.workingMemory // 5
 */
export const SECTION_PRIORITY: Readonly<Record<QueryType, Partial<Record<SectionName, number>>>> = {
  chat: { userFacts: 4, history: 5, retrieved: 3, workingMemory: 2, project: 1 },
  code: { workingMemory: 5, project: 4, retrieved: 3, history: 2, userFacts: 1 },
  recall: { history: 5, retrieved: 4, userFacts: 3, workingMemory: 2, project: 1 },
  reasoning: { retrieved: 5, workingMemory: 4, history: 3, userFacts: 2, project: 1 },
  project: { project: 5, workingMemory: 4, history: 3, retrieved: 2, userFacts: 1 },
  roleplay: { history: 5, userFacts: 4, workingMemory: 3, retrieved: 2, project: 1 },
  debug: { workingMemory: 5, project: 4, history: 3, retrieved: 2, userFacts: 1 },
};

/**
 * Order sections: system first, query last; the middle sorted by priority and dealt alternately
 * to the front and the back, so the least important land in the middle (lost-in-the-middle).
 * @example
 * orderSections(['history', 'project', 'system', 'query'], 'chat') // ['system', 'project', 'history', 'query']
 */
export function orderSections(present: readonly SectionName[], queryType: QueryType): SectionName[] {
  const prio = SECTION_PRIORITY[queryType];
  const middle = present
    .filter((s) => s !== 'system' && s !== 'query')
    .sort((a, b) => (prio[b] ?? 0) - (prio[a] ?? 0));
  const front: SectionName[] = [];
  const back: SectionName[] = [];
  middle.forEach((s, i) => (i % 2 === 0 ? back.unshift(s) : front.push(s)));
  return [
    ...(present.includes('system') ? (['system'] as const) : []),
    ...front,
    ...back,
    ...(present.includes('query') ? (['query'] as const) : []),
  ];
}
