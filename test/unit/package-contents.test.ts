/** @module test/unit/package-contents — what `npm pack` ships: every export's files, nothing unreachable or dangling, sound package.json fields. */
import { spawnSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { dirname, join, normalize } from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';

// The built package: `npm test` builds first; run `npm run build` before running this file alone.
const ROOT = process.cwd();
const pkg = JSON.parse(readFileSync(join(ROOT, 'package.json'), 'utf8'));

type Exports = string | { [condition: string]: Exports };

/** Every file an exports entry can point at, under any condition. */
function targets(e: Exports): string[] {
  return typeof e === 'string' ? [e] : Object.values(e).flatMap(targets);
}

const rel = (p: string) => normalize(p).replace(/^\.\//, '');

/** Relative module specifiers and `new URL('…', import.meta.url)` assets of one built file. */
function references(file: string): string[] {
  const text = readFileSync(join(ROOT, file), 'utf8');
  const found = [...text.matchAll(/(?:\bfrom\s*|\bimport\s*\(\s*|\bnew URL\(\s*)['"](\.{1,2}\/[^'"]+)['"]/g)].map((m) => m[1]);
  return found.map((s) => rel(join(dirname(file), s)));
}

describe('npm pack contents', () => {
  let files: Set<string>;
  let unpackedSize: number;
  beforeAll(() => {
    if (!existsSync(join(ROOT, 'dist/index.js'))) throw new Error('expected a built dist/ (npm run build), found none');
    // --ignore-scripts: the prepack build already ran (npm test builds first); no network is used.
    const run = spawnSync('npm', ['pack', '--dry-run', '--json', '--ignore-scripts'], { cwd: ROOT, encoding: 'utf8' });
    if (run.status !== 0) throw new Error(`expected npm pack --dry-run to succeed, found exit ${run.status}: ${run.stderr}`);
    const [info] = JSON.parse(run.stdout) as Array<{ files: Array<{ path: string }>; unpackedSize: number }>;
    files = new Set(info.files.map((f) => f.path));
    unpackedSize = info.unpackedSize;
  }, 30_000);

  it('ships the file of every export, condition and bin, and the license', () => {
    const wanted = [...Object.values(pkg.exports as Record<string, Exports>).flatMap(targets), ...Object.values(pkg.bin as Record<string, string>), pkg.main, pkg.types];
    for (const f of [...wanted.map(rel), 'LICENSE', 'README.md', 'package.json']) expect(files, f).toContain(f);
  });

  it('ships a .d.ts beside every shipped .js', () => {
    for (const f of files) if (f.endsWith('.js')) expect(files, f).toContain(f.replace(/\.js$/, '.d.ts'));
  });

  it('ships every module the entries reach, and only those', () => {
    const entries = [...Object.values(pkg.exports as Record<string, Exports>).flatMap(targets), ...Object.values(pkg.bin as Record<string, string>)];
    const reached = new Set<string>();
    const queue = entries.map(rel).filter((f) => f.endsWith('.js'));
    while (queue.length > 0) {
      const f = queue.pop()!;
      if (reached.has(f)) continue;
      reached.add(f);
      expect(files, `${f} is imported but not shipped`).toContain(f);
      queue.push(...references(f).filter((r) => !reached.has(r)));
      for (const r of references(f)) if (!r.endsWith('.js')) expect(files, `${r} (asset of ${f})`).toContain(r);
    }
    // Type-only modules compile to an empty `export {};`: their .d.ts is what is used.
    const typeOnly = (f: string) => /^(\s*(\/\*[\s\S]*?\*\/|\/\/.*))*\s*export \{\};\s*(\/\/.*\s*)*$/.test(readFileSync(join(ROOT, f), 'utf8'));
    const stray = [...files].filter((f) => f.endsWith('.js') && !reached.has(f) && !typeOnly(f));
    expect(stray, 'shipped .js that no export or bin reaches (stale build output?)').toEqual([]);
  });

  it('ships no source map pointing at a file the package lacks, and no tests or scratch files', () => {
    for (const f of files) {
      expect(f).not.toMatch(/^(test|src|bench|\.scratch|demo|assembly)\/|\.test\.|\.spec\./);
      if (!f.endsWith('.map')) continue;
      const map = JSON.parse(readFileSync(join(ROOT, f), 'utf8')) as { sources: string[]; sourcesContent?: unknown[] };
      if (map.sourcesContent) continue;
      for (const s of map.sources) expect(files, `${f} → ${s}`).toContain(rel(join(dirname(f), s)));
    }
  });

  it('ships the docs the README links to', () => {
    const readme = readFileSync(join(ROOT, 'README.md'), 'utf8');
    const links = [...readme.matchAll(/\]\(((?!https?:)[^)#\s]+\.md)\)/g)].map((m) => rel(m[1]));
    expect(links.length).toBeGreaterThan(0);
    for (const l of links) expect(files, l).toContain(l);
  });

  it('stays a reasonable size (the vectors table is 4.7 MB of it)', () => {
    expect(unpackedSize).toBeLessThan(8_000_000);
  });
});

describe('loading the built package by its name', () => {
  // README promises require('pith') where Node has require(esm): a top-level await would break it.
  it.skipIf(!(process.features as { require_module?: boolean }).require_module)('require() loads the entry and the subpaths', () => {
    const script = "for (const s of ['pith', 'pith/openai', 'pith/ai-sdk', 'pith/langchain', 'pith/anthropic']) if (!Object.keys(require(s)).length) throw new Error(s);";
    const run = spawnSync(process.execPath, ['-e', script], { cwd: ROOT, encoding: 'utf8' });
    expect(run.stderr).toBe('');
    expect(run.status).toBe(0);
  });
});

describe('package.json fields', () => {
  it('puts "types" first and "default" last in every condition object', () => {
    const check = (e: Exports, where: string): void => {
      if (typeof e === 'string') return;
      const keys = Object.keys(e);
      if (keys.includes('types')) expect(keys[0], where).toBe('types');
      if (keys.includes('default')) expect(keys.at(-1), where).toBe('default');
      for (const [k, v] of Object.entries(e)) check(v, `${where}.${k}`);
    };
    for (const [k, v] of Object.entries(pkg.exports as Record<string, Exports>)) check(v, k);
  });

  it('gives every subpath that ships code or binaries its types', () => {
    for (const [k, v] of Object.entries(pkg.exports as Record<string, Exports>)) {
      if (k === './package.json') continue;
      expect(typeof v === 'object' && 'types' in v, k).toBe(true);
    }
  });

  it('marks every peer dependency optional, declares engines and side effects', () => {
    for (const name of Object.keys(pkg.peerDependencies)) expect(pkg.peerDependenciesMeta?.[name]?.optional, name).toBe(true);
    expect(pkg.engines.node).toMatch(/^>=\d/);
    expect(pkg.type).toBe('module');
    expect(pkg.sideEffects).toContain('./dist/platform/*.js');
  });
});
