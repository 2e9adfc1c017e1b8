/** @module bench/embeddings/pairs — labelled sentence pairs in chat-context style: paraphrase, related (same topic, other fact), unrelated. */

/** How two sentences relate: same meaning (or a question the other answers), same topic only, or nothing. */
export type PairLabel = 'paraphrase' | 'related' | 'unrelated';

/** One labelled pair. */
export interface LabelledPair {
  a: string;
  b: string;
  label: PairLabel;
}

const paraphrase: [string, string][] = [
  ['The supplier has to be ISO 14001 certified.', 'Which environmental standard is mandatory for the supplier?'],
  ['Please book me a flight to Berlin on Friday morning.', 'I need a plane ticket to Berlin for Friday, early in the day.'],
  ['The deployment failed because the database migration timed out.', 'Why did the release break? The schema migration took too long.'],
  ['We decided to use Postgres instead of MySQL for the new service.', 'Which database did the team choose for the new service?'],
  ['My order arrived damaged and I want a refund.', 'The package came broken, can I get my money back?'],
  ['The meeting has been moved to Thursday at 3 pm.', 'We rescheduled the call to Thursday afternoon.'],
  ['The budget for the wedding reception is twelve thousand dollars.', 'How much money can we spend on the reception?'],
  ['I am allergic to peanuts, so no nuts in any of the dishes.', 'Please keep nuts out of the food because of my allergy.'],
  ['The hotel must be within walking distance of the conference center.', 'We need a hotel close enough to walk to the venue.'],
  ['Customers complain that the checkout page loads very slowly.', 'Users say paying on the website takes forever to load.'],
  ['Our goal is to cut cloud costs by a third before the end of the year.', 'What is the target for reducing server spending this year?'],
  ['The patient should take the medication twice a day with food.', 'How often does the patient need the medicine, and with meals?'],
  ['Never store passwords in plain text.', 'Passwords must always be encrypted before they are saved.'],
  ['The kids want to go to the beach during the summer holiday.', 'The children would like a seaside trip over the summer vacation.'],
  ['Can you summarize the contract terms for the new office lease?', 'Give me a short overview of the agreement for renting the new office.'],
  ['The printer on the second floor is out of toner again.', 'The second floor printer has run out of ink once more.'],
  ['Shipping to Canada takes about two weeks.', 'How long does delivery to Canada usually take?'],
  ['I forgot my password and cannot log in to my account.', 'I am locked out of my account because I lost my password.'],
  ['The quarterly report is due to the board next Monday.', 'When do we have to send the board the quarterly report?'],
  ['Replace the old logo with the new blue one on every page.', 'Update all pages so they show the new blue logo instead of the old one.'],
  ['The tests fail only on Windows, not on Linux.', 'Why do the tests break on Windows machines but pass on Linux?'],
  ['We need vegetarian options for at least half of the guests.', 'How many guests need meals without meat?'],
  ['The contractor charges fifty dollars an hour for labor.', 'What is the hourly rate of the builder?'],
  ['Actually, make it forty five chairs, not forty.', 'Correction: we need forty five seats instead of forty.'],
];

