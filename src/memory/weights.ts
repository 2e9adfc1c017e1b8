/** @module memory/weights — per content type: decay half-lives, reliability and the default score weights. */

/** Content types of stored segments; each decays and weighs differently. */
export type ContentType = 'working' | 'conversation' | 'retrieved' | 'code' | 'docs' | 'user-fact' | 'system';

/** The four weight groups of the relevance evaluator (they sum to 1). */
export interface TypeWeights {
  relevance: number;
  recency: number;
  reliability: number;
  usage: number;
}

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

/**
 * Recency half-life in milliseconds per content type (`Infinity`: never decays).
 * @example
 * HALF_LIVES.conversation // 3_600_000 (one hour)
 */
export const HALF_LIVES: Readonly<Record<ContentType, number>> = {
  working: 5 * MINUTE,
  conversation: HOUR,
  retrieved: DAY,
  code: 3 * DAY,
  docs: 30 * DAY,
  'user-fact': 365 * DAY,
  system: Infinity,
};

/**
 * How far a content type is trusted, in [0, 1].
 * @example
 * RELIABILITY.system // 1
 */
export const RELIABILITY: Readonly<Record<ContentType, number>> = {
  system: 1,
  'user-fact': 0.95,
  docs: 0.85,
  code: 0.8,
  retrieved: 0.7,
  conversation: 0.6,
  working: 0.5,
};

/**
 * Default group weights per content type (conversation: relevance 0.30, recency 0.45,
 * reliability 0.10, usage 0.15, as in the design notes).
 * @example
 * DEFAULT_TYPE_WEIGHTS.conversation.recency // 0.45
 */
export const DEFAULT_TYPE_WEIGHTS: Readonly<Record<ContentType, TypeWeights>> = {
  working: { relevance: 0.3, recency: 0.6, reliability: 0.05, usage: 0.05 },
  conversation: { relevance: 0.3, recency: 0.45, reliability: 0.1, usage: 0.15 },
  retrieved: { relevance: 0.5, recency: 0.2, reliability: 0.15, usage: 0.15 },
  code: { relevance: 0.45, recency: 0.25, reliability: 0.15, usage: 0.15 },
  docs: { relevance: 0.55, recency: 0.1, reliability: 0.2, usage: 0.15 },
  'user-fact': { relevance: 0.4, recency: 0.1, reliability: 0.3, usage: 0.2 },
  system: { relevance: 0.2, recency: 0, reliability: 0.6, usage: 0.2 },
};

/**
 * Every content type, in a fixed order.
 * @example
 * CONTENT_TYPES.includes('code') // true
 */
export const CONTENT_TYPES = Object.keys(HALF_LIVES) as ContentType[];
