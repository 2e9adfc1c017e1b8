/** @module demo/playground/main — wires the playground page: load a conversation, compress it in a Web Worker, show what survived. */
import { AbortError, needsLlm, OptionsError, PithError, STRATEGY_NAMES, getStrategy, type CompressResult, type TokenizerName } from '../../src/index.js';
import { parseConversation } from './conversation.js';
import { byId, el } from './dom.js';
import { listExamples, type Example } from './examples.js';
import { renderFigures } from './figures.js';
import { originalCards, renderCompressed } from './highlight.js';
import { setupLocalModel } from './local-model.js';
import { renderProbes } from './probes.js';
import { fillInSlices } from './slices.js';
import { compressWorker } from './worker-client.js';

const ui = {
  example: byId<HTMLSelectElement>('example'),
  file: byId<HTMLInputElement>('file'),
  conversation: byId<HTMLTextAreaElement>('conversation'),
  strategy: byId<HTMLSelectElement>('strategy'),
  tokenizer: byId<HTMLSelectElement>('tokenizer'),
  budget: byId<HTMLInputElement>('budget'),
  query: byId<HTMLInputElement>('query'),
  compress: byId<HTMLButtonElement>('compress'),
  stop: byId<HTMLButtonElement>('stop'),
  status: byId<HTMLParagraphElement>('status'),
  error: byId<HTMLParagraphElement>('error'),
  figures: byId<HTMLElement>('figures'),
  original: byId<HTMLElement>('original'),
  compressed: byId<HTMLElement>('compressed'),
  pinned: byId<HTMLUListElement>('pinned'),
  probes: byId<HTMLUListElement>('probes'),
  probeSummary: byId<HTMLParagraphElement>('probe-summary'),
};
const examples = listExamples();
const local = setupLocalModel(showStrategies);
/** compress() runs in this worker, which loads pith.wasm: a large chat never freezes the page. */
const pith = compressWorker();
/** The loaded example, while the text area still holds it unchanged (its probes apply). */
let current: { example: Example; text: string } | undefined;
/** The `query` of the JSON last seen in the text area: it fills the Query field when it changes. */
let jsonQuery: string | undefined;
let running = false;
/** Aborts the run in progress (the Stop button). */
let controller: AbortController | undefined;
const fmt = new Intl.NumberFormat('en');

function showError(message: string | undefined): void {
  ui.error.hidden = !message;
  ui.error.textContent = message ?? '';
}

/** Empties the output of the last run: it belongs to other input. */
function clearResults(): void {
  ui.figures.hidden = true;
  ui.compressed.replaceChildren();
  ui.pinned.replaceChildren();
  ui.probes.replaceChildren();
  ui.probeSummary.textContent = '';
  ui.status.textContent = '';
}

/** Puts a conversation in the text area and the original pane; its query goes to the Query field. */
function showConversation(messages: CompressResult['messages'], query: string | undefined): void {
  ui.conversation.value = JSON.stringify({ query, messages }, null, 1);
  ui.query.value = query ?? '';
  jsonQuery = query;
  // A slice at a time: a 2 MB chat is thousands of cards.
  void fillInSlices(ui.original, messages.length, originalCards(messages, undefined));
  clearResults();
}

function loadExample(id: string): void {
  const example = examples.find((e) => e.id === id)!.load();
  showConversation(example.messages, example.query);
  current = { example, text: ui.conversation.value };
  ui.budget.value = String(example.budget);
  ui.probeSummary.textContent = example.probes.length ? `${example.probes.length} probes: compress to check them` : 'This conversation has no probes; pick a benchmark example.';
}

function render(messages: CompressResult['messages'], result: CompressResult): void {
  const { stats } = result;
  ui.figures.replaceChildren(...renderFigures(stats));
  ui.figures.hidden = false;
  void fillInSlices(ui.original, messages.length, originalCards(messages, result.messages, stats.kept, stats.pinnedFacts));
  ui.compressed.replaceChildren(...renderCompressed(result.messages, stats.pinnedFacts));
  ui.pinned.replaceChildren(...stats.pinnedFacts.map((fact) => el('li', {}, fact)));
  if (stats.pinnedFacts.length === 0) ui.pinned.append(el('li', { class: 'muted' }, 'nothing pinned'));
  const probes = current?.text === ui.conversation.value ? current.example.probes : [];
  const { items, summary } = renderProbes(probes, result.messages);
  ui.probes.replaceChildren(...items);
  ui.probeSummary.textContent = summary;
  ui.status.textContent = `Compressed ${fmt.format(stats.originalTokens)} → ${fmt.format(stats.compressedTokens)} ${stats.tokenizer} tokens (budget ${fmt.format(stats.budget)}, ${stats.ratio.toFixed(2)}×).`;
}

