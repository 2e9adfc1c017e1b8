/** @module adapters/bridge — carry foreign message types through compress() and back, by source index. */
import { compress, countTokens, InputError, LEDGER_HEADING, type CompressOptions, type CompressStats, type Message } from 'pith';

const SOURCE = '__pithSource';

/** How one adapter converts its message type to pith messages and back. */
export interface Conversion<T> {
  /** One foreign message → one or more pith messages (never zero). */
  toPith(item: T, index: number): Message[];
  /**
   * Rebuild a foreign message from the pith messages that survived for it (in order). pith may
   * have removed tool calls (their results were dropped): keep only those {@link keptCallIds} names.
   */
  fromPith(item: T, kept: Message[], index: number): T;
  /** A message pith created (ledger, summary) → the foreign type. */
  created(message: Message): T;
  /**
   * How many items open the list without being the caller's messages (the blocks of Anthropic's
   * `system` parameter): the ledger's `mN` and `stats.kept` count the caller's messages after them.
   * @default 0
   */
  lead?: number;
}

/** Result of an adapter's compress call: the caller's own message type plus pith's stats. */
export interface AdaptedResult<T> {
  messages: T[];
  stats: CompressStats;
}

/**
 * Compress foreign messages: convert, compress, and map each surviving pith message back to the
 * message it came from. A foreign message whose pith messages all survive unchanged (content and
 * tool calls) is returned as the same object.
 * @example
 * const { messages } = await compressVia(history, { budget: 2000 }, openAIConversion);
 */
export async function compressVia<T>(items: readonly T[], options: CompressOptions, conv: Conversion<T>): Promise<AdaptedResult<T>> {
  const before = new Map<number, Message[]>();
  const tagged: Message[] = [];
  items.forEach((item, i) => {
    const converted = conv.toPith(item, i);
    before.set(i, converted);
    for (const m of converted) tagged.push({ ...m, [SOURCE]: i });
  });
  const { messages, stats } = await compress(tagged, options);
  const lead = conv.lead ?? 0;
  const ledger = tagged.length === items.length && lead === 0 ? undefined : await callerNumbered(messages, tagged, options, lead);
  const out: T[] = [];
  for (let k = 0; k < messages.length; ) {
    const src = messages[k][SOURCE];
    if (typeof src !== 'number') {
      out.push(conv.created(k === ledger?.at ? ledger.message : messages[k]));
      k++;
      continue;
    }
    const kept: Message[] = [];
    while (k < messages.length && messages[k][SOURCE] === src) kept.push(untag(messages[k++]));
    out.push(unchanged(before.get(src)!, kept) ? items[src] : conv.fromPith(items[src], kept, src));
  }
  return { messages: out, stats: afterLead(await perInput(stats, tagged, items.length, options), lead) };
}

/** Stats of the caller's messages alone: the first `lead` items are not theirs. */
function afterLead(stats: CompressStats, lead: number): CompressStats {
  if (lead === 0) return stats;
  const kept = stats.kept.slice(lead);
  return { ...stats, kept, droppedMessages: kept.filter((k) => k === 0).length };
}

/** A ledger line's source, `m12 tool: `: the number, and the rest of the line. */
const LINE = /^m(\d+)( (?:user|assistant|system|tool|developer): )(.*)$/;

/**
 * pith's ledger with the caller's message numbers: its `mN` counts pith's messages, and a caller's
 * message split into several (an AI SDK tool message, one per result) had shifted every number after
 * it, as do `lead` items before the caller's messages (a line from one of those is `system: …`).
 * Lines of one caller message become one line. `undefined` when there is no ledger, or when the
 * renumbered output would not fit the budget (fewer digits and lines never add tokens in practice;
 * the check makes it sure).
 * @example
 * await callerNumbered(messages, tagged, { budget: 300 }) // { at: 1, message: { role: 'system', content: 'Facts…\nm4 tool: ORD-11111; ORD-22222' } }
 */
