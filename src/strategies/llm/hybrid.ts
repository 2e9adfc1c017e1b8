/** @module strategies/llm/hybrid — entity graph plus vector retrieval of older messages, weighted 0.4 / 0.6. */
import { ProviderError } from '../../errors.js';
import { ENTITY_GRAPH } from '../../llm/prompts.js';
import { plainText } from '../../text/parts.js';
import { askJson, compressedIndices } from './ask.js';
import { CARRIED_HEADINGS, readCarried } from './carried.js';
import { normalize } from '../../text/bm25.js';
import { assemble, defineLlmStrategy } from './define.js';
import { blockPart, keptPart, linePieces, type Part } from './fit-parts.js';
import { numberKnob } from './knob.js';
import { stringList, textField } from './parse-json.js';
import { ranked } from './retrieve.js';
import { embedderFor, similarityTo } from './similarity.js';
import { currentGoal, renderTranscript } from './transcript.js';

/** One edge of the entity graph. */
export interface Relation {
  from: string;
  relation: string;
  to: string;
}

/**
 * Knob defaults of `options.hybrid`.
 * @example
 * HYBRID_DEFAULTS.graphWeight // 0.4
 */
export const HYBRID_DEFAULTS = { graphWeight: 0.4, vectorWeight: 0.6, topK: 8 } as const;

/**
 * An edge as one line: `- A -[relation]-> B`.
 * @example
 * renderRelation({ from: 'Ana', relation: 'reports to', to: 'Bo' }) // '- Ana -[reports to]-> Bo'
 */
export function renderRelation(r: Relation): string {
  return `- ${r.from} -[${r.relation}]-> ${r.to}`;
}

/**
 * Edges read back from a rendered block.
 * @example
 * parseRelations('- Ana -[reports to]-> Bo') // [{ from: 'Ana', relation: 'reports to', to: 'Bo' }]
 */
export function parseRelations(body: string): Relation[] {
  return body.split('\n').flatMap((line) => {
    const m = relationFields(line);
    return m ? [{ from: m[0].trim(), relation: m[1].trim(), to: m[2].trim() }] : [];
  });
}

/**
 * The from, relation and to of a line, as `/^- (.+?) -\[(.+?)\]-> (.+)$/` captures them (null where
 * it does not match), by indexOf: the regex read the rest of the line from each ` -[` (quadratic).
 * @example
 * relationFields('- Ana -[reports to]-> Bo') // ['Ana', 'reports to', 'Bo']
 */
export function relationFields(line: string): [string, string, string] | null {
  if (!line.startsWith('- ') || /[\n\r\u2028\u2029]/.test(line)) return null;
  // The first ` -[` after a non-empty `from`, then the first `]-> ` after a non-empty relation, with
  // a non-empty `to` after it: a pair exists when some `]-> ` is far enough from both ends.
  const open = line.indexOf(' -[', 3);
  const lastArrow = line.lastIndexOf(']-> ', line.length - 5);
  if (open < 0 || lastArrow < open + 4) return null;
  const arrow = line.indexOf(']-> ', open + 4);
  return [line.slice(2, open), line.slice(open + 3, arrow), line.slice(arrow + 4)];
}

/**
 * Entity weight for a query: 1 for entities the query names, 0.5 for their neighbours in the graph.
 * @example
 * entityWeights(['Ana', 'Bo'], [{ from: 'Ana', relation: 'reports to', to: 'Bo' }], 'who is Ana?') // Map { 'ana' => 1, 'bo' => 0.5 }
 */
export function entityWeights(entities: readonly string[], relations: readonly Relation[], query: string): Map<string, number> {
  const q = query.toLowerCase();
  const w = new Map<string, number>();
  for (const e of entities) if (e.length > 1 && q.includes(e.toLowerCase())) w.set(e.toLowerCase(), 1);
  for (const r of relations) {
    const a = r.from.toLowerCase();
    const b = r.to.toLowerCase();
    if (w.get(a) === 1 && !w.has(b)) w.set(b, 0.5);
    if (w.get(b) === 1 && !w.has(a)) w.set(a, 0.5);
  }
  return w;
}

