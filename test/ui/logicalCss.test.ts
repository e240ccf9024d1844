/**
 * Conventions 10: every stylesheet lays out with logical properties (`padding-inline-start`,
 * `margin-inline-end`, `inset-inline`, `text-align: start`), so Arabic reads right to left to
 * the edge from the same stylesheet. The rule is stylelint's (stylelint.config.mjs), which
 * `npm run lint` runs too; this keeps it in the unit tests' sight.
 */
import { expect, test } from 'vitest';
import stylelint from 'stylelint';

const configFile = 'stylelint.config.mjs';

test('no stylesheet uses a physical property or value where a logical one exists', async () => {
  const { results } = await stylelint.lint({ files: 'src/**/*.css', configFile });
  expect(results.length).toBeGreaterThan(10);
  const found = results.flatMap((r) => r.warnings.map((w) => `${r.source}:${w.line} ${w.text}`));
  expect(found).toEqual([]);
});

test('the rule finds a physical property (it cannot pass for want of looking)', async () => {
  const { results } = await stylelint.lint({ code: '.x { padding-left: 4px; text-align: right; left: 0; }', configFile });
  expect(results[0]?.warnings.map((w) => w.rule)).toEqual(['csstools/use-logical', 'csstools/use-logical', 'csstools/use-logical']);
});