const related: [string, string][] = [
  ['The supplier has to be ISO 14001 certified.', 'The supplier delivers the steel parts every second week.'],
  ['Please book me a flight to Berlin on Friday morning.', 'The hotel in Berlin offers free breakfast.'],
  ['The deployment failed because the database migration timed out.', 'We added two more servers to the cluster last month.'],
  ['We decided to use Postgres instead of MySQL for the new service.', 'The new service will expose a public search interface.'],
  ['My order arrived damaged and I want a refund.', 'Your order number is printed on the receipt.'],
  ['The meeting has been moved to Thursday at 3 pm.', 'The agenda for the meeting includes the hiring plan.'],
  ['The budget for the wedding reception is twelve thousand dollars.', 'The bride wants white roses on every table.'],
  ['I am allergic to peanuts, so no nuts in any of the dishes.', 'The restaurant serves Thai food and has a garden.'],
  ['The hotel must be within walking distance of the conference center.', 'The conference starts with a keynote about climate policy.'],
  ['Customers complain that the checkout page loads very slowly.', 'The marketing team redesigned the product pages.'],
  ['Our goal is to cut cloud costs by a third before the end of the year.', 'The finance team closes the books at the end of each quarter.'],
  ['The patient should take the medication twice a day with food.', 'The doctor ordered a blood test for next week.'],
  ['Never store passwords in plain text.', 'The login screen shows the company logo.'],
  ['The kids want to go to the beach during the summer holiday.', 'School starts again in early September.'],
  ['Can you summarize the contract terms for the new office lease?', 'The new office has a large kitchen and two meeting rooms.'],
  ['The printer on the second floor is out of toner again.', 'The office manager orders paper every month.'],
  ['Shipping to Canada takes about two weeks.', 'We accept payment by credit card and bank transfer.'],
  ['I forgot my password and cannot log in to my account.', 'You can change your profile picture in the settings.'],
  ['The quarterly report is due to the board next Monday.', 'Revenue grew in the European market this year.'],
  ['Replace the old logo with the new blue one on every page.', 'The website footer lists our office addresses.'],
  ['The tests fail only on Windows, not on Linux.', 'The project is written in Python and uses a few libraries.'],
  ['We need vegetarian options for at least half of the guests.', 'The party will be held in a barn outside the city.'],
  ['The contractor charges fifty dollars an hour for labor.', 'The kitchen renovation should be finished by June.'],
  ['Actually, make it forty five chairs, not forty.', 'The tables should be round and seat eight people each.'],
];

const unrelated: [string, string][] = [
  ['The supplier has to be ISO 14001 certified.', 'My daughter scored two goals in the football match.'],
  ['Please book me a flight to Berlin on Friday morning.', 'The soup needs more salt and a little pepper.'],
  ['The deployment failed because the database migration timed out.', 'We adopted a puppy from the animal shelter.'],
  ['We decided to use Postgres instead of MySQL for the new service.', 'The garden roses bloom early this spring.'],
  ['My order arrived damaged and I want a refund.', 'The lecture covered the history of ancient Rome.'],
  ['The meeting has been moved to Thursday at 3 pm.', 'Whales can hold their breath for a long time.'],
  ['The budget for the wedding reception is twelve thousand dollars.', 'The compiler reports a type error in the parser.'],
  ['I am allergic to peanuts, so no nuts in any of the dishes.', 'The train to the airport leaves from platform four.'],
  ['The hotel must be within walking distance of the conference center.', 'Add more unit tests for the sorting function.'],
  ['Customers complain that the checkout page loads very slowly.', 'The novel is set in a small fishing village.'],
  ['Our goal is to cut cloud costs by a third before the end of the year.', 'She painted the bedroom walls a pale green.'],
  ['The patient should take the medication twice a day with food.', 'The band plays their new album on tour.'],
  ['Never store passwords in plain text.', 'The hikers reached the summit before sunrise.'],
  ['The kids want to go to the beach during the summer holiday.', 'The invoice lists the tax separately.'],
  ['Can you summarize the contract terms for the new office lease?', 'Birds migrate south when the weather turns cold.'],
  ['The printer on the second floor is out of toner again.', 'The recipe calls for three eggs and some flour.'],
  ['Shipping to Canada takes about two weeks.', 'The chess champion lost in the final round.'],
  ['I forgot my password and cannot log in to my account.', 'The river floods the valley every spring.'],
  ['The quarterly report is due to the board next Monday.', 'He plays the violin in a string quartet.'],
  ['Replace the old logo with the new blue one on every page.', 'The patient felt dizzy after the surgery.'],
  ['The tests fail only on Windows, not on Linux.', 'We ordered pasta and a bottle of red wine.'],
  ['We need vegetarian options for at least half of the guests.', 'The satellite was launched into orbit last night.'],
  ['The contractor charges fifty dollars an hour for labor.', 'The museum opens a new exhibition on dinosaurs.'],
  ['Actually, make it forty five chairs, not forty.', 'The volcano erupted and covered the town in ash.'],
];

/**
 * The labelled set: 24 pairs per label, the same 24 anchors in each, so the labels differ only in
 * the second sentence.
 * @example
 * PAIRS.filter((p) => p.label === 'paraphrase').length // 24
 */
export const PAIRS: readonly LabelledPair[] = [
  ...paraphrase.map(([a, b]) => ({ a, b, label: 'paraphrase' as const })),
  ...related.map(([a, b]) => ({ a, b, label: 'related' as const })),
  ...unrelated.map(([a, b]) => ({ a, b, label: 'unrelated' as const })),
];
