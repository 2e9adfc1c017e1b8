/** @module bench/retention/config — benchmark options: command line, defaults, budget levels. */
import type { TokenizerName } from '../../src/types.js';

/** A budget level: a fraction of the original tokens ("1/4") or a fixed count ("2000"). */
export interface BudgetSpec {
  label: string;
  fraction?: number;
  tokens?: number;
}

/** Everything one benchmark run needs to know. */
export interface BenchConfig {
  /** Strategies to compare; the baselines are always added. */
  strategies: string[];
  /** Budget levels of blind mode (no query). */
  blind: BudgetSpec[];
  /** Budget levels of query-aware mode (one run per probe, the probe's question as query). */
  query: BudgetSpec[];
  /** Context windows of incremental mode (empty: skip it). */
  windows: number[];
  /** Incremental mode fires at this share of the window. @default 0.9 */
  fireAt: number;
  /** Incremental mode compresses down to this share of the window. @default 0.5 */
  target: number;
  /** The 2-small-scenario run used by tests. */
  quick: boolean;
  /** Results folder. @default 'bench/results' */
  out: string;
  /** @default 'estimate' */
  tokenizer: TokenizerName;
  /** Only scenarios whose id contains one of these (empty: all). */
  only: string[];
  /** Print progress and tables. @default true */
  verbose: boolean;
}

/**
 * A wrong command line or a run that cannot start as asked (bad flag, unknown strategy, `--only`
 * matching nothing). `npm run bench` prints its one-line message and exits with code 2, as the
 * `pith` CLI does for bad options.
 * @example
 * throw new BenchArgsError('tokenizer: expected one of estimate, o200k, cl100k, found "gpt"');
 */
export class BenchArgsError extends Error {
  override name = 'BenchArgsError';
}

/** Strategies that always run: the upper bound and the three baselines. */
export const BASELINES = ['full', 'window', 'truncate', 'bm25'] as const;

/**
 * Parse "1/4" or "2000" into a budget level.
 * @example
 * parseBudget('1/8') // { label: '1/8', fraction: 0.125 }
 * parseBudget('2000') // { label: '2000', tokens: 2000 }
 */
export function parseBudget(text: string): BudgetSpec {
  const frac = /^1\/(\d+)$/.exec(text.trim());
  if (frac && Number(frac[1]) > 0) return { label: text.trim(), fraction: 1 / Number(frac[1]) };
  const n = Number(text.trim());
  if (Number.isInteger(n) && n > 0) return { label: String(n), tokens: n };
  throw new BenchArgsError(`budget: expected 1/N or a positive integer, found "${text}"`);
}

const list = (s: string): string[] => s.split(',').map((x) => x.trim()).filter(Boolean);
const budgets = (s: string): BudgetSpec[] => list(s).map(parseBudget);

/** Defaults of the full run; query-aware runs one compress per probe, so only 3 levels (configurable). */
export const DEFAULT_CONFIG: BenchConfig = {
  strategies: [],
  blind: budgets('1/2,1/4,1/8,1/16,512,2000,8000'),
  query: budgets('1000,2000,1/8'),
  windows: [4000, 8000],
  fireAt: 0.9,
  target: 0.5,
  quick: false,
  out: 'bench/results',
  tokenizer: 'estimate',
  only: [],
  verbose: true,
};

/** What `--quick` changes: 2 small scenarios, 2 blind levels, 1 query-aware level, one window. */
export const QUICK_OVERRIDES: Partial<BenchConfig> = {
  blind: budgets('1/4,1/8'),
  query: budgets('1/8'),
  windows: [4000],
  quick: true,
};

const OPTIONS = '--quick, --strategies a,b, --out DIR, --budgets 1/4,2000, --query-budgets 1000,1/8, --windows 4000,8000, --tokenizer estimate|o200k|cl100k, --only id,id, --no-query, --no-incremental, --silent';
const TOKENIZERS: readonly TokenizerName[] = ['estimate', 'o200k', 'cl100k'];

/** A context window: a whole number of tokens (a fraction such as 1/4 means nothing here). */
function parseWindow(text: string): number {
  const w = parseBudget(text);
  if (w.tokens === undefined) throw new BenchArgsError(`windows: expected a positive integer number of tokens, found "${text.trim()}"`);
  return w.tokens;
}