async function callerNumbered(messages: Message[], tagged: Message[], options: CompressOptions, lead = 0): Promise<{ at: number; message: Message } | undefined> {
  const at = messages.findIndex((m) => typeof m[SOURCE] !== 'number' && m.role === 'system' && typeof m.content === 'string' && m.content.startsWith(LEDGER_HEADING));
  if (at < 0) return undefined;
  const lines: string[] = [];
  let last = '';
  for (const line of (messages[at].content as string).split('\n')) {
    const m = LINE.exec(line);
    const src = m ? tagged[Number(m[1])]?.[SOURCE] : undefined;
    if (!m || typeof src !== 'number') {
      lines.push(line);
      last = '';
      continue;
    }
    const head = src < lead ? m[2].trimStart() : `m${src - lead}${m[2]}`;
    if (head === last) lines[lines.length - 1] += `; ${m[3]}`;
    else lines.push(head + m[3]);
    last = head;
  }
  const message: Message = { ...messages[at], content: lines.join('\n') };
  const count = { tokenizer: options.tokenizer, partTokens: options.partTokens };
  const renumbered = messages.map((m, k) => untag(k === at ? message : m));
  return (await countTokens(renumbered, count)) <= options.budget ? { at, message: untag(message) } : undefined;
}

/**
 * `stats.kept` and `droppedMessages` per caller message: a message split into several pith
 * messages (an AI SDK tool message, one per result) gets their token-weighted share.
 */
async function perInput(stats: CompressStats, tagged: Message[], n: number, options: CompressOptions): Promise<CompressStats> {
  if (tagged.length === n) return stats;
  const count = { tokenizer: options.tokenizer, partTokens: options.partTokens };
  const share = new Array<number>(n).fill(0);
  const whole = new Array<number>(n).fill(0);
  for (let k = 0; k < tagged.length; k++) {
    const src = tagged[k][SOURCE] as number;
    const weight = await countTokens([untag(tagged[k])], count);
    share[src] += weight * (stats.kept[k] ?? 0);
    whole[src] += weight;
  }
  const kept = share.map((s, i) => (whole[i] ? s / whole[i] : 0));
  return { ...stats, kept, droppedMessages: kept.filter((k) => k === 0).length };
}

/**
 * JSON text of a value the caller gave (tool-call input or args): a cycle or a BigInt is an
 * {@link InputError} naming where, not a TypeError from deep inside.
 * @example
 * jsonOf({ id: 'ORD-58213' }, 'messages[2].content[1].input') // '{"id":"ORD-58213"}'
 */
export function jsonOf(value: unknown, where: string): string {
  try {
    return JSON.stringify(value) ?? 'null';
  } catch (cause) {
    const why = cause instanceof Error ? cause.message.split('\n')[0] : String(cause);
    throw new InputError(`${where}: expected JSON values, found ${why}`, { cause });
  }
}

/**
 * A reasoning block as pith reads it: its words in a `<think>` block, counted like any text and
 * stripped from older assistant turns as `<think>` reasoning is (the AI SDK's `reasoning` parts,
 * LangChain's `thinking` and `reasoning` blocks). It comes back only whole.
 * @example
 * asThought('Check the dates first.') // '<think>Check the dates first.</think>'
 */
export function asThought(text: string): string {
  return `<think>${text}</think>`;
}

/**
 * Index of the assistant message whose tool calls the last messages (their results) answer: the
 * live turn, whose reasoning Anthropic's API needs back unchanged with its calls; -1 when none.
 * Adapters carry that reasoning on the turn's first call, so it is kept exactly while the calls are.
 * @example
 * liveTurnOf(['system', 'user', 'assistant', 'tool', 'tool']) // 2
 */
export function liveTurnOf(roles: readonly (string | undefined)[]): number {
  let i = roles.length - 1;
  if (roles[i] !== 'tool') return -1;
  while (i >= 0 && roles[i] === 'tool') i--;
  return roles[i] === 'assistant' ? i : -1;
}

/**
 * The ids of the tool calls that survived on these pith messages (pith drops an assistant's calls
 * whose results it all dropped, and may keep only some).
 * @example
 * keptCallIds([{ role: 'assistant', content: 'Done.' }]) // Set {} — the calls were removed
 */
export function keptCallIds(kept: readonly Message[]): Set<string> {
  return new Set(kept.flatMap((m) => (m.tool_calls ?? []).map((c) => c.id)));
}

function untag(m: Message): Message {
  const { [SOURCE]: _drop, ...rest } = m;
  return rest as Message;
}

function unchanged(original: Message[], kept: Message[]): boolean {
  return original.length === kept.length && original.every((m, i) => JSON.stringify(m.content) === JSON.stringify(kept[i].content) && callsOf(m) === callsOf(kept[i]));
}

function callsOf(m: Message): string {
  return (m.tool_calls ?? []).map((c) => c.id).join('\n');
}
