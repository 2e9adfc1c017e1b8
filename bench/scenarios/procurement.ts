/** @module bench/scenarios/procurement — sourcing laptops and racks: quotes, certifications, approvals, a late quantity fix. */
import { createRandom } from '../generate/random.js';
import { CITIES, FIRST_NAMES, LAST_NAMES } from '../generate/words.js';
import type { Scenario } from '../retention/types.js';
import type { Template } from './filler.js';
import { fill, Script } from './kit.js';
import { digits, distinct, grouped, nearMiss, phone } from './values.js';

const SUPPLIERS = ['Northwind Components', 'Vantage Office Systems', 'Keystone IT Supply', 'Bramble & Moss Trading', 'Corvid Hardware'] as const;
const GOODS = ['rugged laptops', 'network switches', 'rack PDUs', 'thin clients', 'label printers'] as const;
const NOUNS = ['tender', 'RFQ', 'quote comparison', 'supplier audit', 'framework agreement', 'purchase requisition', 'spend report', 'vendor scorecard', 'price list', 'delivery schedule'];

const SENTENCES: Template[] = [
  (r) => `${r.pick(SUPPLIERS)} sent a glossy brochure that mostly repeats their website`,
  (r) => `the ${r.pick(NOUNS)} template in the shared drive still has last year's logo`,
  (r) => `${r.pick(FIRST_NAMES)} in accounts prefers quotes as PDF rather than spreadsheets`,
  (r) => `lead times for ${r.pick(GOODS)} have been ${r.pick(['creeping up', 'stable', 'erratic'])} across the industry`,
  (r) => `the freight forwarder in ${r.pick(CITIES)} bundles customs paperwork into a single fee`,
  (r) => `a ${r.pick(['webinar', 'trade fair', 'roadshow'])} next quarter might be a chance to meet other vendors`,
  (r) => `the ${r.pick(NOUNS)} review meeting got moved twice already, nobody minds`,
  (r) => `the legal team has a standard clause library that usually covers this`,
  (r) => `the ${r.pick(['pilot', 'previous', 'regional'])} rollout of ${r.pick(GOODS)} went fine apart from a few driver updates`,
  (r) => `exchange rates moved a little this week, which does not change much at this volume`,
  (r) => `${r.pick(SUPPLIERS)} offered a ${r.pick(['golf day', 'factory visit', 'demo unit'])}, which we politely declined`,
  (r) => `some bidders submitted late, which the portal marks in orange`,
];

/**
 * A long procurement thread: competing quotes (with near-miss prices in tool output), a mandatory
 * certification, an approval chain, payment terms and a quantity corrected far from the original.
 * @example
 * const s = buildProcurement({ id: 'procurement', seed: 9, targetTokens: 100_000 });
 */
