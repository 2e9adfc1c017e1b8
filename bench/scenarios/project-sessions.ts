/** @module bench/scenarios/project-sessions — weekly project check-ins weeks apart: dated sessions, owners, incidents. */
import { createRandom } from '../generate/random.js';
import { CITIES, FIRST_NAMES, LAST_NAMES } from '../generate/words.js';
import type { Scenario } from '../retention/types.js';
import type { Template } from './filler.js';
import { fill, Script } from './kit.js';
import { addDays, clock, dayLabel, digits, distinct, nearMiss, sessionHeader, shortDay } from './values.js';

const TOOLS = ['Beacon Alerts', 'Halyard Status', 'Quill Oncall', 'Lantern Pager'] as const;
const NOUNS = ['sprint board', 'retro notes', 'status update', 'roadmap slide', 'risk register', 'OKR draft', 'release notes', 'runbook', 'capacity plan', 'steering deck'];

const SENTENCES: Template[] = [
  (r) => `the ${r.pick(NOUNS)} still has placeholder text from the kickoff`,
  (r) => `${r.pick(FIRST_NAMES)} is out ${r.pick(['Monday', 'Wednesday', 'Friday'])} for a conference, nothing blocking`,
  (r) => `the ${r.pick(CITIES)} team shared a nice dashboard that we might borrow ideas from`,
  (r) => `standup ran long again because of a tangent about ${r.pick(['tabs versus spaces', 'the coffee machine', 'naming', 'the office move'])}`,
  (r) => `velocity was roughly in line with the last ${r.int(2, 5)} sprints`,
  (r) => `there is a company all-hands ${r.pick(['next week', 'this month', 'soon'])}, unrelated to us`,
  (r) => `the design system team released a new ${r.pick(['button', 'table', 'date picker'])} component`,
  (r) => `a vendor demo of ${r.pick(TOOLS)} was pleasant but not relevant right now`,
];

/**
 * Project check-ins across nine sessions weeks apart: an outage reported in one session, an owner
 * named in one and relocated in another, a launch date corrected, and an incident ID with a decoy.
 * @example
 * const s = buildProjectSessions({ id: 'project-sessions', seed: 12, targetTokens: 128_000 });
 */
