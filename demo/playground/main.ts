/** @module demo/playground/main — wires the playground page: load a conversation, compress it, show what survived. */
import { compress, init, needsLlm, PithError, STRATEGY_NAMES, getStrategy, type CompressResult, type TokenizerName } from '../../src/platform/browser.js';
import { parseConversation } from './conversation.js';
import { byId, el } from './dom.js';
import { listExamples, type Example } from './examples.js';
import { renderFigures } from './figures.js';
import { renderCompressed, renderOriginal } from './highlight.js';
import { setupLocalModel } from './local-model.js';
import { renderProbes } from './probes.js';

const ui = {
  example: byId<HTMLSelectElement>('example'),
  file: byId<HTMLInputElement>('file'),
  conversation: byId<HTMLTextAreaElement>('conversation'),
  strategy: byId<HTMLSelectElement>('strategy'),
  tokenizer: byId<HTMLSelectElement>('tokenizer'),
  budget: byId<HTMLInputElement>('budget'),
  query: byId<HTMLInputElement>('query'),
  compress: byId<HTMLButtonElement>('compress'),
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
/** The loaded example, while the text area still holds it unchanged (its probes apply). */
let current: { example: Example; text: string } | undefined;

function showError(message: string | undefined): void {
  ui.error.hidden = !message;
  ui.error.textContent = message ?? '';
}

function loadExample(id: string): void {
  const example = examples.find((e) => e.id === id)!.load();
  const text = JSON.stringify({ query: example.query, messages: example.messages }, null, 1);
  current = { example, text };
  ui.conversation.value = text;
  ui.query.value = example.query ?? '';
  ui.budget.value = String(example.budget);
  ui.original.replaceChildren(...renderOriginal(example.messages, undefined));
  ui.compressed.replaceChildren();
  ui.figures.hidden = true;
  ui.pinned.replaceChildren();
  ui.probes.replaceChildren();
  ui.probeSummary.textContent = example.probes.length ? `${example.probes.length} probes: compress to check them` : 'This conversation has no probes; pick a benchmark example.';
}

function render(messages: CompressResult['messages'], result: CompressResult): void {
  const { stats } = result;
  ui.figures.replaceChildren(...renderFigures(stats));
  ui.figures.hidden = false;
  ui.original.replaceChildren(...renderOriginal(messages, result.messages, stats.kept, stats.pinnedFacts));
  ui.compressed.replaceChildren(...renderCompressed(result.messages, stats.pinnedFacts));
  ui.pinned.replaceChildren(...stats.pinnedFacts.map((fact) => el('li', {}, fact)));
  if (stats.pinnedFacts.length === 0) ui.pinned.append(el('li', { class: 'muted' }, 'nothing pinned'));
  const probes = current?.text === ui.conversation.value ? current.example.probes : [];
  const { items, summary } = renderProbes(probes, result.messages);
  ui.probes.replaceChildren(...items);
  ui.probeSummary.textContent = summary;
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
function budgetOf(text: string): number {
  const trimmed = text.trim();
  return (trimmed !== '' && Number.isFinite(Number(trimmed)) ? Number(trimmed) : text) as number;
}

async function run(): Promise<void> {
  showError(undefined);
  ui.compress.disabled = true;
  document.body.dataset.state = 'compressing';
  try {
    const { messages, query } = parseConversation(ui.conversation.value);
    const strategy = ui.strategy.value;
    const result = await compress(messages, {
      // A number when it reads as one; anything else goes to compress() as typed, so its error says what was found.
      budget: budgetOf(ui.budget.value),
      query: ui.query.value.trim() || query,
      strategy,
      tokenizer: ui.tokenizer.value as TokenizerName,
      // Only LLM strategies load the model; the others never wait for it.
      llm: needsLlm(getStrategy(strategy)) ? await local.provider() : undefined,
    });
    render(messages, result);
  } catch (error) {
    const code = error instanceof PithError ? `${error.code}: ` : '';
    showError(`${code}${error instanceof Error ? error.message : String(error)}`);
    // The last run's figures and output belong to other input: never show them beside this error.
    ui.figures.hidden = true;
    ui.compressed.replaceChildren();
    ui.pinned.replaceChildren();
    ui.probes.replaceChildren();
    ui.probeSummary.textContent = '';
  } finally {
    ui.compress.disabled = false;
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
    ui.conversation.value = JSON.stringify({ query, messages }, null, 1);
    ui.query.value = query ?? '';
    ui.original.replaceChildren(...renderOriginal(messages, undefined));
    showError(undefined);
  } catch (error) {
    showError(`${file.name}: ${(error as Error).message}`);
  }
});
ui.compress.addEventListener('click', () => void run());
loadExample(examples[0].id);

init().then(
  () => {
    ui.compress.disabled = false;
    document.body.dataset.state = 'ready';
  },
  (error: Error) => showError(`The WASM kernel did not load: ${error.message}`),
);
