/** @module demo/widget/view — builds the widget's shadow DOM and updates it; text only ever goes in as textContent. */
import type { Message } from '../../src/index.js';
import { textOf, type ContextStats } from './conversation.js';
import { STYLES } from './styles.js';

/** Handles to the parts of the rendered widget. */
export interface ChatView {
  form: HTMLFormElement;
  input: HTMLTextAreaElement;
  /** Replaces the message list. */
  showHistory(messages: Message[]): void;
  /** Appends one message; returns its element. */
  append(message: Message, pending?: boolean): HTMLLIElement;
  /** Shows original vs sent tokens of the last request. */
  showSaved(stats: ContextStats): void;
  /** Shows an error line, or hides it when `text` is empty. */
  showError(text: string): void;
  setBusy(busy: boolean): void;
}

const TEMPLATE = `
<section class="chat" part="container">
  <header>
    <span class="title" part="title"></span>
    <span class="saved" part="saved" aria-live="polite"></span>
  </header>
  <ol class="log" part="log" aria-label="Conversation" aria-live="polite"></ol>
  <p class="error" role="alert" hidden></p>
  <form part="form">
    <textarea rows="1" dir="auto" aria-label="Message" placeholder="Ask anything…"></textarea>
    <button type="submit">Send</button>
  </form>
</section>`;

const fmt = new Intl.NumberFormat('en');

/**
 * Renders the widget into `root` and returns the handles to update it.
 * @example
 * const view = renderView(this.attachShadow({ mode: 'open' }), 'Ask us');
 * view.append({ role: 'user', content: 'hi' });
 */
export function renderView(root: ShadowRoot, title: string): ChatView {
  root.innerHTML = `<style>${STYLES}</style>${TEMPLATE}`;
  const $ = <T extends Element>(sel: string) => root.querySelector(sel) as T;
  $<HTMLElement>('.title').textContent = title;
  const log = $<HTMLOListElement>('.log');
  const saved = $<HTMLElement>('.saved');
  const error = $<HTMLElement>('.error');
  const input = $<HTMLTextAreaElement>('textarea');
  const button = $<HTMLButtonElement>('button');

  const item = (m: Message, pending = false): HTMLLIElement => {
    const li = document.createElement('li');
    li.className = `msg ${m.role}${pending ? ' pending' : ''}`;
    li.dataset.role = m.role;
    li.dir = 'auto'; // Arabic or Hebrew reads right to left, even on a left-to-right page
    li.textContent = textOf(m);
    return li;
  };
  const scroll = () => log.scrollTo({ top: log.scrollHeight });

  return {
    form: $<HTMLFormElement>('form'),
    input,
    showHistory(messages) {
      const shown = messages.filter((m) => m.role === 'user' || m.role === 'assistant');
      log.replaceChildren(...shown.map((m) => item(m)));
      scroll();
    },
    append(message, pending) {
      const li = log.appendChild(item(message, pending));
      scroll();
      return li;
    },
    showSaved({ originalTokens, sentTokens }) {
      const saved$ = Math.max(0, originalTokens - sentTokens);
      const pct = originalTokens > 0 ? Math.round((100 * saved$) / originalTokens) : 0;
      const sent = `sent ${fmt.format(sentTokens)} of ${fmt.format(originalTokens)}`;
      saved.textContent = `${fmt.format(saved$)} tokens saved (${pct}%) · ${sent}`;
      saved.dataset.original = String(originalTokens);
      saved.dataset.sent = String(sentTokens);
    },
    showError(text) {
      error.textContent = text;
      error.hidden = !text;
      scroll(); // the error line takes room from the log: keep its last message in view
    },
    setBusy(busy) {
      button.disabled = busy;
      input.readOnly = busy;
    },
  };
}
