/** @module kernel/joined-texts — many texts as one kernel call's input: joined by newlines, each with its span. */

/** Texts joined by `\n`, and where each one starts and ends in the joined text. */
export interface JoinedTexts {
  text: string;
  starts: Int32Array;
  ends: Int32Array;
}

/**
 * Join texts by newlines for one kernel call (`sentenceVectors`), with each text's span.
 * @example
 * joinTexts(['luggage', 'bags']) // { text: 'luggage\nbags', starts: [0, 8], ends: [7, 12] }
 */
export function joinTexts(texts: readonly string[]): JoinedTexts {
  const starts = new Int32Array(texts.length);
  const ends = new Int32Array(texts.length);
  let at = 0;
  for (let i = 0; i < texts.length; i++) {
    starts[i] = at;
    ends[i] = at + texts[i].length;
    at = ends[i] + 1;
  }
  return { text: texts.join('\n'), starts, ends };
}
