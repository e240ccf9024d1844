/**
 * Rules of eslint.config.js that keep a promise of the code, checked by linting small samples
 * through the project's config:
 * - The pure folders name their messages with `msg` and take a translate function as an
 *   argument (docs/i18n.md): the macros that read the language on screen, the global instance
 *   and the i18n layer are refused there, and allowed in the screens beside them (`ui/`).
 * - A hook missing a dependency is an error, not a warning: it is a screen showing stale data.
 */
import path from 'node:path';
import { ESLint } from 'eslint';
import { expect, test } from 'vitest';

const eslint = new ESLint({ cwd: path.resolve(__dirname, '..') });

/** What `rule` says of `code` written at `file`: each problem with its severity (2 = error). */
async function problems(rule: string, file: string, code: string): Promise<string[]> {
  const [result] = await eslint.lintText(code, { filePath: file });
  return (result?.messages ?? []).filter((m) => m.ruleId === rule).map((m) => `${m.severity} ${m.line}: ${m.message}`);
}
const refusedImports = (file: string, code: string) => problems('no-restricted-imports', file, code);

test.each(['src/menu/rule.ts', 'src/core/rule.ts', 'src/checkout/rule.ts', 'src/day/rule.ts'])('%s may name a message with msg', async (file) => {
  expect(await refusedImports(file, "import { msg } from '@lingui/core/macro';\nexport const CASH = msg`Cash`;\n")).toEqual([]);
});

test.each([
  ['the t macro', "import { t } from '@lingui/core/macro';\nexport const cash = () => t`Cash`;\n"],
  ['the plural macro', "import { msg, plural } from '@lingui/core/macro';\nexport const items = (n: number) => msg`${plural(n, { one: '# item', other: '# items' })}`;\n"],
  ['the React macros', "import { useLingui } from '@lingui/react/macro';\nexport const hook = useLingui;\n"],
  ['the global i18n instance', "import { i18n } from '@lingui/core';\nexport const locale = () => i18n.locale;\n"],
  ['the i18n layer', "import { currentLanguage } from '../i18n/i18n';\nexport const language = currentLanguage;\n"],
])('a pure rule may not import %s', async (_, code) => {
  expect(await refusedImports('src/cart/rule.ts', code)).not.toEqual([]);
});

test('a screen beside the rules (ui/) may use the t macro', async () => {
  expect(await refusedImports('src/cart/ui/Screen.ts', "import { t } from '@lingui/core/macro';\nexport const cash = () => t`Cash`;\n")).toEqual([]);
});

test('a hook missing a dependency is an error', async () => {
  const code = [
    "import { useMemo } from 'react';",
    'export function useTotal(prices: number[], rate: number): number {',
    '  return useMemo(() => prices.reduce((sum, p) => sum + p * rate, 0), [prices]);',
    '}',
    '',
  ].join('\n');
  const found = await problems('react-hooks/exhaustive-deps', 'src/app/useTotal.ts', code);
  expect(found).toHaveLength(1);
  expect(found[0]).toMatch(/^2 3: .*'rate'/);
});

// Domain `ui/` shows, `app/` connects (docs/architecture.md section 2). The modules named need not
// exist: the rule reads the path, and a real one would have the cycle check walk the whole app.
const shellImports = (code: string) => problems('@typescript-eslint/no-restricted-imports', 'src/day/ui/Screen.tsx', code);

test('a domain screen may not import a part of the shell', async () => {
  expect(await shellImports("import { ShellPart } from '../../app/ShellPart';\nexport const part = ShellPart;\n")).not.toEqual([]);
});

test('a domain screen takes the data hooks, and may name a shell type', async () => {
  expect(await shellImports("import { useShelf } from '../../app/data/shelf';\nexport const hook = useShelf;\n")).toEqual([]);
  expect(await shellImports("import type { useShellOrder } from '../../app/useShellOrder';\nexport type Order = ReturnType<typeof useShellOrder>;\n")).toEqual([]);
});
