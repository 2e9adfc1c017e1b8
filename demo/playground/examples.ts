/** @module demo/playground/examples — bundled conversations: examples/*.json and small benchmark scenarios with their probes. */
import { SCENARIOS } from '../../bench/scenarios/index.js';
import type { Probe } from '../../bench/retention/types.js';
import type { Message } from '../../src/index.js';

/** One conversation the playground can load. */
export interface Example {
  id: string;
  title: string;
  messages: Message[];
  query?: string;
  /** A budget that shows the compression well. */
  budget: number;
  /** Facts the compressed context should still carry (benchmark scenarios only). */
  probes: Probe[];
}

/** Benchmark scenarios small enough for a quick look in the browser. */
const SCENARIO_IDS = ['support-desk-small', 'trip-planning-small', 'event-planning'];

const files = import.meta.glob<{ messages: Message[]; query?: string }>('../../examples/*.json', {
  eager: true,
  import: 'default',
});

/** A budget of about a quarter of the conversation, rounded to 50 tokens. */
const quarter = (messages: Message[]): number =>
  Math.max(100, Math.round(JSON.stringify(messages).length / 16 / 50) * 50);

/**
 * The bundled examples: each examples/*.json file first, then the benchmark scenarios, which are
 * generated (seeded, so always the same) when first asked for.
 * @example
 * const [first] = listExamples(); first.load().messages.length
 */
export function listExamples(): Array<{ id: string; title: string; load: () => Example }> {
  const fromFiles = Object.entries(files).map(([path, data]) => {
    const id = path.split('/').pop()!.replace(/\.json$/, '');
    const example: Example = { id, title: `${id} (examples/)`, messages: data.messages, query: data.query, budget: 300, probes: [] };
    return { id, title: example.title, load: () => example };
  });
  const fromBench = SCENARIOS.filter((spec) => SCENARIO_IDS.includes(spec.id)).map((spec) => {
    let cached: Example | undefined;
    const load = (): Example => {
      const s = spec.build({ id: spec.id, seed: spec.seed, targetTokens: spec.targetTokens });
      cached ??= { id: s.id, title: s.title, messages: s.messages, budget: quarter(s.messages), probes: s.probes };
      return cached;
    };
    return { id: spec.id, title: `${spec.id} (benchmark, with probes)`, load };
  });
  return [...fromFiles, ...fromBench];
}
