/** @module demo/playground/local-model — the local-model switch: a Transformers.js provider on WebGPU (or WASM), with download progress and a "test the model" call. */
// The runtime's one .wasm, as the same asset Vite emits for onnxruntime-web's own reference to it (one file, one URL, no CDN).
import ortWasm from 'onnxruntime-web/ort-wasm-simd-threaded.asyncify.wasm?url';
import type { LlmProvider } from '../../src/platform/browser.js';
import type { TransformersProvider } from '../../src/llm/transformers.js';
import { byId } from './dom.js';

/** The model a user's browser downloads from the model hub when the page names none. */
export const DEFAULT_MODEL = 'onnx-community/Qwen2.5-0.5B-Instruct';
/** onnxruntime-web's WASM binary; its JS glue is inside the bundle Transformers.js imports. */
const WASM_PATHS = { wasm: ortWasm };

/** A Transformers.js progress event (initiate, download, progress, done, ready). */
interface ProgressEvent {
  status: string;
  file?: string;
  loaded?: number;
  total?: number;
}

/**
 * Options from the page URL, for tests and offline use:
 * `?model=tiny-random-llama&localModelPath=/models/&dtype=fp16&externalData=onnx/model.onnx.data`.
 * `externalData` names a weights file the ONNX graph refers to by its own name (browsers cannot
 * read it from disk as Node does).
 */
function urlOptions(): { model: string; localModelPath?: string; dtype?: string; device?: string; sessionOptions?: Record<string, unknown> } {
  const q = new URLSearchParams(location.search);
  const data = q.get('externalData');
  return {
    model: q.get('model') ?? DEFAULT_MODEL,
    localModelPath: q.get('localModelPath') ?? undefined,
    dtype: q.get('dtype') ?? undefined,
    device: q.get('device') ?? undefined,
    sessionOptions: data ? { externalData: [{ path: data.split('/').pop()!, data }] } : undefined,
  };
}

const mb = (bytes: number): string => `${(bytes / 1e6).toFixed(1)} MB`;

/** One line on this browser's WebGPU: adapter or none, and whether fp16 shaders are there. */
async function describeGpu(): Promise<string> {
  type Adapter = { features: Set<string>; info?: { vendor?: string; architecture?: string } };
  const gpu = (navigator as Navigator & { gpu?: { requestAdapter(): Promise<Adapter | null> } }).gpu;
  const adapter = await gpu?.requestAdapter().catch(() => null);
  if (!adapter) return 'No WebGPU adapter here: the model will run on WASM (slower).';
  const name = [adapter.info?.vendor, adapter.info?.architecture].filter(Boolean).join(' ') || 'unknown';
  const f16 = adapter.features.has('shader-f16') ? 'with fp16' : 'without fp16 (fp16 models fall back to WASM)';
  return `WebGPU adapter: ${name}, ${f16}. The model downloads once, then runs in this tab.`;
}

/**
 * Wire the local-model panel. `provider()` is undefined while the switch is off; otherwise it
 * loads the model once per model and device and returns the provider for LLM strategies. Device
 * "auto" lets the provider pick: WebGPU when the browser has an adapter, else WASM (and WASM
 * when WebGPU fails to load the model).
 * `onSwitch` hears the switch turn on and off (the page offers LLM strategies only while it is on).
 * @example
 * const local = setupLocalModel(); await compress(messages, { budget, llm: await local.provider() });
 */
export function setupLocalModel(onSwitch: (on: boolean) => void = () => {}): { provider(): Promise<LlmProvider | undefined> } {
  const ui = {
    on: byId<HTMLInputElement>('local'),
    panel: byId<HTMLElement>('local-panel'),
    model: byId<HTMLInputElement>('model'),
    device: byId<HTMLSelectElement>('device'),
    test: byId<HTMLButtonElement>('test-model'),
    bar: byId<HTMLProgressElement>('download'),
    status: byId<HTMLParagraphElement>('download-text'),
    info: byId<HTMLParagraphElement>('local-info'),
    output: byId<HTMLPreElement>('generation'),
  };
  const opts = urlOptions();
  ui.model.value = opts.model;
  if (opts.device) ui.device.value = opts.device;
  ui.on.addEventListener('change', () => {
    ui.panel.hidden = !ui.on.checked;
    if (ui.on.checked && !cache) void describeGpu().then((text) => (ui.info.textContent = text));
    onSwitch(ui.on.checked);
  });

  const files = new Map<string, { loaded: number; total: number }>();
  let events = 0;
  const onProgress = (e: ProgressEvent): void => {
    ui.panel.dataset.progressEvents = String(++events);
    if (e.file && e.total) files.set(e.file, { loaded: e.loaded ?? 0, total: e.total });
    const loaded = [...files.values()].reduce((s, f) => s + f.loaded, 0);
    const total = [...files.values()].reduce((s, f) => s + f.total, 0);
    if (total > 0) ui.bar.value = (100 * loaded) / total;
    ui.status.textContent = e.status === 'ready' ? `${ui.model.value} loaded` : `${e.status} ${e.file ?? ''} ${total ? `${mb(loaded)} / ${mb(total)}` : ''}`;
  };

  let cache: { key: string; provider: TransformersProvider } | undefined;
  /** The provider for the current model and device; loads it (once) and shows where it runs. */
  const load = async (): Promise<LlmProvider> => {
    const device = ui.device.value || undefined;
    const key = `${ui.model.value}|${device}`;
    if (cache?.key !== key) {
      files.clear();
      const { transformersProvider } = await import('../../src/llm/transformers.js');
      cache = {
        key,
        provider: transformersProvider({
          model: ui.model.value,
          device,
          dtype: opts.dtype,
          localModelPath: opts.localModelPath,
          allowRemoteModels: opts.localModelPath ? false : undefined,
          wasmPaths: WASM_PATHS,
          sessionOptions: opts.sessionOptions,
          onProgress,
        }),
      };
    }
    const { provider } = cache;
    const used = await provider.ready();
    ui.panel.dataset.device = used.device;
    ui.info.textContent = `${ui.model.value} ready on ${used.device} (${used.dtype})`;
    return provider;
  };

  ui.test.addEventListener('click', async () => {
    ui.test.disabled = true;
    ui.output.hidden = false;
    ui.output.textContent = 'generating…';
    delete ui.output.dataset.done;
    const started = performance.now();
    try {
      const llm = await load();
      const text = await llm.complete([{ role: 'user', content: 'Name three colours.' }], { maxTokens: 16 });
      ui.output.textContent = `${llm.name} on ${ui.panel.dataset.device} (${((performance.now() - started) / 1000).toFixed(1)} s):\n${text}`;
      ui.output.dataset.done = 'ok';
    } catch (error) {
      ui.output.textContent = `The local model failed: ${(error as Error).message}`;
      ui.output.dataset.done = 'error';
    } finally {
      ui.test.disabled = false;
    }
  });

  return { provider: async () => (ui.on.checked ? load() : undefined) };
}
