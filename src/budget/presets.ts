/** @module budget/presets — context budgets for common models. */

/** A model's context window and the budget pith recommends for compressed context. */
export interface ModelPreset {
  /** Context window in tokens. */
  window: number;
  /** Tokens reserved for the model's reply. */
  outputReserve: number;
  /** Recommended budget for the compressed context. */
  budget: number;
}

/**
 * Presets by model id (lowercase). Small local models get tight budgets (their quality drops fast
 * with long prompts); API models get their window minus the output reserve.
 * @example
 * MODEL_PRESETS['qwen2.5-1.5b'].budget // 512
 */
export const MODEL_PRESETS: Readonly<Record<string, ModelPreset>> = {
  'qwen2.5-0.5b': { window: 32_768, outputReserve: 512, budget: 512 },
  'qwen2.5-1.5b': { window: 32_768, outputReserve: 512, budget: 512 },
  'qwen2.5-3b': { window: 32_768, outputReserve: 512, budget: 256 },
  'llama-3.1-8b': { window: 131_072, outputReserve: 4_096, budget: 8_000 },
  'gpt-4o': { window: 128_000, outputReserve: 16_384, budget: 111_616 },
  'gpt-4o-mini': { window: 128_000, outputReserve: 16_384, budget: 111_616 },
  'gpt-4.1': { window: 1_047_576, outputReserve: 32_768, budget: 1_014_808 },
  'o3': { window: 200_000, outputReserve: 100_000, budget: 100_000 },
  'claude-sonnet-4': { window: 200_000, outputReserve: 64_000, budget: 136_000 },
  'gemini-2.5-pro': { window: 1_048_576, outputReserve: 65_536, budget: 983_040 },
};

/**
 * The preset of a model id (case-insensitive), or undefined.
 * @example
 * presetFor('Qwen2.5-3B')?.budget // 256
 */
export function presetFor(model: string): ModelPreset | undefined {
  return MODEL_PRESETS[model.toLowerCase()];
}
