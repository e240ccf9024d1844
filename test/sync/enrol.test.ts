import 'fake-indexeddb/auto';
import { expect, test } from 'vitest';
import { readSettings } from '../../src/db/settings';
import { connect, enrol } from '../../src/sync/connect';
import { openTestDb } from '../kit/db';
import { emulatorPerFile, KEY } from '../kit/emulator';

const emulator = emulatorPerFile({ reset: true });

test('a terminal enrolled with a code stores the key, its branch and the branch secret, and the code is used up', async () => {
  const code = emulator.control.makeEnrolmentCode();
  const db = openTestDb();
  const result = await enrol(db, `${emulator.url}/`, ` ${code.toLowerCase()} `, 'Till 2');
  expect(result).toMatchObject({ ok: true, serverUrl: emulator.url, session: { location: { id: 3 } } });
  expect(await readSettings(db)).toMatchObject({
    serverUrl: emulator.url,
    apiKey: KEY,
    enrolment: { location_id: 3, terminal_id: emulator.control.enrolments()[0]!.terminal_id, secret: emulator.control.branchSecret() },
  });
  expect(emulator.control.enrolments()).toMatchObject([{ terminal_name: 'Till 2' }]);

  const again = openTestDb();
  expect(await enrol(again, emulator.url, code, 'Till 3')).toMatchObject({ ok: false, message: expect.stringContaining('already used') });
  expect(await readSettings(again)).toMatchObject({ serverUrl: null, apiKey: null });
});

test('an unknown code connects nothing and says so; an empty one asks for a code or the key', async () => {
  const db = openTestDb();
  expect(await enrol(db, emulator.url, 'ZZZZ-ZZZZ', 'Till 2')).toMatchObject({ ok: false, message: expect.stringContaining('does not know this enrolment code') });
  expect(await enrol(db, emulator.url, ' ', 'Till 2')).toMatchObject({ ok: false, message: 'Enter the enrolment code or the API key.' });
  expect(await readSettings(db)).toMatchObject({ serverUrl: null, apiKey: null });
});

test('connecting again with a bare key drops the enrolment: its secret belonged to the enrolled connection', async () => {
  const db = openTestDb();
  await enrol(db, emulator.url, emulator.control.makeEnrolmentCode(), 'Till 2');
  await connect(db, emulator.url, KEY);
  expect((await readSettings(db)).enrolment).toBeNull();
});
