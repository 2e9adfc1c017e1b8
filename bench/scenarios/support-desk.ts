/** @module bench/scenarios/support-desk — an office-supply support thread: orders, refunds, couriers, escalations. */
import { createRandom, type Random } from '../generate/random.js';
import { CITIES, FIRST_NAMES, LAST_NAMES } from '../generate/words.js';
import type { Scenario } from '../retention/types.js';
import type { Template } from './filler.js';
import { fill, Script } from './kit.js';
import { digits, distinct, dollars, nearMiss, phone } from './values.js';

const ITEMS = ['monitor arms', 'sit-stand desks', 'task chairs', 'laptop docks', 'label printers', 'headsets'] as const;
const CARRIERS = ['Dalton Freight', 'Bluejay Logistics', 'Harbor Courier', 'Meridian Express'] as const;
const STREETS = ['Kestrel Lane', 'Foundry Row', 'Millrace Way', 'Tannery Court'] as const;

const SENTENCES: Template[] = [
  (r) => `the ${r.pick(ITEMS)} in the ${r.pick(CITIES)} showroom are a different finish, so stock levels there do not tell us much`,
  (r) => `our returns portal sometimes shows a stale status for a few hours after a courier scan`,
  (r) => `${r.pick(FIRST_NAMES)} from the warehouse team usually confirms pallet counts by end of day`,
  (r) => `I can see a note from a colleague about the ${r.pick(ITEMS)}, but it relates to a different account`,
  (r) => `the system flags any order with mixed SKUs for a manual check, which is routine`,
  (r) => `customers in ${r.pick(CITIES)} had similar questions about assembly instructions last month`,
  (r) => `the ${r.pick(ITEMS)} come flat-packed and the box dimensions are listed on the product page`,
  (r) => `tracking updates can lag when a parcel changes hubs overnight`,
  (r) => `the ${r.pick(['invoice PDF', 'packing slip', 'delivery note', 'order confirmation'])} for the ${r.pick(ITEMS)} should be in your ${r.pick(['inbox', 'account area', 'spam folder'])} by now`,
  (r) => `${r.pick(FIRST_NAMES)} on our ${r.pick(['night', 'weekend', 'early'])} shift tends to answer chat faster than email`,
  (r) => `the ${r.pick(CARRIERS)} depot in ${r.pick(CITIES)} closes early on public holidays`,
  (r) => `I have added a note so the next agent sees the history of the ${r.pick(ITEMS)} without asking you again`,
  (r) => `some ${r.pick(ITEMS)} ship from a partner warehouse, which is why the ${r.pick(['tracking', 'invoice', 'label'])} looks different`,
  (r) => `the ${r.pick(['survey', 'feedback form', 'satisfaction email'])} you may receive afterwards is optional`,
  (r) => `our ${r.pick(['holiday', 'spring', 'clearance'])} catalogue lists the ${r.pick(ITEMS)} under a slightly different name`,
  (r) => `if the ${r.pick(['label', 'seal', 'barcode'])} on a box is torn, a photo is usually enough for the claim`,
];

/** Filler for support threads. */
export const SUPPORT_FILLER = { sentences: SENTENCES };

/**
 * A long support-desk thread between an office manager and a vendor's agent, with a refund,
 * a replacement shipment, an escalation chain and a late quantity correction.
 * @example
 * const s = buildSupportDesk({ id: 'support-desk', seed: 11, targetTokens: 30_000 });
 */
