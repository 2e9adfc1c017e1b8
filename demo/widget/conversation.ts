/** @module demo/widget/conversation — the widget's one door to storage: pith's tiered memory in IndexedDB, one database per conversation. */
import {
  BudgetError, compress, countTokens, createMemory, indexedDbStore, initVectors, type Memory, type Message,
} from '../../src/index.js';
import { loadKernel } from './kernel.js';

/** What one compressed context cost and saved, in the library's token counter. */
export interface ContextStats {
  /** Tokens of the whole conversation (system prompt and question included) before compression. */
  originalTokens: number;
  /** Tokens actually sent. */
  sentTokens: number;
  /** How the history was ranked against the question: `lexical`, or `lexical+static` with word vectors. */
  relevance?: string;
}

/** A compressed context, ready to send to a model. */
export interface Context {
  messages: Message[];
  stats: ContextStats;
}

/** Options of {@link Conversation.context}. */
export interface ContextOptions {
  /** The new user message, not stored yet: it is sent verbatim, last, and ranks the rest. */
  question: Message;
  /** Token budget for everything sent: system prompt, compressed history and question. */
  budget: number;
  /** System prompt placed first and kept verbatim. */
  system?: string;
  /**
   * 'pith': the tiered memory picks the context; another strategy name (window, truncate, …)
   * compresses the stored history with that strategy. @default 'pith'
   */
  strategy?: string;
}

/** One stored conversation. */
export interface Conversation {
  /** Appends messages durably (the promise settles after IndexedDB committed them). */
  add(messages: Message[]): Promise<void>;
  /** Every stored message, verbatim, in order. */
  history(): Promise<Message[]>;
  /** The stored conversation compressed to fit `budget` together with the new question. */
  context(options: ContextOptions): Promise<Context>;
  /** Forgets every message of this conversation. */
  clear(): Promise<void>;
}

/**
 * IndexedDB database name of conversation `id`.
 * @example
 * databaseName('support') // 'pith-chat:support'
 */
export const databaseName = (id: string): string => `pith-chat:${id}`;

/** Options of {@link openConversation}. */
export interface ConversationOptions {
  /**
   * URL of pith's word-vector table (`build/vectors.bin`, 4.7 MB), loaded once before the memory
   * opens, so the history is ranked by meaning as well as words; a table that cannot load fails
   * the call with a `WasmError` naming the URL (the next call tries again). Without it the widget
   * stays small and ranks by words alone.
   */
  vectors?: string;
}

/**
 * Opens (or starts) conversation `id` in this origin's IndexedDB, through `createMemory`.
 * @example
 * const chat = openConversation('support', { vectors: 'https://cdn.example/pith/vectors.bin' });
 * const question = { role: 'user', content: 'How many chairs?' } as const;
 * const { messages, stats } = await chat.context({ question, budget: 2000 });
 * await chat.add([question]);
 */
export function openConversation(id: string, options: ConversationOptions = {}): Conversation {
  let opened: Promise<Memory> | undefined;
  const memory = (): Promise<Memory> => {
    opened ??= loadKernel().then(async (kernel) => {
      // Before the memory opens: it takes the word vectors as its embedder only when the kernel has them.
      if (options.vectors) await initVectors(new URL(options.vectors, document.baseURI));
      return createMemory({ store: indexedDbStore({ name: databaseName(id) }), kernel });
    });
    opened.catch(() => (opened = undefined)); // a failed open is retried on the next call
    return opened;
  };
  return {
    async add(messages) {
      await (await memory()).add(messages);
    },
    history: async () => (await memory()).history(),
    async context({ question, budget, system, strategy = 'pith' }) {
      const m = await memory();
      const kernel = await loadKernel();
      const head: Message[] = system ? [{ role: 'system', content: system }] : [];
      const all = [...head, ...(await m.history()), question];
      const originalTokens = await countTokens(all, { kernel });
      if (strategy !== 'pith') {
        const query = textOf(question);
        const { messages, stats } = await compress(all, { budget, query, strategy, kernel });
        const relevance = stats.relevance ? { relevance: stats.relevance } : {};
        return { messages, stats: { originalTokens, sentTokens: stats.compressedTokens, ...relevance } };
      }
      // The question is sent verbatim and last; the memory fills the rest around the system prompt.
      const headTokens = head.length ? await countTokens(head, { kernel }) : 0;
      const questionTokens = await countTokens([question], { kernel });
      if (headTokens + questionTokens > budget) {
        throw new BudgetError(budget, headTokens + questionTokens, 'the system prompt and the message');
      }
      const stored = all.length > head.length + 1;
      const fitted = stored
        ? await m.context({ query: textOf(question), budget: budget - questionTokens, system, refine: true })
        : undefined;
      const messages = [...(fitted?.messages ?? head), question];
      const relevance = fitted?.stats.relevance ? { relevance: fitted.stats.relevance } : {};
      return { messages, stats: { originalTokens, sentTokens: await countTokens(messages, { kernel }), ...relevance } };
    },
    async clear() {
      await (await memory()).clear();
    },
  };
}

/**
 * The text of a message (text parts joined; other parts have none).
 * @example
 * textOf({ role: 'user', content: [{ type: 'text', text: 'hi' }] }) // 'hi'
 */
export function textOf(m: Message): string {
  if (typeof m.content === 'string') return m.content;
  return m.content.map((p) => ('text' in p ? String(p.text) : '')).join('');
}