/**
 * `hybrid`: one JSON call extracts the entity graph of the older messages (kept across compressions);
 * older messages are scored `graphWeight` (0.4) × entity-graph relevance + `vectorWeight` (0.6) ×
 * embedding similarity to the query (else the latest user message); the graph and the `topK` (8)
 * best messages, verbatim and in order, precede the recent messages.
 * @example
 * await compress(messages, { budget: 2000, strategy: 'hybrid', llm, embedder, query: 'Who approves the order?' });
 */
export const hybridStrategy = defineLlmStrategy({
  name: 'hybrid',
  description: 'LLM: entity graph plus vector retrieval, weights 0.4 / 0.6',
  async run(ctx) {
    const { input, split } = ctx;
    const { messages } = input;
    const gw = numberKnob(input.knobs, 'hybrid', 'graphWeight', HYBRID_DEFAULTS.graphWeight, { min: 0, max: 1 });
    const vw = numberKnob(input.knobs, 'hybrid', 'vectorWeight', HYBRID_DEFAULTS.vectorWeight, { min: 0, max: 1 });
    const topK = numberKnob(input.knobs, 'hybrid', 'topK', HYBRID_DEFAULTS.topK, { min: 0, integer: true });
    const source = compressedIndices(ctx).filter((i) => !String(messages[i].content).startsWith(CARRIED_HEADINGS.graph));
    const obj = await askJson(ctx, ENTITY_GRAPH.build({ transcript: renderTranscript(messages, source) }), 'hybrid');
    const fresh: Relation[] = [];
    for (const r of Array.isArray(obj.relations) ? obj.relations : []) {
      if (r === null || typeof r !== 'object') continue;
      const o = r as Record<string, unknown>;
      const rel = { from: textField(o, 'from'), relation: textField(o, 'relation').replace(/[[\]]/g, ''), to: textField(o, 'to') };
      if (rel.from && rel.relation && rel.to) fresh.push(rel);
    }
    const entities = stringList(obj.entities);
    if (fresh.length === 0 && entities.length === 0) throw new ProviderError('hybrid: expected entities or relations in the reply, found none');
    const seen = new Set<string>();
    const relations = [...readCarried(messages, 'graph').flatMap(parseRelations), ...fresh].filter((r) => {
      const key = renderRelation(r).toLowerCase();
      return !seen.has(key) && !!seen.add(key);
    });
    const query = currentGoal(messages, input.options.query);
    const weights = entityWeights([...entities, ...relations.flatMap((r) => [r.from, r.to])], relations, query);
    // Candidates: whole groups of older messages (a tool call stays with its results).
    const groups = new Map<number, number[]>();
    for (const i of split.old) groups.set(split.plan.groups[i], [...(groups.get(split.plan.groups[i]) ?? []), i]);
    const cands = [...groups.values()];
    const docs = cands.map((g) => g.map((i) => plainText(messages[i])).join('\n'));
    const graph = normalize(docs.map((d) => [...weights].reduce((s, [e, w]) => s + (d.toLowerCase().includes(e) ? w : 0), 0)));
    const vector = normalize(await similarityTo(query, docs, embedderFor(input)));
    const scores = docs.map((_, k) => gw * graph[k] + vw * vector[k]);
    const middle: Part[] = ranked(scores, topK).filter((k) => scores[k] > 0).flatMap((k) => cands[k].map((i) => keptPart(messages, i, 1 + scores[k], split.plan.groups[i])));
    const touches = (r: Relation) => (weights.has(r.from.toLowerCase()) || weights.has(r.to.toLowerCase()) ? 1 : 0);
    const ordered = relations.map((r, k) => [touches(r), k] as const).sort((a, b) => b[0] - a[0] || a[1] - b[1]).map(([, k]) => relations[k]);
    const blocks = ordered.length ? [blockPart('graph', linePieces(ordered.map(renderRelation).join('\n')), 2.5)] : [];
    return { parts: assemble(ctx, blocks, middle) };
  },
});
