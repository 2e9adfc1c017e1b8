/** @module extract/boilerplate — how much of each sentence is a phrasing the conversation repeats (templates, pleasantries). */
import type { Units } from './units.js';

/**
 * Share (0–1) of each unit's word trigrams and skip-bigrams ("has _ stay") that more than 3
 * units use: 1 for a sentence stamped from a template the conversation repeats with other names
 * and numbers ("Whatever we decide, the X has to stay Y enough for Z"), near 0 for a sentence
 * said once ("Ana approved a refund of $4,172 to the card"). Numbers count as one word, so
 * templates that differ only in their figures still match; a sentence said again word for word
 * counts once. The kernel computes it with the analysis (`analysis.sentences.boilerplate`); this
 * returns that column.
 * @example
 * const share = boilerplateShare(units); // share[i] > 0.5: unit i repeats a stock phrasing
 */
export function boilerplateShare(units: Units): Float32Array {
  return units.analysis.sentences.boilerplate;
}
