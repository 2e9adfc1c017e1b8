/** @module llm/load-transformers — imports the optional peer @huggingface/transformers on demand and builds each pipeline once, through one shared promise per model, device and dtype. */

import { ProviderError } from '../errors.js';

/**
 * Where and how a Transformers.js model is loaded (shared by the text-generation provider and the embedder).
 * @example
 * const options: TransformersLoadOptions = { model: '../shared/models/tiny-random-llama', device: 'cpu', dtype: 'fp16' };
 */
export interface TransformersLoadOptions {
  /** Model id (e.g. 'Xenova/all-MiniLM-L6-v2') or a local path ('/models/my-model', './m', '../m'). */
  model: string;
  /** 'webgpu' | 'wasm' | 'cpu' …. @default the library's default device */
  device?: string;
  /** 'fp32' | 'fp16' | 'q8' | 'q4' | 'q4f16' …. @default the library's default dtype for the device */
  dtype?: string;
  /** Folder (or URL path in browsers) that holds model folders; enables local models. @default the library's env.localModelPath */
  localModelPath?: string;
  /** Allow downloads from the Hugging Face Hub. @default the library's env.allowRemoteModels (true), false for a model given as a path */
  allowRemoteModels?: boolean;
  /** Where onnxruntime-web finds its .wasm files (browsers). @default the library's CDN default */
  wasmPaths?: string | Record<string, string>;
  /** ONNX Runtime session options, e.g. `{ externalData: [{ path, data }] }` for weights in a separate file. @default undefined */
  sessionOptions?: Record<string, unknown>;
  /** Load progress events as Transformers.js reports them (initiate, download, progress, done, ready). @default undefined */
  onProgress?: (event: TransformersProgress) => void;
}

/**
 * One load-progress event from Transformers.js.
 * @example
 * const onProgress = (e: TransformersProgress) => e.status === 'progress' && console.log(e.file, e.progress);
 */
export interface TransformersProgress {
  status: string;
  name?: string;
  file?: string;
  progress?: number;
  loaded?: number;
  total?: number;
  [key: string]: unknown;
}

type Module = any;
type Entry = { promise: Promise<any>; listeners: Set<(e: TransformersProgress) => void> };

const PEER = '@huggingface/transformers';
let modulePromise: Promise<Module> | undefined;
const pipelines = new Map<string, Entry>();
// Transformers.js reads its global `env` while loading, so loads run one at a time.
let loadQueue: Promise<unknown> = Promise.resolve();

/**
 * Import `@huggingface/transformers` once; a missing package is a `ProviderError` saying how to install it.
 * @example
 * const { pipeline } = await loadTransformers();
 */
export function loadTransformers(): Promise<Module> {
  // A literal specifier, so bundlers (Vite) can split it into its own chunk; it loads only here.
  modulePromise ??= import('@huggingface/transformers').catch((cause: unknown) => {
    modulePromise = undefined;
    throw new ProviderError(
      `transformers: expected the optional peer dependency ${PEER} to be importable (npm install ${PEER}), found: ${String(cause)}`,
      { cause },
    );
  });
  return modulePromise;
}

/**
 * Whether this runtime has a WebGPU adapter, and whether it offers fp16 shaders; `undefined` in
 * Node and wherever `navigator.gpu` is missing or gives no adapter.
 * @example
 * const gpu = await webGpuSupport(); // { fp16: true } in Chrome on most GPUs
 */
export async function webGpuSupport(): Promise<{ fp16: boolean } | undefined> {
  const g = globalThis as any;
  if (typeof g.process?.versions?.node === 'string' || !g.navigator?.gpu) return undefined;
  try {
    const adapter = await g.navigator.gpu.requestAdapter();
    return adapter ? { fp16: Boolean(adapter.features?.has?.('shader-f16')) } : undefined;
  } catch {
    return undefined;
  }
}

/**
 * The device for this runtime: 'webgpu' when a WebGPU adapter exists, else 'cpu' in Node and
 * 'wasm' elsewhere (browsers, Workers).
 * @example
 * const device = await pickDevice(); // 'cpu' in Node
 */