export function buildProjectSessions(opts: { id: string; seed: number; targetTokens: number }): Scenario {
  const r = createRandom(opts.seed);
  const [pm, owner, sre, director] = distinct(r, FIRST_NAMES, 4);
  const [ownerLast, sreLast] = distinct(r, LAST_NAMES, 2);
  const [office, oldOffice] = distinct(r, CITIES, 2);
  const tool = r.pick(TOOLS);
  let d = addDays('2026-01-12', r.int(0, 10));
  const dates = Array.from({ length: 9 }, () => (d = addDays(d.toISOString().slice(0, 10), r.int(7, 21))));
  const day = (i: number): string => dayLabel(dates[i]).slice(4);
  const launch = addDays(dates[8].toISOString().slice(0, 10), r.int(10, 20));
  const later = addDays(launch.toISOString().slice(0, 10), 7);
  const inc = `INC-${digits(r, 5)}`;
  const affected = r.int(31, 97);
  const rate = `${r.int(1, 3)}.${r.int(1, 9)}%`;
  const s = new Script(r);
  const open = (i: number, ...rest: Parameters<Script['user']>): Script => s.user(`${sessionHeader(i + 1, dates[i], clock(r, 8, 17))}`, ...rest);

  s.system(`You are the project assistant for ${pm}, PM of the billing platform migration. Keep a running record of owners, dates, incidents and decisions.`);
  open(0, `Kickoff notes. ${owner} ${ownerLast} owns the database migration; ${owner} reports to ${director}, our engineering director.`, fill(2))
    .probe({ type: 'relationship', fact: `${owner} ${ownerLast} owns the migration and reports to ${director}.`, patterns: [`${owner} ${ownerLast} owns the database migration`, `reports to ${director}`], question: 'Who is responsible for moving the database, and who is their manager?' });
  s.assistant(fill(6), `Recorded. Target launch is ${shortDay(launch)}, pending the load tests.`, fill(5));
  s.gap(2);
  open(1, fill(1), `Compliance says every production access has to go through the bastion host, with session recording on. No exceptions for the migration.`)
    .probe({ type: 'constraint', fact: 'All prod access via the bastion host.', patterns: ['bastion host'], question: 'Through what must engineers reach production?' });
  s.gap(3);
  open(2, `Bad news: staging outage this morning, the replica fell behind by hours.`, fill(2))
    .probe({ type: 'date_time', fact: `Staging outage reported in the session of ${day(2)}.`, patterns: [day(2), 'staging outage'], question: 'On what date did the pre-production environment go down?' });
  s.assistant(fill(6), `I filed it as ${inc}; ${nearMiss(inc)} is the unrelated certificate ticket from last month.`, fill(5))
    .probe({ type: 'phone_id', fact: `Incident ${inc}.`, patterns: [inc], question: 'What is the incident number for the replica lag?' });
  s.gap(3);
  open(3, fill(1), `Postmortem: ${affected} customers saw failed invoices, error rate peaked at ${rate}.`, fill(1))
    .probe({ type: 'quantity', fact: `${affected} customers affected.`, patterns: [`${affected} customers`], question: 'How many accounts were hit by the failed billing runs?' })
    .probe({ type: 'quantity', fact: `Error rate ${rate}.`, patterns: [rate], question: 'What was the worst failure percentage?' });
  s.assistant(fill(7), `Decision recorded: cut over with blue-green deploys instead of an in-place upgrade, so rollback is a DNS switch.`, fill(6))
    .probe({ type: 'decision', fact: 'Blue-green deploys instead of in-place upgrade.', patterns: ['blue-green deploys'], question: 'What release technique will the cutover use?' });
  s.gap(3);
  open(4, `${owner} is relocating from the ${oldOffice} office to ${office} next month, same role.`, fill(1))
    .probe({ type: 'relationship', fact: `Multi-hop: the migration owner ${owner} moves to ${office}.`, patterns: [`${owner} ${ownerLast} owns the database migration`, `${oldOffice} office to ${office}`], question: 'In which city will the person who owns the database move be based?' });
  s.gap(3);
  open(5, fill(1), `We picked ${tool} for paging during the cutover weekend; ${sre} ${sreLast} is primary on-call.`)
    .probe({ type: 'entity', fact: `Paging tool ${tool}.`, patterns: [tool], question: 'Which alerting product was chosen for the cutover?' })
    .probe({ type: 'relationship', fact: `${sre} ${sreLast} is primary on-call.`, patterns: [`${sre} ${sreLast} is primary`], question: 'Who gets paged first during the switch?' });
  s.gap(3);
  open(6, `Launch slips a week: it is ${shortDay(later)} now, not ${shortDay(launch)}. Finance wants one more reconciliation run.`, fill(1))
    .probe({ type: 'correction', fact: `Launch ${shortDay(later)}.`, patterns: [shortDay(later)], stale: [shortDay(launch)], question: 'When is go-live after the slip?' });
  s.gap(3);
  open(7, fill(1), `Freeze window for the cutover is 22:00 to 04:00 UTC; no other deploys in that window.`)
    .probe({ type: 'date_time', fact: 'Freeze 22:00 to 04:00 UTC.', patterns: ['22:00 to 04:00 UTC'], question: 'During which hours are other releases blocked on cutover night?' })
    .probe({ type: 'constraint', fact: 'No other deploys in the freeze window.', patterns: ['no other deploys'], question: 'What is forbidden during the cutover hours?' });
  s.gap(3);
  open(8, `Dry run passed. ${director} signed off on the plan.`, fill(2))
    .probe({ type: 'decision', fact: `Dry run passed, plan approved on ${day(8)}.`, patterns: [day(8), `${director} signed off`], question: 'When was the cutover plan approved?' });
  s.gap(2);
  return s.build({ id: opts.id, title: 'Project sessions: billing migration check-ins', domain: 'project' }, opts.targetTokens, { sentences: SENTENCES, nouns: NOUNS });
}
