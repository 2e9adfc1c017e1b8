/** @module bench/scenarios — the generated scenarios of the retention benchmark, seeded and sized. */
import type { Scenario } from '../retention/types.js';
import { buildCodingAgent } from './coding-agent.js';
import { buildDriftingChat } from './drifting-chat.js';
import { buildEventPlanning } from './event-planning.js';
import { buildLabNotes } from './lab-notes.js';
import { buildPersonalSessions } from './personal-sessions.js';
import { buildProcurement } from './procurement.js';
import { buildProjectSessions } from './project-sessions.js';
import { buildSupportDesk } from './support-desk.js';
import { buildTripPlanning } from './trip-planning.js';

/** A scenario builder: the same options always give the same scenario. */
export type ScenarioBuilder = (opts: { id: string; seed: number; targetTokens: number }) => Scenario;

/** One entry of the catalogue: which builder, which seed, how many o200k tokens. */
export interface ScenarioSpec {
  id: string;
  build: ScenarioBuilder;
  seed: number;
  targetTokens: number;
  /** Part of the quick set that `npm test` runs. */
  small?: boolean;
}

/** The catalogue, smallest first: 6k to about 190k o200k tokens. */
export const SCENARIOS: readonly ScenarioSpec[] = [
  { id: 'support-desk-small', build: buildSupportDesk, seed: 101, targetTokens: 5_000, small: true },
  { id: 'trip-planning-small', build: buildTripPlanning, seed: 102, targetTokens: 5_000, small: true },
  { id: 'event-planning', build: buildEventPlanning, seed: 3, targetTokens: 12_000 },
  { id: 'trip-planning', build: buildTripPlanning, seed: 5, targetTokens: 20_000 },
  { id: 'support-desk', build: buildSupportDesk, seed: 11, targetTokens: 30_000 },
  { id: 'lab-notes', build: buildLabNotes, seed: 4, targetTokens: 40_000 },
  { id: 'personal-sessions', build: buildPersonalSessions, seed: 6, targetTokens: 50_000 },
  { id: 'coding-agent', build: buildCodingAgent, seed: 2, targetTokens: 64_000 },
  { id: 'drifting-chat', build: buildDriftingChat, seed: 8, targetTokens: 80_000 },
  { id: 'procurement', build: buildProcurement, seed: 9, targetTokens: 100_000 },
  { id: 'project-sessions', build: buildProjectSessions, seed: 12, targetTokens: 128_000 },
  { id: 'coding-agent-long', build: buildCodingAgent, seed: 21, targetTokens: 180_000 },
];

/**
 * Build the retention scenarios (deterministic; all of them in well under 2 s). With
 * `small: true`, only the two quick ones (at most 8k o200k tokens each).
 * @example
 * const quick = loadScenarios({ small: true }); // 2 scenarios
 * const all = loadScenarios();                  // 12 scenarios, 150+ probes
 */
export function loadScenarios(options: { small?: boolean } = {}): Scenario[] {
  return SCENARIOS.filter((spec) => !options.small || spec.small).map(({ id, build, seed, targetTokens }) => build({ id, seed, targetTokens }));
}
