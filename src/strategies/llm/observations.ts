/** @module strategies/llm/observations — tool calls compressed into observation records, retrieved on demand. */
import { ProviderError } from '../../errors.js';
import { OBSERVATIONS } from '../../llm/prompts.js';
import { joinLines } from '../../text/runs.js';
import { askJson, compressedIndices } from './ask.js';
import { CARRIED_HEADINGS, readCarried } from './carried.js';
import { assemble, defineLlmStrategy } from './define.js';
import { blockPart, linePieces, sentencePieces, type Part } from './fit-parts.js';
import { numberKnob } from './knob.js';
import { textField } from './parse-json.js';
import { hybridScores, ranked } from './retrieve.js';
import { embedderFor } from './similarity.js';
import { currentGoal, renderTranscript } from './transcript.js';

/** One observation record: the call it came from, the tool, what was learned. */
export interface Observation {
  call: string;
  tool: string;
  record: string;
}

/**
 * Knob defaults of `options.observations`: records retrieved per compression.
 * @example
 * OBSERVATIONS_DEFAULTS.topK // 8
 */
export const OBSERVATIONS_DEFAULTS = { topK: 8 } as const;

/**
 * A record as one line: `- [callId tool] record`.
 * @example
 * renderObservation({ call: 'c1', tool: 'search', record: '3 flights under $600' }) // '- [c1 search] 3 flights under $600'
 */
export function renderObservation(o: Observation): string {
  return `- [${o.call} ${o.tool}] ${joinLines(o.record)}`;
}

/**
 * Records read back from a rendered block.
 * @example
 * parseObservations('- [c1 search] 3 flights') // [{ call: 'c1', tool: 'search', record: '3 flights' }]
 */
export function parseObservations(body: string): Observation[] {
  return body.split('\n').flatMap((line) => {
    const m = /^- \[(\S+) ([^\]]*)\] (.+)$/.exec(line);
    return m ? [{ call: m[1], tool: m[2], record: m[3].trim() }] : [];
  });
}

/**
 * `observations`: one JSON call turns each older tool call and its results into an observation record
 * and summarises the other older messages; records (with those of earlier compressions) are retrieved
 * on demand: the `observations.topK` (8) most relevant to the query (else the latest user message).
 * @example
 * await compress(agentTrace, { budget: 3000, strategy: 'observations', llm, query: 'which tests fail?' });
 */
export const observationsStrategy = defineLlmStrategy({
  name: 'observations',
  description: 'LLM: tool calls compressed into observation records, retrieved on demand',
  async run(ctx) {
    const { input } = ctx;
    const { messages } = input;
    const topK = numberKnob(input.knobs, 'observations', 'topK', OBSERVATIONS_DEFAULTS.topK, { min: 1, integer: true });
    const source = compressedIndices(ctx).filter((i) => !String(messages[i].content).startsWith(CARRIED_HEADINGS.observations));
    const obj = await askJson(ctx, OBSERVATIONS.build({ transcript: renderTranscript(messages, source) }), 'observations');
    const fresh: Observation[] = [];
    for (const o of Array.isArray(obj.observations) ? obj.observations : []) {
      if (o === null || typeof o !== 'object') continue;
      const r = o as Record<string, unknown>;
      const record = textField(r, 'record');
      if (record) fresh.push({ call: textField(r, 'call').replace(/\s+/g, '') || 'call', tool: textField(r, 'tool').replace(/[\]\n]/g, '') || 'tool', record });
    }
    const hasCalls = source.some((i) => (messages[i].tool_calls?.length ?? 0) > 0);
    if (hasCalls && fresh.length === 0) throw new ProviderError('observations: expected an observation record per tool call, found none');
    const pool = [...readCarried(messages, 'observations').flatMap(parseObservations), ...fresh];
    const scores = await hybridScores(pool.map((o) => `${o.tool} ${o.record}`), currentGoal(messages, input.options.query), embedderFor(input), 0.5);
    const top = ranked(scores, topK).map((i) => pool[i]);
    const blocks: Part[] = [];
    if (top.length) blocks.push(blockPart('observations', linePieces(top.map(renderObservation).join('\n')), 2));
    const summary = textField(obj, 'summary');
    if (summary) blocks.push(blockPart('summary', sentencePieces(input.kernel, summary), 1));
    return { parts: assemble(ctx, blocks) };
  },
});