export function buildSupportDesk(opts: { id: string; seed: number; targetTokens: number }): Scenario {
  const r: Random = createRandom(opts.seed);
  const [customer, manager, agent, facilities] = distinct(r, FIRST_NAMES, 4);
  const damaged = r.int(3, 9);
  const [customerLast, managerLast] = distinct(r, LAST_NAMES, 2);
  const [item, otherItem] = distinct(r, ITEMS, 2);
  const [carrier, otherCarrier] = distinct(r, CARRIERS, 2);
  const street = r.pick(STREETS);
  const order = `ORD-${digits(r, 5)}`;
  const refund = `$${r.int(1, 9)},${digits(r, 3)}`;
  const qty = r.int(3, 8) * 10;
  const courierPhone = phone(r);
  const rma = `RMA-${digits(r, 6)}`;
  const day = r.int(11, 27);
  const claim = r.int(2, 29);
  const window = `${r.int(8, 10)}:30`;
  const cap = dollars(r, 400, 900);
  const credit = `${r.int(2, 4)}${r.pick(['0', '5'])}%`;
  const s = new Script(r);

  s.system('You are a support agent for an office-supply vendor. Confirm amounts before changing an order, never promise dates the courier has not confirmed, and escalate credits above the agent limit.');
  s.user(`Hi, this is ${customer} ${customerLast}, office manager at ${r.pick(CITIES)} Design Co. Our order ${order} arrived with ${damaged} damaged boxes of ${item}.`, fill(2))
    .probe({ type: 'quantity', fact: `${damaged} boxes arrived damaged.`, patterns: [`${damaged} damaged boxes`], question: 'How many cartons were broken on arrival?' })
    .probe({ type: 'phone_id', fact: `The damaged order is ${order}.`, patterns: [order], question: 'Which order number was delivered damaged?' });
  s.assistant(`Sorry to hear that, ${customer}. I will pull up the order.`, fill(3));
  s.tool('lookup_order', { order_id: order, include: ['items', 'payments'] },
    JSON.stringify({ order_id: order, status: 'delivered', items: [{ sku: `${item.slice(0, 3).toUpperCase()}-${digits(r, 3)}`, qty, unit_price: dollars(r, 80, 240) }], related_orders: [{ order_id: nearMiss(order), items: otherItem, status: 'delivered' }], paid: refund, refundable: nearMiss(refund), carrier: otherCarrier }, null, 2));
  s.gap(1);
  s.user(`To be clear, we ordered ${qty} ${item} in total on that order.`, fill(1));
  s.assistant(fill(4), `I have opened return ${rma} for the damaged boxes, so please keep the packaging until the courier collects it.`, fill(5))
    .probe({ type: 'phone_id', fact: `The return authorisation is ${rma}.`, patterns: [rma], question: 'What is the return authorisation reference?' });
  s.gap(2);
  s.user(fill(1), `Our building has rules: freight only through the loading dock on ${street}, and only between 7:30 and ${window.replace(/^\d+/, (h) => String(Number(h) + 6))}.`, fill(1))
    .probe({ type: 'constraint', fact: `Deliveries only via the loading dock on ${street}.`, patterns: ['loading dock', street], question: 'Where must couriers drop freight at the customer site?' });
  s.assistant(fill(3), `Noted; I have added the dock instructions to the delivery profile.`, fill(2));
  s.gap(2);
  s.assistant(fill(6), `The replacement will go with ${carrier} rather than the original courier, because they can do a timed slot.`, fill(6))
    .probe({ type: 'entity', fact: `The replacement ships with ${carrier}.`, patterns: [carrier], question: 'Which courier company is handling the replacement shipment?' });
  s.gap(2);
  s.user(`Who at your end approves the credit? I would rather not chase this for weeks.`, fill(1));
  s.assistant(fill(4), `I can approve up to ${cap} myself; anything above that goes to my team lead, ${manager} ${managerLast}, who reports to the regional support director.`, fill(4))
    .probe({ type: 'relationship', fact: `Credits above the agent limit go to team lead ${manager} ${managerLast}.`, patterns: [`${manager} ${managerLast}`, cap], question: "Who has to sign off once the credit exceeds what the agent may approve alone, and what is that agent's limit?" });
  s.gap(2);
  s.assistant(fill(5), `${manager} approved it: we will refund ${refund} to the card rather than issue store credit, and add a ${credit} discount code for the next order.`, fill(3))
    .probe({ type: 'decision', fact: `Refund of ${refund} to the card instead of store credit.`, patterns: [refund, 'to the card'], question: 'How is the customer being compensated for the damaged goods, and how much?' })
    .probe({ type: 'quantity', fact: `A ${credit} discount code for the next order.`, patterns: [credit, 'discount code'], question: 'What percentage off does the goodwill code give?' });
  s.gap(2);
  s.tool('courier_booking', { carrier, reference: rma },
    JSON.stringify({ carrier, slot: { date: `May ${day}`, from: window, to: `${Number(window.split(':')[0]) + 2}:30` }, driver_contact: courierPhone, depot: `${r.pick(CITIES)} hub`, notes: 'timed delivery, tail-lift' }))
    .probe({ type: 'phone_id', fact: `The courier driver can be reached at ${courierPhone}.`, patterns: [courierPhone], question: 'What number should reception call if the driver gets lost?' })
    .probe({ type: 'date_time', fact: `The delivery window opens at ${window}.`, patterns: [window], question: 'At what time of day does the booked delivery window start?' });
  s.gap(3);
  s.user(fill(2), `Also: never leave anything with the front desk, they will not sign for freight. It has to be me or ${facilities} from facilities.`)
    .probe({ type: 'constraint', fact: 'Never leave deliveries at the front desk.', patterns: ['front desk'], question: 'Where must the courier never leave the parcel?' });
  s.gap(3);
  s.user(fill(1), `Actually we need ${qty + 5} ${item}, not ${qty}; facilities counted again this morning.`, fill(1))
    .probe({ type: 'correction', fact: `Corrected quantity: ${qty + 5} ${item}.`, patterns: [`${qty + 5} ${item}`], stale: [`${qty} ${item}`], question: 'How many units does the customer need after recounting?' });
  s.assistant(fill(3), `Updated. I will send the revised packing list with the replacement.`, fill(2));
  s.gap(2);
  s.user(`One more: the courier slot clashes with our fire drill. Can we move it to May ${day + 1} instead, same time window?`)
    .probe({ type: 'correction', fact: `Delivery moved to May ${day + 1}.`, patterns: [`May ${day + 1}`], stale: [`May ${day}`], question: 'Which day is the replacement delivery now?' });
  s.assistant(fill(4), `Done, ${carrier} confirmed May ${day + 1}; the driver number stays the same.`, fill(2));
  s.gap(1);
  s.assistant(fill(4), `For the paperwork: the damage claim has to be closed out by June ${claim}, after that the insurer will not reopen it.`, fill(3))
    .probe({ type: 'date_time', fact: `Damage claim must be closed by June ${claim}.`, patterns: [`June ${claim}`], question: "What is the cut-off date for finishing the insurer's paperwork?" });
  s.gap(2);
  s.assistant(fill(5), `Decision from ${manager}: future ${item} orders for your account ship on pallets with corner guards, at no extra charge.`, fill(4))
    .probe({ type: 'decision', fact: 'Future orders ship on pallets with corner guards.', patterns: ['corner guards'], question: 'What packaging change was agreed for future orders?' });
  s.gap(2);
  s.user(`My colleague ${agent} will handle this while I am away; ${agent} sits on facilities under me.`, fill(1))
    .probe({ type: 'relationship', fact: `${agent} covers for ${customer} and reports to ${customer}.`, patterns: [agent, 'facilities'], question: "Who takes over the case while the office manager is out, and in which team?" });
  s.gap(2);
  return s.build({ id: opts.id, title: 'Support desk: damaged order, refund and redelivery', domain: 'support' }, opts.targetTokens, SUPPORT_FILLER);
}
