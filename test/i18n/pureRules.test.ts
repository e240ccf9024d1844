/**
 * The pure folders name their messages with `msg` and take a translate function as an argument
 * (docs/i18n.md): ESLint (eslint.config.js, `pureCore`) refuses the macros that read the
 * language on screen, the global instance and the i18n layer there, and leaves the screens
 * beside them (`ui/`) free to use them.
 */
import path from 'node:path';
import { ESLint } from 'eslint';
import { expect, test } from 'vitest';

const eslint = new ESLint({ cwd: path.resolve(__dirname, '../..') });

/** The rules `no-restricted-imports` breaks in `code`, written at `file`. */
async function refusedImports(file: string, code: string): Promise<string[]> {
  const [result] = await eslint.lintText(code, { filePath: file });
  return (result?.messages ?? []).filter((m) => m.ruleId === 'no-restricted-imports').map((m) => `${m.line}: ${m.message}`);
}

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
