import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';

/**
 * No two modules import each other, directly or round a loop (issue 39: there were 7). A loop
 * makes a module impossible to read, test or load without the one that imports it. Type imports
 * count too: they tie the files together for a reader all the same.
 */

const ROOT = path.resolve(__dirname, '../..');
const FOLDERS = ['app', 'components', 'lib', 'pages', 'marketplace', 'scripts'];
const SOURCE = /\.(?:ts|tsx|mjs)$/;
const EXTENSIONS = ['', '.ts', '.tsx', '.mjs', '.d.mts', '/index.ts', '/index.tsx'];
const SPECIFIER = /(?:from|import)\s*\(?\s*['"]([^'"]+)['"]/g;

function sourceFiles(folder: string): string[] {
  return readdirSync(folder).flatMap((name) => {
    const full = path.join(folder, name);
    if (statSync(full).isDirectory()) return name === 'node_modules' ? [] : sourceFiles(full);
    return SOURCE.test(name) ? [full] : [];
  });
}

function resolve(from: string, specifier: string): string | null {
  const base = specifier.startsWith('@/')
    ? path.join(ROOT, specifier.slice(2))
    : specifier.startsWith('.')
      ? path.resolve(path.dirname(from), specifier)
      : null;
  if (base === null) return null;
  const found = EXTENSIONS.map((ending) => base + ending).find(
    (candidate) => existsSync(candidate) && statSync(candidate).isFile(),
  );
  return found ?? null;
}

/** Groups of files that reach each other through imports (Tarjan's strongly connected parts). */
function importLoops(graph: Map<string, string[]>): string[][] {
  const index = new Map<string, number>();
  const low = new Map<string, number>();
  const stack: string[] = [];
  const onStack = new Set<string>();
  const loops: string[][] = [];
  const visit = (file: string) => {
    index.set(file, index.size);
    low.set(file, index.get(file)!);
    stack.push(file);
    onStack.add(file);
    for (const next of graph.get(file) ?? []) {
      if (!index.has(next)) {
        visit(next);
        low.set(file, Math.min(low.get(file)!, low.get(next)!));
      } else if (onStack.has(next)) {
        low.set(file, Math.min(low.get(file)!, index.get(next)!));
      }
    }
    if (low.get(file) !== index.get(file)) return;
    const group: string[] = [];
    let member: string;
    do {
      member = stack.pop()!;
      onStack.delete(member);
      group.push(path.relative(ROOT, member));
    } while (member !== file);
    if (group.length > 1) loops.push(group.sort());
  };
  for (const file of graph.keys()) if (!index.has(file)) visit(file);
  return loops;
}

it('no module imports itself round a loop', () => {
  const files = [
    ...FOLDERS.flatMap((folder) => sourceFiles(path.join(ROOT, folder))),
    path.join(ROOT, 'middleware.ts'),
  ];
  const graph = new Map(
    files.map((file) => {
      const text = readFileSync(file, 'utf8');
      const targets = [...text.matchAll(SPECIFIER)]
        .map((match) => resolve(file, match[1]))
        .filter((target): target is string => target !== null && target !== file);
      return [file, targets];
    }),
  );
  expect(graph.size).toBeGreaterThan(500);
  expect(importLoops(graph)).toEqual([]);
});
