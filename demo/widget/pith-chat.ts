/** @module demo/widget/pith-chat — the `<pith-chat>` custom element: attributes in, a compressed chat on the page. */
import { OptionsError } from '../../src/index.js';
import { runTurn, type ChatSettings, type TurnResult } from './chat-loop.js';
import { openConversation, type Conversation } from './conversation.js';
import { renderView, type ChatView } from './view.js';

const API_MODES = ['openai', 'worker'] as const;

/**
 * Reads and checks the element's attributes; a bad value throws `OptionsError`, shown in the widget.
 * @example
 * readSettings(document.querySelector('pith-chat')!).budget // 2000
 */
export function readSettings(el: Element): ChatSettings {
  const attr = (name: string) => el.getAttribute(name)?.trim() || undefined;
  const endpoint = attr('endpoint');
  if (!endpoint) throw new OptionsError('pith-chat: expected an endpoint attribute (a URL), found none');
  const api = attr('api') ?? attr('mode') ?? 'openai';
  if (!(API_MODES as readonly string[]).includes(api)) {
    throw new OptionsError(`pith-chat: api must be one of ${API_MODES.join(', ')}, found "${api}"`);
  }
  const budget = wholeNumber('budget', attr('budget') ?? '2000');
  const timeoutMs = wholeNumber('timeout', attr('timeout') ?? '60000');
  const llmEndpoint = attr('llm-endpoint');
  if (api === 'worker' && !llmEndpoint) {
    throw new OptionsError('pith-chat: api="worker" expected an llm-endpoint attribute, found none');
  }
  return {
    api: api as ChatSettings['api'],
    endpoint: url('endpoint', endpoint),
    apiKey: attr('api-key'),
    llmEndpoint: llmEndpoint && url('llm-endpoint', llmEndpoint),
    llmApiKey: attr('llm-api-key'),
    model: attr('model') ?? 'gpt-4o-mini',
    budget,
    strategy: attr('strategy') ?? 'pith',
    system: attr('system'),
    conversation: attr('conversation') ?? 'default',
    timeoutMs,
  };
}

/**
 * The `vectors` attribute as an absolute URL (undefined when absent): where the widget loads pith's
 * word-vector table from; a value that is no URL throws `OptionsError`.
 * @example
 * vectorsUrl(document.querySelector('pith-chat')!) // 'https://shop.example/pith/vectors.bin'
 */
export function vectorsUrl(el: Element): string | undefined {
  const text = el.getAttribute('vectors')?.trim();
  return text ? url('vectors', text) : undefined;
}

// Digits only: "1e300", "0x10" and "12.0" are not what a page author means by a whole number.
function wholeNumber(name: string, text: string): number {
  const n = /^\d{1,15}$/.test(text) ? Number(text) : NaN;
  if (!(n > 0)) throw new OptionsError(`pith-chat: ${name} must be a positive integer, found "${text}"`);
  return n;
}

function url(name: string, text: string): string {
  try {
    return new URL(text, document.baseURI).href;
  } catch {
    throw new OptionsError(`pith-chat: ${name} expected a URL, found "${text}"`);
  }
}

/**
 * `<pith-chat endpoint="https://api.example.com/v1" budget="2000">`: a chat box that keeps its
 * conversation in IndexedDB and sends only the compressed context. Fires `pith-reply`
 * (`detail: { reply, stats }`) after each answer and `pith-error` (`detail: error`) on failure.
 * @example
 * const chat = document.createElement('pith-chat');
 * chat.setAttribute('endpoint', 'http://127.0.0.1:11434/v1');
 * document.body.append(chat);
 */
export class PithChat extends HTMLElement {
  static observedAttributes = ['conversation', 'label', 'vectors'];
  #view?: ChatView;
  #memory?: Conversation;
  #memoryKey?: string;
  #busy = false;

  connectedCallback(): void {
    if (this.#view) return;
    this.#view = renderView(this.shadowRoot ?? this.attachShadow({ mode: 'open' }), this.#title());
    this.#view.form.addEventListener('submit', (e) => {
      e.preventDefault();
      void this.send(this.#view!.input.value);
    });
    this.#view.input.addEventListener('keydown', (e) => {
      if (e.key === 'Enter' && !e.shiftKey && !e.isComposing) {
        e.preventDefault();
        this.#view!.form.requestSubmit();
      }
    });
    void this.#load();
  }

  attributeChangedCallback(name: string, before: string | null, after: string | null): void {
    if (!this.#view || before === after) return;
    if (name === 'conversation' || name === 'vectors') void this.#load();
    if (name === 'label') this.shadowRoot!.querySelector('.title')!.textContent = this.#title();
  }

  /** Sends `text` as the user's next message; resolves when the reply is shown (undefined on failure). */
  async send(text: string): Promise<TurnResult | undefined> {
    const view = this.#view;
    if (!view || this.#busy || !text.trim()) return undefined;
    this.#busy = true;
    view.setBusy(true);
    view.showError('');
    let pending: HTMLLIElement | undefined;
    let asked: HTMLLIElement | undefined;
    let stored = false;
    try {
      const settings = readSettings(this);
      asked = view.append({ role: 'user', content: text });
      pending = view.append({ role: 'assistant', content: '…' }, true);
      const result = await runTurn(this.#conversation(settings.conversation), settings, text, () => {
        stored = true;
        view.input.value = '';
      });
      pending.remove();
      view.append({ role: 'assistant', content: result.reply });
      view.showSaved(result.stats);
      this.dispatchEvent(new CustomEvent('pith-reply', { detail: result, bubbles: true, composed: true }));
      return result;
    } catch (error) {
      pending?.remove();
      if (!stored) asked?.remove(); // not stored: the text stays in the input box to edit and resend
      view.showError(error instanceof Error ? error.message : String(error));
      this.dispatchEvent(new CustomEvent('pith-error', { detail: error, bubbles: true, composed: true }));
      return undefined;
    } finally {
      this.#busy = false;
      view.setBusy(false);
    }
  }

  /** Forgets the stored conversation and empties the view. */
  async clear(): Promise<void> {
    await this.#conversation(this.#conversationId()).clear();
    this.#view?.showHistory([]);
  }

  /** The conversation id as `readSettings` reads it (trimmed), so sends, history and clear() share one database. */
  #conversationId(): string {
    return this.getAttribute('conversation')?.trim() || 'default';
  }

  #title(): string {
    return this.getAttribute('label') || 'Chat';
  }

  /** The conversation `id`, opened with the `vectors` attribute as it is now (a new table or none opens it again). */
  #conversation(id: string): Conversation {
    // With api="worker" the Worker ranks the history: the local copy needs no table.
    const api = (this.getAttribute('api') ?? this.getAttribute('mode'))?.trim();
    const vectors = api === 'worker' ? undefined : vectorsUrl(this);
    const key = JSON.stringify([id, vectors]);
    if (this.#memory && this.#memoryKey === key) return this.#memory;
    this.#memoryKey = key;
    return (this.#memory = openConversation(id, { vectors }));
  }

  async #load(): Promise<void> {
    const view = this.#view!;
    try {
      const memory = this.#conversation(this.#conversationId());
      view.showHistory(await memory.history());
      this.toggleAttribute('ready', true);
    } catch (error) {
      view.showError(error instanceof Error ? error.message : String(error));
    }
  }
}

if (!customElements.get('pith-chat')) customElements.define('pith-chat', PithChat);

declare global {
  interface HTMLElementTagNameMap {
    'pith-chat': PithChat;
  }
}
