import 'fake-indexeddb/auto';
import { expect, test } from 'vitest';
import { emulatorPerFile } from '../kit/emulator';
import { readSettings } from '../../src/db/settings';
import { connect, normaliseServerUrl } from '../../src/sync/connect';
import { openTestDb } from '../kit/db';

const emulator = emulatorPerFile();

test.each([
  ['https://pos.example.com/', 'https://pos.example.com'],
  ['  http://127.0.0.1:8787// ', 'http://127.0.0.1:8787'],
  ['https://example.com/pos/', 'https://example.com/pos'],
])('a server URL %j is stored as %j', (input, expected) => {
  expect(normaliseServerUrl(input)).toEqual({ ok: true, url: expected });
});

test.each(['ftp://pos.example.com', 'javascript:alert(1)', 'pos.example.com', '', 'file:///etc/passwd'])(
  'only http and https URLs are accepted: %j is refused',
  (input) => {
    expect(normaliseServerUrl(input).ok).toBe(false);
  },
);

test('connecting with the right key stores the normalised URL and the key and returns the session', async () => {
  const db = openTestDb();
  const result = await connect(db, `${emulator.url}/`, ' demo-key ');
  expect(result).toMatchObject({ ok: true, serverUrl: emulator.url, session: { location: { id: 3 }, config: { currency_decimals: 3 } } });
  expect(await readSettings(db)).toMatchObject({ serverUrl: emulator.url, apiKey: 'demo-key' });
});

test('a new terminal sells only with an open shift unless its provisioning chose otherwise; a connected one keeps its choice', async () => {
  const fresh = openTestDb();
  await connect(fresh, emulator.url, 'demo-key');
  expect(await readSettings(fresh)).toMatchObject({ shiftRequired: true });

  const provisioned = openTestDb();
  await connect(provisioned, emulator.url, 'demo-key', { first: { shiftRequired: false } });
  expect(await readSettings(provisioned)).toMatchObject({ shiftRequired: false });
  // Connecting again (another key, the same server) changes the connection only.
  await connect(provisioned, emulator.url, 'demo-key', { first: { shiftRequired: true } });
  expect(await readSettings(provisioned)).toMatchObject({ shiftRequired: false });

  // A terminal connected before the default existed (no choice stored) keeps selling without one.
  const older = openTestDb();
  await connect(older, emulator.url, 'demo-key');
  await older.settings.update('terminal', { shiftRequired: undefined });
  await connect(older, emulator.url, 'demo-key');
  expect((await readSettings(older)).shiftRequired).toBeUndefined();
});

test('a rejected key says so and stores nothing', async () => {
  const db = openTestDb();
  const result = await connect(db, emulator.url, 'wrong');
  expect(result).toEqual({ ok: false, reason: 'unauthorized', message: 'The server rejected the API key.' });
  expect(await readSettings(db)).toMatchObject({ serverUrl: null, apiKey: null });
});

test('a failed attempt keeps the working connection', async () => {
  const db = openTestDb();
  await connect(db, emulator.url, 'demo-key');
  await connect(db, emulator.url, 'typo');
  expect(await readSettings(db)).toMatchObject({ serverUrl: emulator.url, apiKey: 'demo-key' });
});

test('an unreachable server says which server', async () => {
  const db = openTestDb();
  const result = await connect(db, 'http://127.0.0.1:9', 'demo-key', { timeoutMs: 2_000 });
  expect(result).toEqual({ ok: false, reason: 'unreachable', message: 'Cannot reach the server at http://127.0.0.1:9.' });
});

test('a URL that is not http(s) is refused in plain words without a request', async () => {
  const db = openTestDb();
  const result = await connect(db, 'ftp://pos.example.com', 'demo-key');
  expect(result).toMatchObject({ ok: false, reason: 'bad-url' });
  if (!result.ok) expect(result.message).toContain('http://');
});

test('a server error on the session route is reported as a server problem', async () => {
  const db = openTestDb();
  emulator.control.setFault('session', { kind: 'http500', times: 1 });
  const result = await connect(db, emulator.url, 'demo-key');
  expect(result).toMatchObject({ ok: false, reason: 'server' });
});