export function buildProcurement(opts: { id: string; seed: number; targetTokens: number }): Scenario {
  const r = createRandom(opts.seed);
  const [winner, loser, third] = distinct(r, SUPPLIERS, 3);
  const [good, rackGood] = distinct(r, GOODS, 2);
  const [buyer, approver, cfo, rep] = distinct(r, FIRST_NAMES, 4);
  const [approverLast, repLast] = distinct(r, LAST_NAMES, 2);
  const unit = `$${r.int(1, 3)},${digits(r, 3)}`;
  const qty = r.int(3, 9) * 10;
  const req = `REQ-${digits(r, 6)}`;
  const repPhone = phone(r);
  const threshold = `$${grouped(r.int(2, 5) * 10_000)}`;
  const warehouse = r.pick(CITIES);
  const net = r.pick([30, 45, 60]);
  const warranty = r.int(3, 5);
  const broker = r.pick(['Halden & Frost', 'Quayside Clearing', 'Ostrander Customs', 'Pellworth Brokers']);
  const s = new Script(r);

  s.system('You are a procurement assistant for a mid-sized logistics company. Compare quotes fairly, quote figures exactly, and never place an order without the required approval.');
  s.user(`Hi, ${buyer} from IT procurement. We need ${qty} ${good} for the field teams, plus spares.`, fill(3));
  s.assistant(fill(6), 'I will draft an RFQ and send it to the approved vendor list.', fill(4));
  s.gap(1);
  s.assistant(fill(8), `One non-negotiable from the sustainability policy: every bidder has to be ISO 14001 certified, or the bid is void.`, fill(7))
    .probe({ type: 'constraint', fact: 'The supplier has to be ISO 14001 certified.', patterns: ['ISO 14001'], question: 'Which environmental standard is mandatory for bidders?' });
  s.gap(2);
  s.user(fill(1), `Requisition is ${req}, please reference it on every quote request.`, fill(1))
    .probe({ type: 'phone_id', fact: `Requisition ${req}.`, patterns: [req], question: 'What is the internal requisition number for this purchase?' });
  s.gap(2);
  s.tool('compare_quotes', { requisition: req, suppliers: [winner, loser, third] },
    JSON.stringify({ quotes: [
      { supplier: loser, unit_price: nearMiss(unit), lead_time_days: r.int(20, 40), iso14001: false },
      { supplier: winner, unit_price: unit, lead_time_days: r.int(15, 30), iso14001: true },
      { supplier: third, unit_price: `$${r.int(1, 3)},${digits(r, 3)}`, lead_time_days: r.int(30, 60), iso14001: true },
    ], currency: 'USD', generated: `2026-03-${r.int(10, 28)}` }, null, 2))
    .probe({ type: 'quantity', fact: `${winner} quotes ${unit} per unit.`, patterns: [unit], question: 'What per-unit price did the selected bidder offer?' });
  s.gap(3);
  s.assistant(fill(7), `Recommendation: award to ${winner}. ${loser} is cheaper on paper but has no environmental certification, and ${third} cannot deliver in time.`, fill(6))
    .probe({ type: 'decision', fact: `Award to ${winner}.`, patterns: [`award to ${winner}`], question: 'Which bidder won the contract?' });
  s.gap(3);
  s.user(fill(2), `Approvals: anything over ${threshold} needs ${approver} ${approverLast}, who reports to our CFO ${cfo}. I cannot sign it myself.`)
    .probe({ type: 'relationship', fact: `${approver} ${approverLast} approves above ${threshold} and reports to CFO ${cfo}.`, patterns: [`${approver} ${approverLast}`, `CFO ${cfo}`], question: 'Who must sign off large orders, and who is their boss?' })
    .probe({ type: 'constraint', fact: `Approval needed above ${threshold}.`, patterns: [threshold], question: 'Above what order value is the extra sign-off required?' });
  s.gap(3);
  s.assistant(fill(9), `Their account manager is ${rep} ${repLast}, direct line ${repPhone}, in case the delivery slot needs negotiating.`, fill(8))
    .probe({ type: 'phone_id', fact: `Account manager line ${repPhone}.`, patterns: [repPhone], question: "What is the vendor's account manager's direct number?" })
    .probe({ type: 'entity', fact: `Account manager ${rep} ${repLast}.`, patterns: [`${rep} ${repLast}`], question: "Who is the vendor's named contact for this deal?" });
  s.gap(3);
  s.assistant(fill(6), `Terms agreed: payment net ${net} days, and a ${warranty}-year on-site warranty at no extra cost.`, fill(6))
    .probe({ type: 'decision', fact: `Net ${net} payment terms.`, patterns: [`net ${net} days`], question: 'How long do we have to pay the invoice?' })
    .probe({ type: 'quantity', fact: `${warranty}-year on-site warranty.`, patterns: [`${warranty}-year on-site warranty`], question: 'How long is the service cover, and where is it provided?' });
  s.gap(3);
  s.user(fill(1), `Delivery goes to the ${warehouse} warehouse, which serves all the field teams in the region; it ships to them from there.`, fill(1))
    .probe({ type: 'relationship', fact: `The ${warehouse} warehouse serves the field teams.`, patterns: [`${warehouse} warehouse`], question: 'Which depot redistributes the devices to the field staff?' });
  s.gap(4);
  s.tool('delivery_schedule', { supplier: winner, requisition: req },
    [`supplier: ${winner}`, `requisition: ${req}`, `slot_1: 2026-05-${String(r.int(4, 9)).padStart(2, '0')} dock 2 (${rackGood}, not ours)`, `slot_2: 2026-05-${r.int(18, 22)} dock 4 (${good})`, `slot_3: 2026-06-0${r.int(1, 9)} dock 1 (tentative)`].join('\n'));
  s.assistant(fill(3), `Our slot is the second one in that list; the first belongs to another order. Customs clearance is handled by ${broker}, who invoice us directly.`, fill(2))
    .probe({ type: 'entity', fact: `Customs broker ${broker}.`, patterns: [broker], question: 'Which firm clears the shipment through customs?' });
  s.gap(4);
  s.user(`Correction from the field managers: actually ${qty + 5} units, not ${qty}. Two new crews start next month.`, fill(1))
    .probe({ type: 'correction', fact: `${qty + 5} units.`, patterns: [`${qty + 5} units`], stale: [`${qty} ${good}`], question: 'How many devices are being bought after the recount?' });
  s.gap(3);
  s.assistant(fill(8), `Also decided with ${approver}: the spares pool stays at ${r.int(2, 6)} units in the warehouse cage, not deployed to crews.`, fill(7));
  s.gap(3);
  s.user(fill(1), `The supplier says the order must be confirmed by 31 March to hold the price; after that the quote lapses.`)
    .probe({ type: 'date_time', fact: 'Confirm by 31 March to hold the price.', patterns: ['31 March'], question: 'What is the last day to lock in the quoted price?' });
  s.gap(3);
  return s.build({ id: opts.id, title: `Procurement: ${good} for field teams`, domain: 'procurement' }, opts.targetTokens, { sentences: SENTENCES, nouns: NOUNS });
}