function parseTokenizer(text: string): TokenizerName {
  if (!(TOKENIZERS as readonly string[]).includes(text)) throw new BenchArgsError(`tokenizer: expected one of ${TOKENIZERS.join(', ')}, found "${text}"`);
  return text as TokenizerName;
}

/** A list flag must name at least one item: `--strategies ""` is a mistake, not "all of them". */
function nonEmpty(flag: string, items: string[]): string[] {
  if (items.length === 0) throw new BenchArgsError(`${flag}: expected a comma-separated list, found an empty one`);
  return items;
}

/**
 * Parse command-line arguments over the defaults ({ ...DEFAULT_CONFIG, ...quick, ...flags }).
 * A bad flag or value throws {@link BenchArgsError} with a one-line message.
 * @example
 * parseArgs(['--quick', '--strategies', 'pith,prune']).strategies // ['pith', 'prune']
 */
export function parseArgs(argv: readonly string[]): BenchConfig {
  const flags: Partial<BenchConfig> = {};
  let quick = false;
  for (let i = 0; i < argv.length; i++) {
    const a = argv[i];
    const value = (): string => {
      const v = argv[++i];
      if (v === undefined) throw new BenchArgsError(`${a}: expected a value, found the end of the arguments`);
      if (v.startsWith('--')) throw new BenchArgsError(`${a}: expected a value, found the option "${v}"`);
      return v;
    };
    if (a === '--quick') quick = true;
    else if (a === '--strategies') flags.strategies = nonEmpty(a, list(value()));
    else if (a === '--out') flags.out = value();
    else if (a === '--budgets') flags.blind = budgets(value());
    else if (a === '--query-budgets') flags.query = budgets(value());
    else if (a === '--windows') flags.windows = nonEmpty(a, list(value())).map(parseWindow);
    else if (a === '--tokenizer') flags.tokenizer = parseTokenizer(value());
    else if (a === '--only') flags.only = nonEmpty(a, list(value()));
    else if (a === '--no-query') flags.query = [];
    else if (a === '--no-incremental') flags.windows = [];
    else if (a === '--silent') flags.verbose = false;
    else throw new BenchArgsError(`unknown option: expected one of ${OPTIONS}; found "${a}"`);
  }
  return { ...DEFAULT_CONFIG, ...(quick ? QUICK_OVERRIDES : {}), ...flags };
}

/**
 * The token budget of a level for a conversation of `original` tokens, or null to skip it
 * (a fixed budget at or above the original size compresses nothing).
 * @example
 * budgetFor({ label: '1/4', fraction: 0.25 }, 10_000) // 2500
 * budgetFor({ label: '8000', tokens: 8000 }, 5000) // null
 */
export function budgetFor(spec: BudgetSpec, original: number): number | null {
  if (spec.fraction !== undefined) return Math.max(1, Math.floor(original * spec.fraction));
  return spec.tokens! >= original ? null : spec.tokens!;
}

/**
 * Check that every requested strategy is registered (call after registering the baselines).
 * @example
 * checkStrategies(['pith', 'pihh'], STRATEGY_NAMES) // BenchArgsError: strategies: expected names from full, …, found "pihh"
 */
export function checkStrategies(requested: readonly string[], registered: readonly string[]): void {
  const unknown = requested.filter((s) => !registered.includes(s));
  if (unknown.length) throw new BenchArgsError(`strategies: expected names from ${registered.join(', ')}, found ${unknown.map((s) => `"${s}"`).join(', ')}`);
}

/**
 * The strategies of a run: the requested ones (default: every registered one) plus the baselines,
 * baselines first.
 * @example
 * strategiesOf({ ...DEFAULT_CONFIG, strategies: ['pith'] }, []) // ['full', 'window', 'truncate', 'bm25', 'pith']
 */
export function strategiesOf(config: BenchConfig, registered: readonly string[]): string[] {
  const wanted = config.strategies.length ? config.strategies : registered;
  return [...new Set([...BASELINES, ...wanted])];
}
