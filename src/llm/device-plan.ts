/** @module llm/device-plan — which device and dtype a local model runs on, and what to fall back to. */

/** A device and dtype to load, with an optional second choice if that load fails. */
export interface DevicePlan {
  device: string;
  dtype: string;
  /** Tried when the first load fails (WebGPU picked automatically but unusable). */
  fallback?: { device: string; dtype: string };
}

/**
 * Decide where a local chat model runs. An explicit device wins (q4f16 on WebGPU, q4 elsewhere,
 * unless a dtype is given). Otherwise: Node → cpu/q4; no WebGPU adapter → wasm/q4; an adapter with
 * fp16 shaders → webgpu/q4f16; without them → webgpu/q4, or wasm when the dtype needs fp16. An
 * automatic WebGPU choice falls back to wasm if loading fails.
 * @example
 * planDevice({}, { node: false, gpu: { fp16: true } }) // { device: 'webgpu', dtype: 'q4f16', fallback: { device: 'wasm', dtype: 'q4' } }
 * planDevice({ dtype: 'fp16' }, { node: false, gpu: { fp16: false } }) // { device: 'wasm', dtype: 'fp16' }
 */
export function planDevice(
  requested: { device?: string; dtype?: string },
  runtime: { node: boolean; gpu?: { fp16: boolean } },
): DevicePlan {
  const { device, dtype } = requested;
  if (device !== undefined) return { device, dtype: dtype ?? (device === 'webgpu' ? 'q4f16' : 'q4') };
  if (runtime.node) return { device: 'cpu', dtype: dtype ?? 'q4' };
  if (!runtime.gpu) return { device: 'wasm', dtype: dtype ?? 'q4' };
  const chosen = dtype ?? (runtime.gpu.fp16 ? 'q4f16' : 'q4');
  // fp16 weights need shader-f16; without it WASM is the documented fallback.
  if (/fp?16/.test(chosen) && !runtime.gpu.fp16) return { device: 'wasm', dtype: chosen };
  return { device: 'webgpu', dtype: chosen, fallback: { device: 'wasm', dtype: dtype ?? 'q4' } };
}
