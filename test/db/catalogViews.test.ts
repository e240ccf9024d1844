import 'fake-indexeddb/auto';
import { expect, test } from 'vitest';
import { readGenerationHead } from '../../src/db/catalogViews';
import { EXTRAS_SLICE, readGenerationExtras } from '../../src/db/catalogExtras';
import { beginGeneration } from '../../src/db/generations';
import { makeCatalog, makeModifierGroup, makeProduct } from '../kit/factories';
import { openTestDb } from '../kit/db';
import { storeCatalog } from '../kit/storedCatalog';

const many = EXTRAS_SLICE * 2 + 7;
const catalog = makeCatalog({
  modifierGroups: Array.from({ length: many }, (_, i) => makeModifierGroup({ id: i + 1, name: `Group ${i + 1}` })),
  addons: Array.from({ length: EXTRAS_SLICE + 1 }, (_, i) => makeProduct({ id: 5000 + i, is_addon: 1 })),
});

test('the option groups and add-ons are read whole and in id order, a slice at a time, apart from the head', async () => {
  const db = openTestDb();
  const gen = await storeCatalog(db, catalog);
  const head = await readGenerationHead(db, gen);
  expect(head).not.toHaveProperty('modifierGroups');
  const extras = await readGenerationExtras(db, gen);
  expect(extras?.modifierGroups.map((g) => g.id)).toEqual(catalog.modifierGroups.map((g) => g.id));
  expect(extras?.addons.map((a) => a.id)).toEqual(catalog.addons.map((a) => a.id));
  expect(extras?.modifierGroups[0]).not.toHaveProperty('gen');
});

test('the extras of a generation no longer active read as null, never as another generation\'s', async () => {
  const db = openTestDb();
  const old = await storeCatalog(db, catalog);
  await storeCatalog(db, makeCatalog());
  expect(await readGenerationExtras(db, old)).toBeNull();
  // A generation being written is not active either.
  expect(await readGenerationExtras(db, await beginGeneration(db))).toBeNull();
});
