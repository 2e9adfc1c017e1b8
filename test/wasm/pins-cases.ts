/** @module test/wasm/pins-cases — realistic sentences with the exact pin spans a user expects. */

import { PinKind } from '../../src/kernel/types.js';

type KindName = keyof typeof PinKind;

/** A sentence and its expected spans, in order, as [kind, exact text]. */
export type PinCase = readonly [text: string, spans: ReadonlyArray<readonly [KindName, string]>];

/** Support chats, trip plans, coding sessions, procurement, and edge shapes. */
export const PIN_CASES: readonly PinCase[] = [
  // Support chats
  ["My order ORD_99812 hasn't arrived, I paid $1,234.50 on May 3.", [['ID', 'ORD_99812'], ['MONEY', '$1,234.50'], ['DATE', 'May 3']]],
  ['Ticket PROJ-123 is blocking the release of v2.4.1.', [['ID', 'PROJ-123'], ['VERSION', 'v2.4.1']]],
  ['Please call me at +1 (555) 123-4567 after 2:30 pm.', [['PHONE', '+1 (555) 123-4567'], ['TIME', '2:30 pm']]],
  ['The refund of €1.200,50 was sent to jane.doe@example.com.', [['MONEY', '€1.200,50'], ['EMAIL', 'jane.doe@example.com']]],
  ['Invoice INV-2026-0042 is overdue by 15 days.', [['ID', 'INV-2026-0042'], ['COUNT', '15 days']]],
  ['We got a 15% discount, so the total was 1.5k USD.', [['PERCENT', '15%'], ['MONEY', '1.5k USD']]],
  ['Reference #4521 — the agent said it would take 3-5 business days.', [['ID', '#4521'], ['COUNT', '3-5 business days']]],
  ['My number changed to 555-123-4567, the old one was 555.987.6543.', [['PHONE', '555-123-4567'], ['PHONE', '555.987.6543']]],
  ['The app crashed at 14:30 UTC on 2026-05-03.', [['TIME', '14:30 UTC'], ['DATE', '2026-05-03']]],
  ['Our plan allows 200 users and 16GB of storage per workspace.', [['COUNT', '200 users'], ['COUNT', '16GB']]],
  ['Error rate went from 2.5 % to 0.3%.', [['PERCENT', '2.5 %'], ['PERCENT', '0.3%']]],
  ['Contact support@acme.io or visit https://acme.io/help.', [['EMAIL', 'support@acme.io'], ['URL', 'https://acme.io/help']]],
  ['The tracking link www.ups.com/track?num=1Z999 stopped working.', [['URL', 'www.ups.com/track?num=1Z999']]],
  ['I was charged twice: $40 and $40.', [['MONEY', '$40'], ['MONEY', '$40']]],
  ['Your plan renews on 05/03/2026 at ¥500 per month.', [['DATE', '05/03/2026'], ['MONEY', '¥500']]],
  ['Reset link: https://acme.io/reset?token=ab12&u=7, expires in 30 minutes.', [['URL', 'https://acme.io/reset?token=ab12&u=7'], ['COUNT', '30 minutes']]],
  ['Email me at MAX.Power+billing@mail.acme.co.uk today.', [['EMAIL', 'MAX.Power+billing@mail.acme.co.uk']]],
  ['Agent: your case CS-004512 was merged into CS-004498.', [['ID', 'CS-004512'], ['ID', 'CS-004498']]],
  ['The outage lasted 2 hours and affected 1,200 customers.', [['COUNT', '2 hours'], ['COUNT', '1,200 customers']]],
  ['Wire 250 dollars, or 30 bucks a week, or USD 40 upfront.', [['MONEY', '250 dollars'], ['MONEY', '30 bucks'], ['MONEY', 'USD 40']]],
  // Trip plans
  ['Book 3 nights at the Hilton from May 3rd to May 6th for 2 adults.', [['COUNT', '3 nights'], ['DATE', 'May 3rd'], ['DATE', 'May 6th'], ['COUNT', '2 adults']]],
  ['Flight BA-2490 departs at 9am from LHR, arriving 11:45 local time.', [['ID', 'BA-2490'], ['TIME', '9am'], ['TIME', '11:45']]],
  ['Budget is £3m for the conference, with 250 guests and 40 rooms.', [['MONEY', '£3m'], ['COUNT', '250 guests'], ['COUNT', '40 rooms']]],
  ['The hotel is 5km from the airport; a taxi costs 40 EUR.', [['COUNT', '5km'], ['MONEY', '40 EUR']]],
  ['We arrive Friday, May 8 and leave Mon 11th.', [['DATE', 'Friday, May 8'], ['DATE', 'Mon 11th']]],
  ['Dinner for 12 people on 3 May 2026 at 7:30 pm.', [['COUNT', '12 people'], ['DATE', '3 May 2026'], ['TIME', '7:30 pm']]],
  ['Train leaves 10:15, platform 4, seat 23.', [['TIME', '10:15']]],
  ['Visa fee is ¥500 per person, valid 90 days.', [['MONEY', '¥500'], ['COUNT', '90 days']]],
  ['The museum is open 24/7? No, open 9 a.m. to 5 p.m.', [['TIME', '9 a.m.'], ['TIME', '5 p.m.']]],
  ['Car rental: 30 bucks a day for 1-2 weeks.', [['MONEY', '30 bucks'], ['COUNT', '1-2 weeks']]],
  ['Itinerary saved at ~/trips/japan.md.', [['PATH', '~/trips/japan.md']]],
  ['Check-in 05/03, check-out 05/07/2026.', [['DATE', '05/03'], ['DATE', '05/07/2026']]],
  ["That's 250 dollars for the 3-day pass.", [['MONEY', '250 dollars'], ['COUNT', '3-day']]],
  ['Hotel phone: +44 20 7946 0958, or from the UK 020 7946 0958.', [['PHONE', '+44 20 7946 0958'], ['PHONE', '020 7946 0958']]],
  // A one-digit group right after the country code: French mobiles, Australian and Paris area codes.
  ['Site manager on +33 6 12 34 56 78, Sydney office +61 2 9876 5432.', [['PHONE', '+33 6 12 34 56 78'], ['PHONE', '+61 2 9876 5432']]],
  ['May 3, 2026 works; the ferry is at 14:30 and costs $40–$60.', [['DATE', 'May 3, 2026'], ['TIME', '14:30'], ['MONEY', '$40–$60']]],
  ['We land 3/5/26 and stay 3 more nights, 2 rooms, 4 guests.', [['DATE', '3/5/26'], ['COUNT', '3 more nights'], ['COUNT', '2 rooms'], ['COUNT', '4 guests']]],
  ['Meet the 3rd of May or Sun 5 May, not may 3.', [['DATE', '3rd of May'], ['DATE', 'Sun 5 May']]],
  ['Deadline: March 2026; kickoff Thu, 05/14 at 10:00 PST.', [['DATE', 'March 2026'], ['DATE', 'Thu, 05/14'], ['TIME', '10:00 PST']]],
  ['Price per night is US$140 or A$210 with 10% tax.', [['MONEY', 'US$140'], ['MONEY', 'A$210'], ['PERCENT', '10%']]],
  ['The hike is 12 miles, about 5 hours, bring 2 l of water and 500 g of snacks.', [['COUNT', '12 miles'], ['COUNT', '5 hours']]],
  // Coding sessions
  ['Run ./run.sh after editing src/kernel/load.ts.', [['PATH', './run.sh'], ['PATH', 'src/kernel/load.ts']]],
  ['Upgrade to node 20.11.1 and typescript 5.9.3.', [['VERSION', '20.11.1'], ['VERSION', '5.9.3']]],
  ['The bug was introduced in commit 3f2a9c1 and fixed in a1b2c3d4e5.', [['ID', '3f2a9c1'], ['ID', 'a1b2c3d4e5']]],
  ['Set the timeout to 500ms and retry 3 times.', [['COUNT', '500ms'], ['COUNT', '3 times']]],
  ['The API lives at api.acme.io and docs at docs.acme.io/v2.', [['URL', 'api.acme.io'], ['URL', 'docs.acme.io/v2']]],
  ['Edit /etc/nginx/nginx.conf and restart; logs are in /var/log/nginx/.', [['PATH', '/etc/nginx/nginx.conf'], ['PATH', '/var/log/nginx/']]],
  ['Windows path: C:\\Users\\dev\\app\\config.json', [['PATH', 'C:\\Users\\dev\\app\\config.json']]],
  ['Install 2.0.0-beta.1, not v1.', [['VERSION', '2.0.0-beta.1'], ['VERSION', 'v1']]],
  ['Request id 123e4567-e89b-12d3-a456-426614174000 failed with 503.', [['ID', '123e4567-e89b-12d3-a456-426614174000']]],
  ['See index.d.ts and package.json, not README.', [['PATH', 'index.d.ts'], ['PATH', 'package.json']]],
  ['We need 8 cores, 32GB RAM and 4 GPUs per node.', [['COUNT', '8 cores'], ['COUNT', '32GB'], ['COUNT', '4 GPUs']]],
  ['p99 latency is 250 ms at 1,200 rps.', [['COUNT', '250 ms'], ['COUNT', '1,200 rps']]],
  ['Error at src/app/main.py:42 in handler.', [['PATH', 'src/app/main.py:42']]],
  ['Bump lodash from 4.17.20 to 4.17.21 (CVE-2021-23337).', [['VERSION', '4.17.20'], ['VERSION', '4.17.21'], ['ID', 'CVE-2021-23337']]],
  ['Use the staging env, i.e. the one at localhost:3000.', [['URL', 'localhost:3000']]],
  ['Git branch feature/PROJ-456-login is ahead by 12 commits.', [['ID', 'PROJ-456'], ['COUNT', '12 commits']]],
  ['Memory went from 512MB to 2GB after 10k requests.', [['COUNT', '512MB'], ['COUNT', '2GB'], ['COUNT', '10k requests']]],
  ['Server $200/month, devs $60-90/hr, rooms 120 EUR/night; the $200/$300 split is a ratio.', [['MONEY', '$200/month'], ['MONEY', '$60-90/hr'], ['MONEY', '120 EUR/night'], ['MONEY', '$200'], ['MONEY', '$300']]],
  ['Teams run 100K+ connections on 16GB servers; she has 10+ years of Go, and 5 + 3 is arithmetic.', [['COUNT', '100K+ connections'], ['COUNT', '16GB'], ['COUNT', '10+ years']]],
  ['FastAPI leverages Python 3.6+ type annotations; 3.5 tonnes shipped, 2,500 more on order.', [['COUNT', '3.5 tonnes']]],
  ['Week 1 focuses on setup: 1 GB, 1 h, 1 more day and 10 boxes.', [['COUNT', '1 GB'], ['COUNT', '1 h'], ['COUNT', '1 more day'], ['COUNT', '10 boxes']]],
  ['The container exposes port 8080 on 10.0.0.12.', [['ID', 'port 8080'], ['URL', '10.0.0.12']]],
  ['Read the file.txt in ./docs/ and .env for secrets.', [['PATH', 'file.txt'], ['PATH', './docs/'], ['PATH', '.env']]],
  ['Scale to 3 replicas on 2 servers behind 192.168.1.10:8443.', [['COUNT', '3 replicas'], ['COUNT', '2 servers'], ['URL', '192.168.1.10:8443']]],
  ['See https://en.wikipedia.org/wiki/Foo_(bar)). Also (see example.com).', [['URL', 'https://en.wikipedia.org/wiki/Foo_(bar)'], ['URL', 'example.com']]],
  ['Open "src/a.ts" and `tests/unit/b.test.ts`, then http://localhost:8080/api?x=1.', [['PATH', 'src/a.ts'], ['PATH', 'tests/unit/b.test.ts'], ['URL', 'http://localhost:8080/api?x=1']]],
  ['Deploy 1.4.0+build.7 at 2026-05-03T14:30:00Z, rollback to v1.3.', [['VERSION', '1.4.0+build.7'], ['DATE', '2026-05-03T14:30:00Z'], ['VERSION', 'v1.3']]],
  ['Cache hit ratio dropped 20-30% after 1.2M requests.', [['PERCENT', '20-30%'], ['COUNT', '1.2M requests']]],
  ['Artifacts at ftp://files.acme.org/pub/ and s3 bucket logs.acme.dev.', [['URL', 'ftp://files.acme.org/pub/'], ['URL', 'logs.acme.dev']]],
  // Procurement
  ['Order 45 units of SKU AB-1234 at $12.50 each.', [['COUNT', '45 units'], ['ID', 'AB-1234'], ['MONEY', '$12.50']]],
  ['PO-88213 covers 12 laptops and 6 monitors, total USD 18,400.', [['ID', 'PO-88213'], ['COUNT', '12 laptops'], ['COUNT', '6 monitors'], ['MONEY', 'USD 18,400']]],
  ['Delivery of 3 pallets expected by 2026-06-15.', [['COUNT', '3 pallets'], ['DATE', '2026-06-15']]],
  ['Supplier offered a 7.5% volume discount above 1,000 units.', [['PERCENT', '7.5%'], ['COUNT', '1,000 units']]],
  ['Quote Q-2026-118 expires June 30, 2026.', [['ID', 'Q-2026-118'], ['DATE', 'June 30, 2026']]],
  ['Contact procurement at buy@vendor.co.uk or +1 415 555 0134.', [['EMAIL', 'buy@vendor.co.uk'], ['PHONE', '+1 415 555 0134']]],
  // Up to two words may sit between a count and its plural noun, so this reads as a count.
  ['Net 30 payment terms, 2% early payment discount.', [['COUNT', '30 payment terms'], ['PERCENT', '2%']]],
  ['We need 200 seats of the Pro plan at €40 per seat per month.', [['COUNT', '200 seats'], ['MONEY', '€40']]],
  ['Budget cap: $1.2M, shipping 250 kg via DHL for 1.2k EUR.', [['MONEY', '$1.2M'], ['COUNT', '250 kg'], ['MONEY', '1.2k EUR']]],
  ['Invoice total 40 EUR plus 19 percent VAT, 15 pct rebate.', [['MONEY', '40 EUR'], ['PERCENT', '19 percent'], ['PERCENT', '15 pct']]],
  ['Ship 10 boxes x3 sizes, 2 million units by Q3.', [['COUNT', '10 boxes'], ['COUNT', 'x3'], ['COUNT', '2 million units']]],
  ['Vendor hotline (555) 123 4567, ext 555-1234; fax (555)765-4321.', [['PHONE', '(555) 123 4567'], ['PHONE', '555-1234'], ['PHONE', '(555)765-4321']]],
  ['The contract (CTR_2026_17) is in contracts/2026/acme-msa.pdf.', [['ID', 'CTR_2026_17'], ['PATH', 'contracts/2026/acme-msa.pdf']]],
  ['Pay €1.200 by 05.03.2026, or 1.200 EUR later.', [['MONEY', '€1.200'], ['DATE', '05.03.2026'], ['MONEY', '1.200 EUR']]],
  ['Lead time is 6-8 weeks for 40 pallets of 24 bottles.', [['COUNT', '6-8 weeks'], ['COUNT', '40 pallets'], ['COUNT', '24 bottles']]],
  // Retention-benchmark misses: counted nouns off the unit list, up to two words before the noun
  ['Two pallets came with 5 damaged boxes; last week it was 8 damaged boxes.', [['COUNT', '5 damaged boxes'], ['COUNT', '8 damaged boxes']]],
  ['Please ship 35 headsets and 5 wireless mics to the Berlin office.', [['COUNT', '35 headsets'], ['COUNT', '5 wireless mics']]],
  ['I am flying with 3 checked bags and a stroller.', [['COUNT', '3 checked bags']]],
  ['The fan must stay below 6,500 rpm under load.', [['COUNT', '6,500 rpm']]],
  ['We ordered 12 laptops and 40 ergonomic office chairs.', [['COUNT', '12 laptops'], ['COUNT', '40 ergonomic office chairs']]],
  ['She packed 2 extra large suitcases and 3 small crates.', [['COUNT', '2 extra large suitcases'], ['COUNT', '3 small crates']]],
  ['There were 1,200 angry emails overnight; invite 25 new beta testers.', [['COUNT', '1,200 angry emails'], ['COUNT', '25 new beta testers']]],
  // A count is a count even in small talk: "3 questions", "10 tips" are pinned.
  ['I have 2 questions about the top 10 tips. Room 101 is fine.', [['COUNT', '2 questions'], ['COUNT', '10 tips'], ['ID', '101']]],
  ['I have 2 kids and 3 cats; take 2 of these, 3 times a day.', [['COUNT', '2 kids'], ['COUNT', '3 cats'], ['COUNT', '3 times']]],
  ['Well, this is 12 days before the launch.', [['COUNT', '12 days']]],
  ['The venue seats 8 and we need 10 folding tables.', [['COUNT', '10 folding tables']]],
  // Durations with a spaced one-letter unit
  ['The cold start took 35 s, the warm one 65 s and the cache hit 500 ms.', [['COUNT', '35 s'], ['COUNT', '65 s'], ['COUNT', '500 ms']]],
  ['Retry every 65 s', [['COUNT', '65 s']]],
  ['A 3 h layover in Doha, then 45 s to board.', [['COUNT', '3 h'], ['COUNT', '45 s']]],
  // Flight numbers, booking references, long account and ticket numbers
  ['Flight LO 2598 to Warsaw boards at 14:30.', [['ID', 'LO 2598'], ['TIME', '14:30']]],
  ['My connection is UA 123, then BA2490 to London.', [['ID', 'UA 123'], ['ID', 'BA2490']]],
  ['easyJet U2 8421 was cancelled (UA 1).', [['ID', 'U2 8421']]],
  ['Booking reference M4X4U7 for two passengers.', [['ID', 'M4X4U7']]],
  ['Your codes are V7V4Q2 and QX7P2K; the old one was 7QX2PK4.', [['ID', 'V7V4Q2'], ['ID', 'QX7P2K'], ['ID', '7QX2PK4']]],
  ['My account number is 929896925, please check it.', [['ID', '929896925']]],
  ['Ticket 12345678 and order 9876543210 are linked.', [['ID', '12345678'], ['ID', '9876543210']]],
  ['Can you escalate case 00123456? Thanks!!! :)', [['ID', '00123456']]],
  // Ports and extensions with their keyword
  ['The database listens on port 6433 behind pgbouncer.', [['ID', 'port 6433']]],
  ['Call the front desk, ext. 6434, or the night desk ext 6435.', [['ID', 'ext. 6434'], ['ID', 'ext 6435']]],
  ['Port 22 is closed; Ext 12 rings the lobby.', [['ID', 'Port 22'], ['ID', 'Ext 12']]],
  // Day references: "the" + ordinal, weekday + part of the day
  ['I fly out on the 28th and come back the 3rd.', [['DATE', 'the 28th'], ['DATE', 'the 3rd']]],
  ['Payment is due on the 1st, not the 15th.', [['DATE', 'the 1st'], ['DATE', 'the 15th']]],
  ["Let's sync Thursday noon or Friday morning.", [['DATE', 'Thursday noon'], ['DATE', 'Friday morning']]],
  ['The movers come Monday evening at 6 pm.', [['DATE', 'Monday evening'], ['TIME', '6 pm']]],
  ['See you on the 3rd of May.', [['DATE', '3rd of May']]],
  // New rules, prose that stays unpinned
  ['In 2026 we expanded; 2026 was a good year and 1999 sales were low.', []],
  ['The 3 of us met at 5 pm users said.', [['TIME', '5 pm']]],
  ['2 is prime, and so is 3. The score was 3 to 2.', []],
  ['Set the clock to AM 10, not PM 12; AM 9 or PM 2.', []],
  // IT 2026 is no flight; Q3 2026 is a date (a quarter), found as one
  ['IT 2026 budget review and Q3 2026 planning.', [['DATE', 'Q3 2026']]],
  ['Node 20 supports ESM and Python 3 uses less memory.', []],
  ['Read Chapter 5 explains it, see the IEEE 754 values.', []],
  ['I walked 5 m to the car and drank 2 l of water.', []],
  ['GPT-5 models beat the top-3 results.', []],
  ['Pi is 3.1415926 and e is 2.7182818, 1234567.5 too.', []],
  ['The 2nd floor and the 3rd attempt; the 1st time I was the 2nd person.', []],
  ['Friday, morning people are grumpy; on the 3 days off.', [['COUNT', '3 days']]],
  ['Words like ABCDEF, A1B2, COVID and 4K60 are no references.', []],
  ['Version 2 is out, Step 1 takes time, chapter 4 has more.', []],
  ['Ports 80 and 443 are open; the export 12 rows.', [['COUNT', '12 rows']]],
  // A sign or comparison before an amount is part of the fact: "<100ms" is a bound, "-5 degrees" not "5 degrees"
  ['Latency must stay <100ms; retrieval takes ~10ms (p99 ≤ 40 ms).', [['COUNT', '<100ms'], ['COUNT', '~10ms'], ['COUNT', '≤ 40 ms']]],
  ['| Events per user per minute | >100 events | Auto-reject | drop >3% |', [['COUNT', '>100 events'], ['PERCENT', '>3%']]],
  ['Forecast: -5 degrees at night, a refund of -$40, revenue +12% and −3 points.', [['COUNT', '-5 degrees'], ['MONEY', '-$40'], ['PERCENT', '+12%'], ['COUNT', '−3 points']]],
  ['Keep >= 20% headroom and <=10 retries, ±5% tolerance, ≈3 hours (~2 hours at best).', [['PERCENT', '>= 20%'], ['COUNT', '<=10 retries'], ['PERCENT', '±5%'], ['COUNT', '≈3 hours'], ['COUNT', '~2 hours']]],
  // … but a range, an arrow, a list dash and a quote mark are not signs
  ['It takes 3-5 days; step -> 5 items; a->7 items.', [['COUNT', '3-5 days'], ['COUNT', '5 items'], ['COUNT', '7 items']]],
  ['- 5 items left\n> 6 items in a quote\nmax=>8 items', [['COUNT', '5 items'], ['COUNT', '6 items'], ['COUNT', '8 items']]],
  // Things that are not pinned
  ['I have 3 of them, in 2026 we grew, it costs 40.', []],
  ['e.g. this, i.e. that, etc. and so on.', []],
  ['Version 2 is out. Step 1: open the app. Node 20 is fine.', []],
  ['x86_64 build for the M2 chip; ratio 16:9 and 3:2.', []],
  ['GPT-4 and utf-8 since mid-2026; the score was 3-2 and 1/2 of us agreed.', []],
  ['Words like deadbeef, added12, decade1 and cafe123 are not hashes.', []],
  ['He lives at 221 Baker St. and was born in 1854.', []],
  ['You may 3D print it; Sat. is fine; sun and wed are words.', []],
  // Thousands split by a space or an apostrophe are one number, not the last group alone (was 000 €)
  ['Le total est de 1 234,56 € TTC, soit 12 000 € pour 3 000 clients.', [['MONEY', '1 234,56 €'], ['MONEY', '12 000 €'], ['COUNT', '3 000 clients']]],
  ["Preis CHF 1'200.50 oder 1’250 CHF; 99¢ the piece.", [['MONEY', "CHF 1'200.50"], ['MONEY', '1’250 CHF'], ['MONEY', '99¢']]],
  ['Budget R$ 1.500,00 or US$ 40; margin up 3 pp.', [['MONEY', 'R$ 1.500,00'], ['MONEY', 'US$ 40'], ['COUNT', '3 pp']]],
  // A fraction is the count (was 2 cup, 5 stars); one that reads as a date stays a date
  // A model name may stand between a count and its noun; a number glued to a name counts nothing; a hyphenated noun counts by its last part
  ['We made 2 GPT-4 calls; the GPT-4 calls and COVID-19 cases count nothing; 2 X-5 servers.', [['COUNT', '2 GPT-4 calls'], ['ID', 'COVID-19'], ['COUNT', '2 X-5 servers']]],
  ['Buy 3 t-shirts and 2 x-rays, 5 check-ins, 2 follow-ups; 3 well-known issues; 1 follow-up; 4 state-of-the-art models.', [['COUNT', '3 t-shirts'], ['COUNT', '2 x-rays'], ['COUNT', '5 check-ins'], ['COUNT', '2 follow-ups']]],
  ['Train on 4 V100 GPUs, run 3 t3.medium instances and 12 S3 buckets; I have 5 H100 and 3 boxes.', [['COUNT', '4 V100 GPUs'], ['COUNT', '3 t3.medium instances'], ['COUNT', '12 S3 buckets'], ['COUNT', '3 boxes']]],
  ['Mix 1/2 cup sugar and 3 1/2 cups flour; rated 4.5/5 stars by 9/10 users, 24/7, on 3/14 users.', [['COUNT', '1/2 cup'], ['COUNT', '3 1/2 cups'], ['COUNT', '4.5/5 stars'], ['COUNT', '9/10 users'], ['DATE', '3/14']]],
  ['It is 5 °C now, -5 °C at night, 72°F inside and 20℃ in Osaka.', [['COUNT', '5 °C'], ['COUNT', '-5 °C'], ['COUNT', '72°F'], ['COUNT', '20℃']]],
  // Phones with a trunk prefix: the whole number, not the part after it
  ['Call 1-800-555-0199, 1 (800) 555-0199 or 1.800.555.0199; Berlin +49 (0)30 1234 5678; mobile 07700 900123.', [['PHONE', '1-800-555-0199'], ['PHONE', '1 (800) 555-0199'], ['PHONE', '1.800.555.0199'], ['PHONE', '+49 (0)30 1234 5678'], ['PHONE', '07700 900123']]],
  // An IBAN is one ID (was an ID and a phone number)
  ['Pay to IBAN DE89 3704 0044 0532 0130 00 or GB29NWBK60161331926819.', [['ID', 'DE89 3704 0044 0532 0130 00'], ['ID', 'GB29NWBK60161331926819']]],
  // A pre-release and a build tail together; a bare domain's query and fragment
  ['Install 1.2.3-rc.1+exp.sha.5114f85, then 2.0.0-beta-2.', [['VERSION', '1.2.3-rc.1+exp.sha.5114f85'], ['VERSION', '2.0.0-beta-2']]],
  ['See example.com/search?q=pith&lang=en#top. Is it at docs.x.io? Yes.', [['URL', 'example.com/search?q=pith&lang=en#top'], ['URL', 'docs.x.io']]],
  // A number after an identifier label is an ID (the label is its context in the ledger: "order 12345")
  ['My order no. 12345 has not arrived. Ticket 4412 is still open.', [['ID', '12345'], ['ID', '4412']]],
  ['PO 12345 needs approval; Invoice number 2024-0042 is overdue. Case ID: 99812', [['ID', '12345'], ['ID', '2024-0042'], ['ID', '99812']]],
  ['Room 1204, floor 12; booking ref 77812, tracking number 1Z999AA10123456784.', [['ID', '1204'], ['ID', '77812'], ['ID', '1Z999AA10123456784']]],
  ['My order number is 12345, User ID: 4412, order # 55, Ref. 77812, e-ticket 4412.', [['ID', '12345'], ['ID', '4412'], ['ID', '55'], ['ID', '77812'], ['ID', '4412']]],
  // … with a marker (no., number, ID, #, :) any number is; after a label alone, a small number, a year or a quantity is not
  ['Room: 12 and order no. 5; issue 3 of the magazine, case 1 of 3, build 3 features, room for 2 people.', [['ID', '12'], ['ID', '5'], ['COUNT', '3 features'], ['COUNT', '2 people']]],
  ['The policy 2026 update; order 12,345 units; build 2.5; job 12:30; orders 12345; error code 500; No. 5.', [['COUNT', '12,345 units'], ['TIME', '12:30']]],
  ['The request 100ms, room 12th, ticket 3-day, order 200 chairs.', [['COUNT', '100ms'], ['COUNT', '3-day'], ['COUNT', '200 chairs']]],
  // A bare label after a lower-case modal or subject (or I) is a verb: no ID; a marker or a capitalised question word leaves it a label
  ["We should order 500 now; I order 300 a month; we'll order 250; they claim 400.", []],
  ['Will ticket 4412 be fixed? Refer to case 99812; we order no. 12345 again.', [['ID', '4412'], ['ID', '99812'], ['ID', '12345']]],
  // … and after a sentence-opening Please; a labelled value may end in capitals after a hyphen (4412-B), never in a unit
  ['Please request 400 more. Please, Ticket 4412-B and order no. 12345-A; ticket 3-day, case 100MB, room 12-b.', [['ID', '4412-B'], ['ID', '12345-A'], ['COUNT', '3-day'], ['COUNT', '100MB']]],
  // A spoken or spaced range is one fact (was 5 days), but a change from one value to another is not a range
  ['Delivery takes 3 to 5 days, or 3 - 5 days, or 3 – 5 days; 15 to 20% off, 20 to 30 dollars.', [['COUNT', '3 to 5 days'], ['COUNT', '3 - 5 days'], ['COUNT', '3 – 5 days'], ['PERCENT', '15 to 20%'], ['MONEY', '20 to 30 dollars']]],
  ['We went from 3 to 5 nights, from 20 to 30 dollars; the score was 3 to 2.', [['COUNT', '5 nights'], ['MONEY', '30 dollars']]],
  // French clock times and dashed day-month-year dates
  ['Rendez-vous à 14h30 ou 9h05 CET, pas 25h30.', [['TIME', '14h30'], ['TIME', '9h05 CET']]],
  ['Due 14-Mar-2026, shipped 3-Jun-26, signed 2-Sep.', [['DATE', '14-Mar-2026'], ['DATE', '3-Jun-26'], ['DATE', '2-Sep']]],
  // Day ranges, quarters and halves of a year
  ['The summit runs Mar 14-16, 2026, the fair 14–16 March, the sale May 1–3.', [['DATE', 'Mar 14-16, 2026'], ['DATE', '14–16 March'], ['DATE', 'May 1–3']]],
  ['Launch in H1 2026 or Q4-2025, not Q5 2026, Q3 alone or May 3-10:00.', [['DATE', 'H1 2026'], ['DATE', 'Q4-2025'], ['DATE', 'May 3'], ['TIME', '10:00']]],
  // Unicode, control characters and odd spacing
  ['emoji 🎉 $5 🎉 café costs 4€\u00a0and\u00a0€\u00a040.', [['MONEY', '$5'], ['MONEY', '4€'], ['MONEY', '€\u00a040']]],
  ['line one AB-1234\r\nline two 15%\r\n', [['ID', 'AB-1234'], ['PERCENT', '15%']]],
  ['tab\t3 nights\0NUL\0 $40\ud800 lone', [['COUNT', '3 nights'], ['MONEY', '$40']]],
  // CJK is written without spaces: a fact glued to Han, kana or Hangul ends there as at a space
  ['注文番号はINV-2024-0042です。', [['ID', 'INV-2024-0042']]],
  ['หมายเลขคำสั่งซื้อAB-1234ครับ ส่งถึงsupport@acme.ioค่ะ', [['ID', 'AB-1234'], ['EMAIL', 'support@acme.io']]],
  ['金額は$1,250です。', [['MONEY', '$1,250']]],
  ['2026年3月14日の会議は15:30に始まります。', [['DATE', '2026年3月14日'], ['TIME', '15:30']]],
  ['容量は512GBです、割引は15%です。', [['COUNT', '512GB'], ['PERCENT', '15%']]],
  ['订单ORD_99812已发货，金额USD 40，版本v2.4.1。', [['ID', 'ORD_99812'], ['MONEY', 'USD 40'], ['VERSION', 'v2.4.1']]],
  ['주문번호는INV-2024-0042입니다. 2026년 3월 14일 15:30에 만나요.', [['ID', 'INV-2024-0042'], ['DATE', '2026년 3월 14일'], ['TIME', '15:30']]],
  ['详情见https://acme.io/help或发邮件到support@acme.io。', [['URL', 'https://acme.io/help'], ['EMAIL', 'support@acme.io']]],
  ['3月14号下午3点，预算是¥500元，运费20%。', [['DATE', '3月14号'], ['TIME', '3点'], ['MONEY', '¥500'], ['PERCENT', '20%']]],
  ['ファイルはsrc/kernel/load.tsにあります、締切は2026-05-03です。', [['PATH', 'src/kernel/load.ts'], ['DATE', '2026-05-03']]],
  ['電話は+81 3 1234 5678、予約番号はM4X4U7です。2026年3月のレポート。', [['PHONE', '+81 3 1234 5678'], ['ID', 'M4X4U7'], ['DATE', '2026年3月']]],
  // A year or a day count alone is no date: 10年 is ten years, 14日間 fourteen days; a year alone is nothing
  ['10年前に14日間滞在した。2026年に戻る。', [['COUNT', '10年'], ['COUNT', '14日間']]],
  // Units glued to the number: currencies, counters, durations, clock times
  ['予算は3万円、上限1万2000円、送料は12,000円です。', [['MONEY', '3万円'], ['MONEY', '1万2000円'], ['MONEY', '12,000円']]],
  ['5人で3泊、2時間かかり、3か月後に10時30分集合（10時半でも可）。', [['COUNT', '5人'], ['COUNT', '3泊'], ['COUNT', '2時間'], ['COUNT', '3か月'], ['TIME', '10時30分'], ['TIME', '10時半']]],
  ['预算100美元，共5个人，住3晚，下午3点15分开会，另付100人民币。', [['MONEY', '100美元'], ['COUNT', '5个'], ['COUNT', '3晚'], ['TIME', '3点15分'], ['MONEY', '100人民币']]],
  ['예산은 50만 원, 3명이 2박, 오후 3시 30분, 2시간 회의.', [['MONEY', '50만 원'], ['COUNT', '3명'], ['COUNT', '2박'], ['TIME', '3시 30분'], ['COUNT', '2시간']]],
  // Full-width digits and letters (typed by CJK input methods) are read as ASCII, kept as written
  ['価格は１２，０００円、割引は１５％、注文番号ＡＢ－１２３４、１２月３日　１０：３０、電話０３－１２３４－５６７８。', [['MONEY', '１２，０００円'], ['PERCENT', '１５％'], ['ID', 'ＡＢ－１２３４'], ['DATE', '１２月３日'], ['TIME', '１０：３０'], ['PHONE', '０３－１２３４－５６７８']]],
];
