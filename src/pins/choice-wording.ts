/** @module pins/choice-wording — whether a sentence says a choice was made, not merely advised or named. */

/** A choice only advised or still to make ("should be decided early", "need to choose", "must be approved"). */
const UNMADE_CHOICE =
  /\b(?:(?:should|shall|could|would|might|may|must|can|need to|needs to|has to|have to|ought to|to)(?: not)?|will(?: not)?(?= be | get ))(?: (?:be|get|first|still|carefully))* (?:decided|decide|chosen|choose|selected|select|agreed|agree|settled|settle|finali[sz]ed|finali[sz]e|confirmed|confirm|approved|approve|picked|pick)\b/gi;

/**
 * The text without its choices that are only advised or still to make, so that decision wording is
 * looked for in what was said to be decided: "The versioning strategy should be decided early" keeps no
 * "decided", "We decided on Avro" keeps it.
 * @example
 * madeChoiceText('Metrics should be chosen carefully.') // 'Metrics   carefully.'
 */
export function madeChoiceText(text: string): string {
  return text.replace(UNMADE_CHOICE, ' ');
}

/**
 * A recommendation as a verdict: the verb ("I recommend FastAPI", "Sanic - NOT RECOMMENDED") or the noun
 * that labels or states one ("Final recommendation: FastAPI", "my recommendation is…", "the recommendation
 * favors FastAPI"); not the noun naming a kind of thing ("a recommendation system", "to improve recommendations").
 * @example
 * RECOMMENDS.test('Recommendation: stick with FastAPI.') // true
 * RECOMMENDS.test('We are designing a production recommendation system.') // false
 */
export const RECOMMENDS =
  /\brecommend(?:s|ed|ing)?\b|\b(?:my|our|final)(?: [\w-]+)? recommendations?\b|\brecommendations?(?:(?: [\w'-]+){0,3} *:| (?:is|are|was|were|remains?|stands|favou?rs|would be|will be)\b)/i;
