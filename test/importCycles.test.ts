/**
 * No module of `src` reaches itself through its imports. ESLint's `import-x/no-cycle` guards
 * value imports; it skips `import type`, so this test walks every import, type-only and lazy
 * ones included: a type cycle still hides which module is the lower layer.
 */
import { existsSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import ts from 'typescript';
import { expect, test } from 'vitest';
import { ROOT, sourceFiles } from './sourceFiles';

const SRC = join(ROOT, 'src');

function resolveImport(from: string, specifier: string): string | null {
  if (!specifier.startsWith('.')) return null;
  const base = resolve(dirname(from), specifier);
  const candidates = [base, `${base}.ts`, `${base}.tsx`, join(base, 'index.ts'), join(base, 'index.tsx')];
  return candidates.find((c) => existsSync(c) && statSync(c).isFile()) ?? null;
}

function importGraph(): Map<string, string[]> {
  const graph = new Map<string, string[]>();
  for (const file of sourceFiles(SRC)) {
    const { importedFiles } = ts.preProcessFile(readFileSync(file, 'utf8'), true, true);
    const targets = importedFiles.map((i) => resolveImport(file, i.fileName)).filter((t): t is string => t !== null);
    graph.set(file, [...new Set(targets)]);
  }
  return graph;
}

/** Each cycle once, as the files along it (depth-first search over the graph). */
function cycles(graph: Map<string, string[]>): string[][] {
  const found: string[][] = [];
  const done = new Set<string>();
  const path: string[] = [];
  const visit = (file: string) => {
    if (done.has(file)) return;
    const at = path.indexOf(file);
    if (at >= 0) {
      found.push([...path.slice(at), file]);
      return;
    }
    path.push(file);
    for (const next of graph.get(file) ?? []) visit(next);
    path.pop();
    done.add(file);
  };
  for (const file of graph.keys()) visit(file);
  return found;
}

test('no module of src reaches itself through its imports, type-only imports included', () => {
  const found = cycles(importGraph()).map((cycle) => cycle.map((f) => relative(ROOT, f)).join(' -> '));
  expect(found).toEqual([]);
});
