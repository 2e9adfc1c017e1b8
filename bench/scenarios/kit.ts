/** @module bench/scenarios/kit — script a scenario as beats and gaps, then pad it to a size with filler. */
import type { Message } from '../../src/types.js';
import { createRandom, type Random } from '../generate/random.js';
import { containsPattern, normalise } from '../retention/probe-check.js';
import type { Probe, Scenario } from '../retention/types.js';
import { fillerSentence, type Template } from './filler.js';
import { digits } from './values.js';

/** A run of generated filler inside a message: `count` sentences, or lines of a named kind. */
export interface Fill {
  fill: number;
  kind?: string;
}

/** A piece of message content: literal text, or filler expanded at build time. */
export type Part = string | Fill;

/** A probe as a script states it; the id and `introducedAt` are filled in by {@link Script.build}. */
export type ProbeSpec = Omit<Probe, 'id' | 'introducedAt'>;

/** How a domain pads: its sentence bank, named line kinds (logs, listings), an optional turn shape. */
export interface DomainFiller {
  sentences: readonly Template[];
  /** Characters per o200k token of this domain's text, for sizing. @default 4.7 */
  charsPerToken?: number;
  /** Nouns the generic important-sounding filler talks about. @default the generator's business nouns */
  nouns?: readonly string[];
  kinds?: Record<string, (r: Random) => string>;
  /** One filler exchange; `say(n)` gives n filler sentences, `line(kind)` one line of a kind. */
  turn?: (r: Random, say: (n: number) => string, line: (kind: string) => string, n: number) => Message[];
}

/**
 * Filler placeholder for a message part.
 * @example
 * script.assistant(fill(6), 'The PO number is PO-4471.', fill(3));
 */
export const fill = (count: number, kind?: string): Fill => ({ fill: count, kind });

type Item = { gap: number } | { message: Omit<Message, 'content'>; parts: Part[]; probes: ProbeSpec[] };

const OVERHEAD = 4;
const cost = (m: Message, charsPerToken: number): number =>
  OVERHEAD + Math.ceil((String(m.content).length + (m.tool_calls ? JSON.stringify(m.tool_calls).length : 0)) / charsPerToken);

/**
 * A scenario script: messages with probes attached, and weighted gaps that {@link Script.build}
 * fills with domain filler until the conversation reaches its target size. Filler never contains
 * a probe's pattern or stale value, so only the scripted message carries each fact.
 * @example
 * const s = new Script(createRandom(1));
 * s.user('Order ORD-58213, please.').probe({ type: 'phone_id', fact: 'order ORD-58213', patterns: ['ORD-58213'], question: 'Which order?' });
 * s.gap();
 * const scenario = s.build({ id: 'x', title: 'X', domain: 'support' }, 8_000, { sentences: [] });
 */
export class Script {
  private items: Item[] = [];
  private calls = 0;

  constructor(readonly r: Random) {}

  /** Append a message of a role, built from parts. */
  say(role: Message['role'], ...parts: Part[]): this {
    this.items.push({ message: { role }, parts, probes: [] });
    return this;
  }
  system(...parts: Part[]): this {
    return this.say('system', ...parts);
  }
  user(...parts: Part[]): this {
    return this.say('user', ...parts);
  }
  assistant(...parts: Part[]): this {
    return this.say('assistant', ...parts);
  }

  /** An assistant tool call and the tool's result; a following `probe` attaches to the result. */
  tool(name: string, args: Record<string, unknown>, ...result: Part[]): this {
    const id = `call_${(++this.calls).toString(36)}${digits(this.r, 6)}`;
    const call = { id, type: 'function', function: { name, arguments: JSON.stringify(args) } };
    this.items.push({ message: { role: 'assistant', tool_calls: [call] }, parts: [], probes: [] });
    this.items.push({ message: { role: 'tool', tool_call_id: id }, parts: result, probes: [] });
    return this;
  }

  /** Attach a probe to the last message: that message states (or completes) the fact. */
  probe(spec: ProbeSpec): this {
    const last = this.items.at(-1);
    if (!last || 'gap' in last) throw new Error('probe() must follow a message, found a gap or nothing');
    last.probes.push(spec);
    return this;
  }

