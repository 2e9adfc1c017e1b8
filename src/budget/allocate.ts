/** @module budget/allocate — split a token budget across context sections by query type. */
import { OptionsError } from '../errors.js';
import type { QueryType } from './query-type.js';

/** The sections of a built context. */
export type SectionName = 'system' | 'userFacts' | 'project' | 'retrieved' | 'history' | 'workingMemory' | 'query';

/**
 * Section order used in tables and reports.
 * @example
 * SECTION_NAMES.at(-1) // 'query'
 */
export const SECTION_NAMES: readonly SectionName[] = ['system', 'userFacts', 'project', 'retrieved', 'history', 'workingMemory', 'query'];

/**
 * Base shares of the budget; the query takes the rest (25%).
 * @example
 * SECTION_RATIOS.system // 0.05
 */
export const SECTION_RATIOS: Readonly<Record<Exclude<SectionName, 'query'>, number>> = {
  system: 0.05,
  userFacts: 0.1,
  project: 0.075,
  retrieved: 0.2,
  history: 0.25,
  workingMemory: 0.075,
};

/**
 * Minimum tokens per section when the budget allows.
 * @example
 * SECTION_MINIMUMS.system // 32
 */
export const SECTION_MINIMUMS: Readonly<Record<SectionName, number>> = {
  system: 32, userFacts: 24, project: 24, retrieved: 48, history: 64, workingMemory: 24, query: 32,
};

/**
 * Multipliers on the base shares per query type (missing = 1).
 * @example
 * QUERY_MULTIPLIERS.code.project // 1.6
 */
export const QUERY_MULTIPLIERS: Readonly<Record<QueryType, Partial<Record<SectionName, number>>>> = {
  chat: { history: 1.4, retrieved: 0.7 },
  code: { project: 1.6, workingMemory: 1.5, history: 0.8 },
  recall: { history: 1.6, retrieved: 1.3, project: 0.6 },
  reasoning: { retrieved: 1.3, workingMemory: 1.3 },
  project: { project: 1.8, history: 0.8 },
  roleplay: { system: 1.5, history: 1.5, retrieved: 0.5 },
  debug: { workingMemory: 1.6, project: 1.3, history: 0.9 },
};

/** Tokens per section. */
export type Allocation = Record<SectionName, number>;

/**
 * Allocate `budget` tokens: base shares times the query type's multipliers, renormalised so the
 * non-query sections keep 75% in all, minimums honoured when the budget allows, integers summing
 * exactly to the budget.
 * @example
 * allocateBudget(4000, 'code') // { system: 191, userFacts: 383, project: 460, retrieved: 766, history: 766, workingMemory: 431, query: 1003 }
 */
export function allocateBudget(budget: number, queryType: QueryType = 'chat'): Allocation {
  if (!Number.isSafeInteger(budget) || budget <= 0) {
    throw new OptionsError(`budget: expected a positive integer, found ${budget}`);
  }
  const mult = QUERY_MULTIPLIERS[queryType];
  const names = Object.keys(SECTION_RATIOS) as Array<Exclude<SectionName, 'query'>>;
  const raw = names.map((n) => SECTION_RATIOS[n] * (mult[n] ?? 1));
  const scale = 0.75 / raw.reduce((a, b) => a + b, 0);
  const minTotal = SECTION_NAMES.reduce((a, n) => a + SECTION_MINIMUMS[n], 0);
  const useMin = budget >= minTotal * 2;
  const out = {} as Allocation;
  let used = 0;
  names.forEach((n, i) => {
    const share = Math.floor(budget * raw[i] * scale);
    out[n] = useMin ? Math.max(SECTION_MINIMUMS[n], share) : share;
    used += out[n];
  });
  out.query = budget - used;
  return out;
}
