/**
 * The assumed routes' wire format is written in one adapter folder (assumed-contracts, "One
 * adapter folder"): the cart and checkout hold exact minor units, and only src/sync/contracts
 * turns them into the decimal numbers a body sends.
 */
import { readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { expect, test } from 'vitest';
import { ROOT, sourceFiles } from '../../sourceFiles';

test('assumed-contracts 6 money is written as decimal numbers only in src/sync/contracts', () => {
  const writers = sourceFiles(join(ROOT, 'src'))
    .map((file) => relative(ROOT, file).split('\\').join('/'))
    .filter((file) => file !== 'src/core/money.ts' && file !== 'src/core/moneyDecimal.ts' && !file.startsWith('src/sync/contracts/'))
    .filter((file) => /\btoDecimal\b/.test(readFileSync(join(ROOT, file), 'utf8')));
  expect(writers).toEqual([]);
});