/**
 * Fill the strategy list: the deterministic strategies always, the LLM ones (naive, salience, qtd,
 * …) only while the local-model switch is on, since they need a provider. Keeps the choice when
 * it is still offered, else falls back to `pith`.
 */
function showStrategies(withLlm: boolean): void {
  const previous = ui.strategy.value;
  const option = (name: string) => el('option', { value: name, title: getStrategy(name).description }, name);
  const plain = STRATEGY_NAMES.filter((name) => !needsLlm(getStrategy(name)));
  const llm = STRATEGY_NAMES.filter((name) => needsLlm(getStrategy(name)));
  ui.strategy.replaceChildren(...plain.map(option));
  if (withLlm) ui.strategy.append(el('optgroup', { label: 'LLM (local model)' }, ...llm.map(option)));
  ui.strategy.value = [...ui.strategy.options].some((o) => o.value === previous) ? previous : 'pith';
}

/** The budget field as a number when it reads as one (`-5` too), else the text itself ('' stays ''). */
function budgetOf(input: HTMLInputElement): number {
  // A number field holding text it cannot parse ('1e400', '--5') reads as '': say what is really there.
  if (input.validity.badInput) throw new OptionsError('budget: expected a positive integer, found text that is not a number');
  const text = input.value;
  const trimmed = text.trim();
  return (trimmed !== '' && Number.isFinite(Number(trimmed)) ? Number(trimmed) : text) as number;
}

/** `pending`, or an AbortError as soon as `signal` aborts (what is pending goes on, unheard). */
function untilAborted<T>(pending: Promise<T>, signal: AbortSignal): Promise<T> {
  return new Promise((resolve, reject) => {
    const stop = () => reject(new AbortError('compress', signal));
    if (signal.aborted) return stop();
    signal.addEventListener('abort', stop, { once: true });
    pending.then(resolve, reject).finally(() => signal.removeEventListener('abort', stop));
  });
}

async function run(): Promise<void> {
  if (running) return;
  running = true;
  showError(undefined);
  // aria-disabled, not disabled: a disabled button drops the keyboard focus to <body>.
  ui.compress.setAttribute('aria-disabled', 'true');
  ui.status.textContent = 'Compressing…';
  document.body.dataset.state = 'compressing';
  controller = new AbortController();
  const { signal } = controller;
  ui.stop.hidden = false;
  try {
    const { messages } = parseConversation(ui.conversation.value);
    const strategy = ui.strategy.value;
    // Loading the model cannot be cancelled, but Stop need not wait for it.
    const llm = needsLlm(getStrategy(strategy)) ? await untilAborted(local.provider(), signal) : undefined;
    const result = await pith.compress(messages, {
      // A number when it reads as one; anything else goes to compress() as typed, so its error says what was found.
      budget: budgetOf(ui.budget),
      // The Query field alone: the JSON's query was copied into it, and clearing it means no query.
      query: ui.query.value.trim() || undefined,
      strategy,
      tokenizer: ui.tokenizer.value as TokenizerName,
      // Only LLM strategies load the model (on the page; the worker's calls to it come back here).
      llm,
      signal,
    });
    render(messages, result);
  } catch (error) {
    const code = error instanceof PithError ? `${error.code}: ` : '';
    showError(`${code}${error instanceof Error ? error.message : String(error)}`);
    // The last run's figures and output belong to other input: never show them beside this error.
    clearResults();
  } finally {
    running = false;
    controller = undefined;
    ui.stop.hidden = true;
    ui.compress.removeAttribute('aria-disabled');
    document.body.dataset.state = 'ready';
  }
}

for (const e of examples) ui.example.append(el('option', { value: e.id }, e.title));
showStrategies(false);
ui.example.addEventListener('change', () => loadExample(ui.example.value));
ui.file.addEventListener('change', async () => {
  const file = ui.file.files?.[0];
  if (!file) return;
  try {
    const { messages, query } = parseConversation(await file.text());
    showConversation(messages, query);
    showError(undefined);
  } catch (error) {
    const code = error instanceof PithError ? `${error.code}: ` : '';
    showError(`${code}${file.name}: ${(error as Error).message}`);
  } finally {
    ui.file.value = ''; // picking the same file again (after editing it) loads it again
  }
});
// Pasted or edited JSON with a new `query`: it goes to the Query field, which alone is used.
ui.conversation.addEventListener('change', () => {
  try {
    const { query } = parseConversation(ui.conversation.value);
    if (query !== undefined && query !== jsonQuery) ui.query.value = query;
    jsonQuery = query;
  } catch {
    // Not a conversation (yet): Compress shows why.
  }
});
ui.compress.addEventListener('click', () => void run());
ui.stop.addEventListener('click', () => controller?.abort());
loadExample(examples[0].id);

pith.ready().then(
  () => {
    ui.compress.disabled = false;
    document.body.dataset.state = 'ready';
  },
  (error: Error) => showError(`The WASM kernel did not load: ${error.message}`),
);
