/** @module test/wasm/language-calibration — measures each language's extra o200k cost per letter on test/wasm/latin-training.ts (run: `node --import tsx test/wasm/language-calibration.ts`). */

import { countTokens } from 'gpt-tokenizer/encoding/o200k_base';
import { EstimateFeature, estimateFeatures, estimateFixed } from '../../src/kernel/oracle/estimate.js';
import { LANGUAGES, languageFixed } from '../../src/kernel/oracle/language.js';
import { LATIN_TRAINING } from './latin-training.js';

/**
 * Tokens per letter (×1/1000) that o200k spends on each language's training prose beyond the
 * English estimate: the cost a sentence of that language pays per letter once it is recognised.
 * @example
 * languageCosts() // { fr: 9, es: 18, … }
 */
export function languageCosts(): Record<string, number> {
  const out: Record<string, number> = {};
  for (const [code] of LANGUAGES) {
    const texts = LATIN_TRAINING[code];
    if (!texts) continue;
    let missing = 0;
    let letters = 0;
    for (const t of texts) {
      const f = estimateFeatures(t, 0, t.length);
      missing += countTokens(t) * 1000 - (estimateFixed(t, 0, t.length) - languageFixed(t, 0, t.length));
      letters += f[EstimateFeature.LETTERS] + f[EstimateFeature.OTHER_LETTERS];
    }
    out[code] = Math.round(missing / letters);
  }
  return out;
}

if (process.argv[1]?.endsWith('language-calibration.ts')) console.log(languageCosts());
