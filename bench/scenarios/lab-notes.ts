/** @module bench/scenarios/lab-notes — a wet-lab notebook chat: samples, concentrations, freezers, protocol changes. */
import { createRandom, type Random } from '../generate/random.js';
import { FIRST_NAMES, LAST_NAMES } from '../generate/words.js';
import type { Scenario } from '../retention/types.js';
import type { Template } from './filler.js';
import { fill, Script } from './kit.js';
import { digits, distinct, nearMiss, phone } from './values.js';

const PROTEINS = ['KRAS-G12C', 'HSP90', 'TEV protease', 'GFP-tagged actin', 'PETase'] as const;
const BUFFERS = ['HEPES', 'Tris-HCl', 'PBS', 'MOPS'] as const;
const NOUNS = ['gel', 'plate map', 'western blot', 'standard curve', 'aliquot list', 'lab meeting', 'ordering sheet', 'protocol draft', 'calibration', 'incubator log'];

const SENTENCES: Template[] = [
  (r) => `the ${r.pick(['gel imager', 'plate reader', 'nanodrop', 'autoclave'])} booking sheet is full of tentative slots again`,
  (r) => `${r.pick(FIRST_NAMES)} left a box of pipette tips on the shared bench, which nobody claimed`,
  (r) => `the ${r.pick(['ladder', 'loading dye', 'stain'])} we use came from a different lot this time, no visible difference`,
  (r) => `bands at ${r.int(25, 180)} kDa are probably just the usual background`,
  (r) => `the ${r.pick(BUFFERS)} stock in the door of the fridge is the teaching lab's, not ours`,
  (r) => `someone wrote "do not use" on an empty ${r.pick(['flask', 'rack', 'bottle'])} in the cold room, probably a joke`,
  (r) => `the incubator alarm went off at ${r.int(1, 5)} am for a door that was not shut properly`,
  (r) => `a paper from a group in ${r.pick(['Heidelberg', 'Kyoto', 'Boston', 'Basel'])} used a similar construct with modest yields`,
  (r) => `lane ${r.int(2, 12)} looked smeared, but that was an old gel from a different project`,
  (r) => `the seminar on ${r.pick(['cryo-EM', 'CRISPR screens', 'mass spec', 'microfluidics'])} is worth attending if anyone has time`,
];

const reading = (r: Random): string => `A${r.int(1, 12)}\t${(r.next() * 2).toFixed(3)}\t${(r.next() * 2).toFixed(3)}\t${r.pick(['ok', 'ok', 'ok', 'check'])}`;

/**
 * A lab-notebook conversation: sample IDs with near-miss decoys, a storage constraint, who
 * supervises whom, which freezer sits next to the cold room, and a corrected mass.
 * @example
 * const s = buildLabNotes({ id: 'lab-notes', seed: 4, targetTokens: 40_000 });
 */
