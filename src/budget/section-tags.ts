/** @module budget/section-tags — section headers, full or compact. */
import type { SectionName } from './allocate.js';

/**
 * Compact one-letter tags per section.
 * @example
 * SECTION_TAGS.system // '[S]'
 */
export const SECTION_TAGS: Readonly<Record<SectionName, string>> = {
  system: '[S]', userFacts: '[U]', project: '[P]', retrieved: '[R]', history: '[H]', workingMemory: '[W]', query: '[Q]',
};

const TITLES: Readonly<Record<SectionName, string>> = {
  system: '## System', userFacts: '## User facts', project: '## Project', retrieved: '## Retrieved',
  history: '## Conversation', workingMemory: '## Working memory', query: '## Question',
};

/**
 * The header line of a section.
 * @example
 * sectionHeader('retrieved', true) // '[R]'
 */
export function sectionHeader(name: SectionName, compact = false): string {
  return compact ? SECTION_TAGS[name] : TITLES[name];
}
