/** @module bench/retention/warm-up — compress a small conversation a few times per strategy before timing. */
import { compress, getStrategy, needsLlm } from '../../src/platform/node.js';
import type { Message } from '../../src/types.js';

const WARM_UP: Message[] = [
  { role: 'system', content: 'You are a helpful assistant.' },
  ...Array.from({ length: 12 }, (_, i) => ({
    role: (i % 2 ? 'assistant' : 'user') as 'user' | 'assistant',
    content: `Turn ${i}: the order ORD-${1000 + i} has ${i + 3} units due May ${i + 1}. We decided to ship by truck.`,
  })),
];

/**
 * Warm every strategy up (3 calls each) so the first timed call does not pay for JIT and kernel
 * start-up. LLM strategies are not warmed up: their time is the provider's. A strategy that
 * throws here is not the warm-up's business: its timed runs record the error in the report, so the
 * warm-up swallows it instead of ending the whole benchmark.
 * @example
 * await warmUp(['full', 'window', 'pith']);
 */
export async function warmUp(strategies: readonly string[]): Promise<void> {
  for (const s of strategies.filter((x) => !needsLlm(getStrategy(x)))) {
    for (let i = 0; i < 3; i++) {
      try {
        await compress(WARM_UP, { budget: 150, strategy: s === 'full' ? 'window' : s });
      } catch {
        break; // reported by the timed runs
      }
    }
  }
}
