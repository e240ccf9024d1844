import 'fake-indexeddb/auto';
import { Dexie } from 'dexie';
import { IDBFactory, IDBKeyRange } from 'fake-indexeddb';
import { expect, test } from 'vitest';
import { SCHEMA_VERSIONS } from '../../src/db/schema';
import { readSettings } from '../../src/db/settings';
import { connectTo, openTestDb } from '../kit/db';
import type { VersionFixture } from './migrations/fixture';
import { v1 } from './migrations/v1';
import { v2 } from './migrations/v2';
import { v3 } from './migrations/v3';
import { v4 } from './migrations/v4';
import { v5 } from './migrations/v5';
import { v6 } from './migrations/v6';
import { v7 } from './migrations/v7';
import { v8 } from './migrations/v8';
import { v9 } from './migrations/v9';
import { v10 } from './migrations/v10';
import { v11 } from './migrations/v11';
import { v12 } from './migrations/v12';
import { v14 } from './migrations/v14';
import { v18 } from './migrations/v18';
import { v19 } from './migrations/v19';
import { v21 } from './migrations/v21';
import { v22, v22NoPin } from './migrations/v22';
import { v23 } from './migrations/v23';
import { v24 } from './migrations/v24';
import { v25 } from './migrations/v25';
import { v26 } from './migrations/v26';
import { v27 } from './migrations/v27';
import { v28 } from './migrations/v28';
import { v30 } from './migrations/v30';

const LATEST_VERSION = SCHEMA_VERSIONS[SCHEMA_VERSIONS.length - 1]!.version;

/** One database per older version, beside this file (`migrations/`). */
const OLDER: readonly VersionFixture[] = [v1, v2, v3, v4, v5, v6, v7, v8, v9, v10, v11, v12, v14, v18, v19, v21, v22, v23, v24, v25, v26, v27, v28, v30];

test('versions are declared in increasing order and the newest is the one opened', async () => {
  const versions = SCHEMA_VERSIONS.map((v) => v.version);
  expect(versions).toEqual([...versions].sort((a, b) => a - b));
  const db = openTestDb();
  await db.open();
  expect(db.verno).toBe(LATEST_VERSION);
});

test('every older version has a database to upgrade', () => {
  expect(OLDER.map((f) => f.version)).toEqual(SCHEMA_VERSIONS.slice(0, -1).map((v) => v.version));
});

test('a new database gets a terminal id once, the default sync interval and no connection', async () => {
  const factory = new IDBFactory();
  const first = connectTo(factory);
  const settings = await readSettings(first);
  expect(settings).toMatchObject({ serverUrl: null, apiKey: null, syncIntervalMinutes: 15, persistedStorage: null });
  expect(settings.terminalId).toMatch(/^[0-9a-f-]{36}$/);
  first.close();
  const again = connectTo(factory);
  expect((await readSettings(again)).terminalId).toBe(settings.terminalId);
});

test.each(OLDER.map((f) => [f.version, f.promise, f] as const))('a database of version %i opens at the newest: %s', async (version, _, { rows, upgraded }) => {
  const factory = new IDBFactory();
  const old = new Dexie('pos', { indexedDB: factory, IDBKeyRange });
  old.version(version).stores(SCHEMA_VERSIONS.find((v) => v.version === version)!.stores);
  await old.open();
  await old.transaction('rw', old.tables, async () => {
    for (const [table, stored] of Object.entries(rows)) await old.table(table).bulkPut([...stored]);
  });
  old.close();

  const db = connectTo(factory);
  await db.open();
  expect(db.verno).toBe(LATEST_VERSION);
  await upgraded(db);
});

test('a database of version 22 without a manager PIN opens at the newest with no staff', async () => {
  const factory = new IDBFactory();
  const old = new Dexie('pos', { indexedDB: factory, IDBKeyRange });
  old.version(22).stores(SCHEMA_VERSIONS.find((v) => v.version === 22)!.stores);
  await old.open();
  await old.table('settings').bulkPut([...v22NoPin.rows.settings!]);
  old.close();
  const db = connectTo(factory);
  await db.open();
  await v22NoPin.upgraded(db);
});