export function buildLabNotes(opts: { id: string; seed: number; targetTokens: number }): Scenario {
  const r = createRandom(opts.seed);
  const [protein, other] = distinct(r, PROTEINS, 2);
  const [buffer, oldBuffer] = distinct(r, BUFFERS, 2);
  const [student, postdoc, pi, tech] = distinct(r, FIRST_NAMES, 4);
  const [postdocLast, piLast] = distinct(r, LAST_NAMES, 2);
  const sample = `S-${digits(r, 4)}`;
  const mass = r.int(11, 19);
  const conc = `${r.int(1, 4)}.${r.int(1, 9)} mM`;
  const rpm = `${r.int(3, 9)},${r.pick(['000', '500'])} rpm`;
  const freezer = r.pick(['B', 'C', 'D']);
  const corePhone = phone(r);
  const temp = r.pick(['16', '18', '25']);
  const s = new Script(r);

  s.system('You are a lab assistant that keeps an electronic notebook. Record quantities exactly, flag safety rules, and never round measured values.');
  s.user(`Starting the ${protein} expression run today. I am ${student}, working with ${postdoc} ${postdocLast}.`, fill(2));
  s.assistant(fill(5), `Logged. Note the purified sample will be ${sample}; ${nearMiss(sample)} is the leftover from the ${other} prep and should not be mixed up with it.`, fill(4))
    .probe({ type: 'phone_id', fact: `Purified sample ${sample}.`, patterns: [sample], question: "What is this run's purified sample label?" });
  s.gap(2);
  s.user(fill(1), `Lysate weighed ${mass} mg of pellet after the spin at ${rpm}.`)
    .probe({ type: 'quantity', fact: `Centrifuge at ${rpm}.`, patterns: [rpm], question: 'How fast was the centrifuge run?' });
  s.gap(2);
  s.user(`Safety rule from ${pi}: ${protein} aliquots must stay at −80 °C and never go through more than one freeze-thaw cycle.`, fill(1))
    .probe({ type: 'constraint', fact: 'No more than one freeze-thaw cycle.', patterns: ['one freeze-thaw cycle'], question: 'How many times may an aliquot be thawed?' });
  s.gap(2);
  s.assistant(fill(6), `Org chart for the notebook header: ${student} is supervised by ${postdoc} ${postdocLast}, who reports to the PI, ${pi} ${piLast}.`, fill(5))
    .probe({ type: 'relationship', fact: `${postdoc} ${postdocLast} reports to PI ${pi} ${piLast}.`, patterns: [`${postdoc} ${postdocLast}`, `${pi} ${piLast}`], question: "Who is the student's direct supervisor, and who runs the lab?" });
  s.gap(3);
  s.tool('plate_reader_export', { plate: sample, wavelength: 280 }, 'well\tOD1\tOD2\tflag\n', fill(12, 'reading'), `\nsummary: mean protein ${conc} (dilution corrected)\n`, fill(6, 'reading'))
    .probe({ type: 'quantity', fact: `Protein concentration ${conc}.`, patterns: [conc], question: 'What concentration did the plate reader report for the purified protein?' });
  s.gap(3);
  s.assistant(fill(7), `Decision for the next prep: switch from ${oldBuffer} to ${buffer} at pH 7.5, because ${oldBuffer} precipitated at 4 °C.`, fill(5))
    .probe({ type: 'decision', fact: `Switch to ${buffer}.`, patterns: [`switch from ${oldBuffer} to ${buffer}`], question: 'Which buffer change was agreed for the next purification?' });
  s.gap(3);
  s.user(fill(1), `The new freezer ${freezer} is the one right next to the cold room door; the old one is down the corridor.`, fill(1))
    .probe({ type: 'relationship', fact: `Freezer ${freezer} is next to the cold room.`, patterns: [`freezer ${freezer}`, 'next to the cold room'], question: 'Which freezer sits beside the cold room entrance?' });
  s.gap(3);
  s.assistant(fill(5), `The proteomics core can run the mass spec next week; their bench line is ${corePhone}, ask for ${tech}.`, fill(4))
    .probe({ type: 'phone_id', fact: `Core facility ${corePhone}.`, patterns: [corePhone], question: 'What number reaches the mass-spec facility?' })
    .probe({ type: 'entity', fact: `Ask for ${tech} at the core.`, patterns: [tech, 'proteomics core'], question: 'Who is the contact person at the facility doing the analysis?' });
  s.gap(3);
  s.user(`Correction for the record: the pellet was ${mass + 3} mg, not ${mass} mg. I misread the balance.`, fill(1))
    .probe({ type: 'correction', fact: `Pellet ${mass + 3} mg.`, patterns: [`${mass + 3} mg`], stale: [`${mass} mg`], question: 'What did the pellet actually weigh?' });
  s.gap(2);
  s.assistant(fill(5), `Induction overnight at ${temp} °C instead of 37 °C gave more soluble protein, so we keep that.`, fill(4))
    .probe({ type: 'decision', fact: `Induce at ${temp} °C.`, patterns: [`${temp} °C instead of 37 °C`], question: 'What induction temperature was adopted?' });
  s.gap(3);
  s.user(fill(1), `Mass spec slot is booked for Thursday 09:30; samples must be dropped off by 17:00 the day before.`)
    .probe({ type: 'date_time', fact: 'Mass spec Thursday 09:30.', patterns: ['Thursday 09:30'], question: 'When is the analysis slot?' })
    .probe({ type: 'constraint', fact: 'Drop off by 17:00 the day before.', patterns: ['17:00 the day before'], question: 'What is the sample drop-off deadline?' });
  s.gap(2);
  return s.build({ id: opts.id, title: `Lab notes: ${protein} purification`, domain: 'lab' }, opts.targetTokens, { sentences: SENTENCES, nouns: NOUNS, kinds: { reading } });
}
