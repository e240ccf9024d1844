/**
 * A schema version's upgrade (`src/db/migrations/v<N>.upgrade.ts`) runs once per terminal, so it
 * is fetched only when it runs (`loadedUpgrade(() => import('./v<N>.upgrade'))`). A static
 * import of it anywhere in src would put it back in the first load; this test reads every
 * file's import and export statements and names the ones that do.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import ts from 'typescript';
import { describe, expect, test } from 'vitest';
import { ROOT, sourceFiles } from '../sourceFiles';

const MIGRATIONS = join(ROOT, 'src/db/migrations');
const UPGRADE = /\.upgrade(\.tsx?)?$/;

/** The module names of a file's static `import ... from`, `import '...'` and `export ... from` statements. */
function staticImports(text: string): string[] {
  const source = ts.createSourceFile('file.ts', text, ts.ScriptTarget.Latest, false, ts.ScriptKind.TSX);
  return source.statements.flatMap((statement) => {
    const specifier = ts.isImportDeclaration(statement) || ts.isExportDeclaration(statement) ? statement.moduleSpecifier : undefined;
    return specifier && ts.isStringLiteral(specifier) ? [specifier.text] : [];
  });
}

/** The module names of a file's `import('...')` calls. */
function dynamicImports(text: string): string[] {
  return [...text.matchAll(/\bimport\(\s*['"]([^'"]+)['"]\s*\)/g)].map((m) => m[1]!);
}

const files = sourceFiles(join(ROOT, 'src')).map((file) => ({ file: relative(ROOT, file), text: readFileSync(file, 'utf8') }));

describe('a schema version’s upgrade is loaded only when it runs', () => {
  test('a static import of an upgrade is found, a dynamic one is not', () => {
    expect(staticImports(`import { upgrade } from './v12.upgrade';\nexport { upgrade as up } from './v13.upgrade';\nimport './v14.upgrade';`)).toEqual(['./v12.upgrade', './v13.upgrade', './v14.upgrade']);
    expect(staticImports(`export const v12 = { upgrade: loadedUpgrade(() => import('./v12.upgrade')) };`)).toEqual([]);
  });

  test('no file of src imports a v<N>.upgrade.ts statically', () => {
    const found = files.flatMap(({ file, text }) => staticImports(text).filter((name) => UPGRADE.test(name)).map((name) => `${file}: import ... from '${name}'`));
    expect(found, "name it through loadedUpgrade(() => import('./v<N>.upgrade')) instead").toEqual([]);
  });

  test('every v<N>.upgrade.ts is named by its own v<N>.ts through import()', () => {
    const upgrades = readdirSync(MIGRATIONS).filter((name) => /^v\d+\.upgrade\.ts$/.test(name));
    expect(upgrades.length).toBeGreaterThan(0);
    const unnamed = upgrades.filter((name) => {
      const version = name.replace('.upgrade.ts', '');
      const text = readFileSync(join(MIGRATIONS, `${version}.ts`), 'utf8');
      return !dynamicImports(text).includes(`./${version}.upgrade`);
    });
    expect(unnamed).toEqual([]);
  });
});