  /** A stretch of filler turns; its share of the padding is proportional to `weight`. */
  gap(weight = 1): this {
    this.items.push({ gap: weight });
    return this;
  }

  /** Expand filler, pad the gaps to reach about `targetTokens` (o200k), number the probes. */
  build(meta: Pick<Scenario, 'id' | 'title' | 'domain'>, targetTokens: number, filler: DomainFiller): Scenario {
    const cpt = filler.charsPerToken ?? 4.7;
    const r = createRandom(Math.floor(this.r.next() * 2 ** 31) ^ 0x5bd1e995);
    const reserved = this.items.flatMap((it) =>
      'gap' in it ? [] : it.probes.flatMap((p) => [...p.patterns, ...(p.stale ?? [])]).map(normalise),
    );
    const recent: string[] = [];
    const clean = (make: () => string): string => {
      for (let tries = 0; ; tries++) {
        const text = make();
        const low = normalise(text);
        if (tries > 50 || (!recent.includes(text) && !reserved.some((p) => containsPattern(low, p)))) {
          if (recent.push(text) > 40) recent.shift();
          return text;
        }
      }
    };
    const line = (kind: string): string => clean(() => (filler.kinds?.[kind] ?? ((q) => fillerSentence(q, filler.sentences, filler.nouns)))(r));
    const say = (count: number): string =>
      Array.from({ length: count }, () => clean(() => fillerSentence(r, filler.sentences, filler.nouns))).join(' ');
    // Small targets: shrink the filler inside scripted messages so the facts take at most ~45%.
    const parts = this.items.flatMap((it) => ('gap' in it ? [] : it.parts));
    const literal = parts.reduce((sum, p) => sum + (typeof p === 'string' ? p.length / cpt : 0), 0);
    const filled = parts.reduce((sum, p) => sum + (typeof p === 'string' ? 0 : p.fill * 22), 0);
    const scale = Math.min(1, Math.max(0.15, (0.45 * targetTokens - literal) / Math.max(1, filled)));
    const expand = (parts: Part[]): string => {
      let out = '';
      for (const part of parts) {
        const count = typeof part === 'string' ? 0 : Math.round(part.fill * scale);
        const text = typeof part === 'string' ? part : part.kind ? Array.from({ length: count }, () => line(part.kind!)).join('\n') : say(count);
        if (text === '') continue;
        out += out === '' || out.endsWith('\n') || text.startsWith('\n') ? text : ` ${text}`;
      }
      return out;
    };
    const beats = this.items.map((it) => ('gap' in it ? null : { ...it.message, content: expand(it.parts) } as Message));
    const beatTokens = beats.reduce((sum, m) => sum + (m ? cost(m, cpt) : 0), 0);
    const weights = this.items.reduce((sum, it) => sum + ('gap' in it ? it.gap : 0), 0);
    const padding = Math.max(0, targetTokens - beatTokens);
    const turn = filler.turn ?? defaultTurn;
    const messages: Message[] = [];
    const probes: Probe[] = [];
    let exchanges = 0;
    this.items.forEach((it, i) => {
      if ('gap' in it) {
        let left = (padding * it.gap) / weights;
        while (left > 0) {
          for (const m of turn(r, say, line, exchanges++)) {
            messages.push(m);
            left -= cost(m, cpt);
          }
        }
        return;
      }
      messages.push(beats[i]!);
      for (const p of it.probes) probes.push({ id: `${meta.id}-${probes.length + 1}`, ...p, introducedAt: messages.length - 1 });
    });
    if (messages.at(-1)?.role !== 'user') messages.push({ role: 'user', content: say(r.int(1, 3)) });
    return { ...meta, source: 'generated', messages, probes };
  }
}

function defaultTurn(r: Random, say: (n: number) => string): Message[] {
  const paragraphs = Array.from({ length: r.int(1, 3) }, () => say(r.int(2, 6)));
  if (r.chance(0.2)) paragraphs.push(Array.from({ length: r.int(2, 4) }, () => `- ${say(1)}`).join('\n'));
  return [
    { role: 'user', content: say(r.int(1, 4)) },
    { role: 'assistant', content: paragraphs.join('\n\n') },
  ];
}