export async function pickDevice(): Promise<'webgpu' | 'wasm' | 'cpu'> {
  if (typeof (globalThis as any).process?.versions?.node === 'string') return 'cpu';
  return (await webGpuSupport()) ? 'webgpu' : 'wasm';
}

/**
 * Split a model given as a path into its folder and name; `undefined` for a hub id.
 * @example
 * splitModelPath('../shared/models/tiny') // { dir: '../shared/models/', name: 'tiny' }
 */
export function splitModelPath(model: string): { dir: string; name: string } | undefined {
  if (!/^(\.{1,2}[\\/]|[\\/]|[A-Za-z]:[\\/])/.test(model)) return undefined;
  const trimmed = model.replace(/[\\/]+$/, '');
  const cut = Math.max(trimmed.lastIndexOf('/'), trimmed.lastIndexOf('\\'));
  return { dir: trimmed.slice(0, cut + 1) || '/', name: trimmed.slice(cut + 1) };
}

/**
 * Build (once) a Transformers.js pipeline for `task`; later calls with the same task, model,
 * device and dtype share the same promise. A failed load is forgotten so a later call retries.
 * @example
 * const extractor = await cachedPipeline('feature-extraction', { model: 'Xenova/all-MiniLM-L6-v2', device: 'cpu' });
 */
export function cachedPipeline(task: string, options: TransformersLoadOptions): Promise<any> {
  const session = JSON.stringify(options.sessionOptions ?? null, (_k, v) =>
    ArrayBuffer.isView(v) || v instanceof ArrayBuffer ? `bytes:${v.byteLength}` : v,
  );
  const key = JSON.stringify([task, options.model, options.device, options.dtype, options.localModelPath, session]);
  let entry = pipelines.get(key);
  if (!entry) {
    const listeners = new Set<(e: TransformersProgress) => void>();
    const promise = loadQueue.then(() => create(task, options, listeners));
    loadQueue = promise.catch(() => undefined);
    entry = { promise, listeners };
    pipelines.set(key, entry);
    promise.then(
      () => listeners.clear(),
      () => pipelines.delete(key),
    );
  }
  if (options.onProgress) entry.listeners.add(options.onProgress);
  return entry.promise;
}

async function create(
  task: string,
  options: TransformersLoadOptions,
  listeners: Set<(e: TransformersProgress) => void>,
): Promise<any> {
  const tf = await loadTransformers();
  const env = tf.env;
  const saved = { localModelPath: env.localModelPath, allowLocal: env.allowLocalModels, allowRemote: env.allowRemoteModels };
  let model = options.model;
  const asPath = splitModelPath(model);
  if (asPath) {
    env.localModelPath = asPath.dir;
    model = asPath.name;
  } else if (options.localModelPath !== undefined) {
    env.localModelPath = options.localModelPath.endsWith('/') ? options.localModelPath : options.localModelPath + '/';
  }
  if (asPath || options.localModelPath !== undefined) env.allowLocalModels = true;
  if (options.allowRemoteModels !== undefined) env.allowRemoteModels = options.allowRemoteModels;
  else if (asPath) env.allowRemoteModels = false;
  if (options.wasmPaths !== undefined && env.backends?.onnx?.wasm) env.backends.onnx.wasm.wasmPaths = options.wasmPaths;
  try {
    return await tf.pipeline(task, model, {
      device: options.device,
      dtype: options.dtype,
      ...(options.sessionOptions ? { session_options: options.sessionOptions } : {}),
      progress_callback: (event: TransformersProgress) => {
        // One caller's failing callback must not fail a load other callers share: it is dropped.
        for (const listen of listeners) {
          try {
            listen(event);
          } catch {
            listeners.delete(listen);
          }
        }
      },
    });
  } catch (cause) {
    const msg = cause instanceof Error ? cause.message : String(cause);
    throw new ProviderError(
      `transformers: expected a loadable ${task} model at ${options.model} (device ${options.device ?? 'default'}, dtype ${options.dtype ?? 'default'}), found: ${msg}`,
      { cause },
    );
  } finally {
    env.localModelPath = saved.localModelPath;
    env.allowLocalModels = saved.allowLocal;
    env.allowRemoteModels = saved.allowRemote;
  }
}
