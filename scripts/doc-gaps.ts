/** @module scripts/doc-gaps — lists exports of src/ without TSDoc or @example, and files without a one-line header (run: node --import tsx scripts/doc-gaps.ts). */

import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import ts from 'typescript';

/** What is missing, one line each (`file:line what`), and how many exports and files were looked at. */
export interface DocGaps {
  exports: string[];
  headers: string[];
  exportCount: number;
  fileCount: number;
}

// Source files: .ts, .js and .mjs, test fixtures' data aside.
const SOURCE = /\.(ts|js|mjs)$/;

/** Source files under `dir`, relative to `root`, sorted. */
function sourceFiles(root: string, dir: string): string[] {
  const out: string[] = [];
  const walk = (d: string) => {
    for (const e of readdirSync(join(root, d), { withFileTypes: true })) {
      if (e.isDirectory() && e.name !== 'node_modules') walk(join(d, e.name));
      else if (e.isFile() && SOURCE.test(e.name)) out.push(join(d, e.name));
    }
  };
  walk(dir);
  return out.sort();
}

/** Kind and names of an exported top-level statement, or `undefined` when it exports nothing by itself. */
function exported(st: ts.Statement, sf: ts.SourceFile): { kind: string; names: string[] } | undefined {
  if (!ts.canHaveModifiers(st) || !ts.getModifiers(st)?.some((m) => m.kind === ts.SyntaxKind.ExportKeyword)) return undefined;
  if (ts.isFunctionDeclaration(st) || ts.isClassDeclaration(st)) return { kind: ts.isClassDeclaration(st) ? 'class' : 'function', names: [st.name?.text ?? 'default'] };
  if (ts.isVariableStatement(st)) return { kind: 'const', names: st.declarationList.declarations.map((d) => d.name.getText(sf)) };
  if (ts.isEnumDeclaration(st)) return { kind: 'enum', names: [st.name.text] };
  if (ts.isInterfaceDeclaration(st) || ts.isTypeAliasDeclaration(st)) return { kind: 'type', names: [st.name.text] };
  return undefined;
}

/** TSDoc blocks attached to a statement (the parser keeps them on `jsDoc`). */
const docsOf = (st: ts.Statement): ts.JSDoc[] => (st as ts.Statement & { jsDoc?: ts.JSDoc[] }).jsDoc ?? [];

/**
 * Exports of `src/` lacking TSDoc (types, interfaces) or an `@example` (functions, classes,
 * consts, enums; one on any overload will do), and files of src/, assembly/, scripts/ lacking
 * a one-line `/** @module name — what *\/` header, or of bench/ and test/ lacking a first-line comment.
 * @example
 * const gaps = docGaps(process.cwd());
 * gaps.exports; // [] when every export is documented
 */
export function docGaps(root: string): DocGaps {
  const gaps: DocGaps = { exports: [], headers: [], exportCount: 0, fileCount: 0 };
  for (const file of sourceFiles(root, 'src')) {
    const sf = ts.createSourceFile(file, readFileSync(join(root, file), 'utf8'), ts.ScriptTarget.ES2022, true);
    const seen = new Set<string>();
    for (const st of sf.statements) {
      const found = exported(st, sf);
      if (!found) continue;
      const key = `${found.kind} ${found.names.join(', ')}`;
      if (seen.has(key)) continue;
      seen.add(key);
      gaps.exportCount++;
      const docs = found.kind === 'function'
        ? sf.statements.filter((s) => ts.isFunctionDeclaration(s) && s.name?.text === found.names[0]).flatMap(docsOf)
        : docsOf(st);
      const line = sf.getLineAndCharacterOfPosition(st.getStart(sf)).line + 1;
      if (docs.length === 0) gaps.exports.push(`${file}:${line} ${key}: no TSDoc`);
      else if (found.kind !== 'type' && !docs.some((d) => d.tags?.some((t) => t.tagName.text === 'example'))) gaps.exports.push(`${file}:${line} ${key}: no @example`);
    }
  }
  for (const dir of ['src', 'assembly', 'scripts', 'bench', 'test']) {
    const module = dir !== 'bench' && dir !== 'test';
    for (const file of sourceFiles(root, dir)) {
      gaps.fileCount++;
      // A shebang line comes before the header.
      const [first, second] = readFileSync(join(root, file), 'utf8').split('\n');
      const head = first.startsWith('#!') ? second ?? '' : first;
      const ok = module ? /^\/\*\* @module \S+ — .+\*\/$/.test(head) : /^(\/\/ \S|\/\*\* @module \S+ — .+\*\/$)/.test(head);
      if (!ok) gaps.headers.push(`${file}:1 ${JSON.stringify(head.slice(0, 80))}`);
    }
  }
  return gaps;
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const gaps = docGaps(process.cwd());
  for (const line of [...gaps.exports, ...gaps.headers]) console.log(line);
  console.log(`${gaps.exports.length} of ${gaps.exportCount} exports, ${gaps.headers.length} of ${gaps.fileCount} file headers missing`);
  process.exitCode = gaps.exports.length + gaps.headers.length > 0 ? 1 : 0;
}
