/** @module extract/phrases — wordy phrases replaced by short equivalents before token pruning. */

/**
 * [pattern, replacement] pairs; patterns are whole-word, case-insensitive.
 * @example
 * PHRASES[0] // ['in order to', 'to']
 */
export const PHRASES: ReadonlyArray<readonly [string, string]> = [
  ['in order to', 'to'],
  ['due to the fact that', 'because'],
  ['owing to the fact that', 'because'],
  ['in spite of the fact that', 'although'],
  ['despite the fact that', 'although'],
  ['at this point in time', 'now'],
  ['at the present time', 'now'],
  ['in the event that', 'if'],
  ['in the near future', 'soon'],
  ['a large number of', 'many'],
  ['a majority of', 'most'],
  ['with regard to', 'about'],
  ['with respect to', 'about'],
  ['in regard to', 'about'],
  ['is able to', 'can'],
  ['are able to', 'can'],
  ['has the ability to', 'can'],
  ['for the purpose of', 'for'],
  ['prior to', 'before'],
  ['subsequent to', 'after'],
  ['as well as', 'and'],
  ['in addition to', 'besides'],
  ['it is important to note that', ''],
  ['it should be noted that', ''],
  ['please note that', ''],
  ['i think that', ''],
  ['i would like to', "I'd"],
  ['the fact that', 'that'],
  ['on a daily basis', 'daily'],
  ['on a regular basis', 'regularly'],
  ['in the process of', ''],
  ['a number of', 'several'],
];

const COMPILED = PHRASES.map(
  ([from, to]) => [new RegExp(`\\b${from.replace(/ /g, '\\s+')}\\b\\s*`, 'gi'), to ? to + ' ' : ''] as const,
);

/**
 * Replace wordy phrases with short equivalents (whole words, any case).
 * @example
 * replacePhrases('We did this in order to save time.') // 'We did this to save time.'
 */
export function replacePhrases(text: string): string {
  let out = text;
  for (const [re, to] of COMPILED) out = out.replace(re, to);
  return out.replace(/ {2,}/g, ' ');
}
