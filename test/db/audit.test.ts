import 'fake-indexeddb/auto';
import { describe, expect, test } from 'vitest';
import { listAuditEvents } from '../../src/db/audit';
import type { PosDb } from '../../src/db/schema';
import { addStaff, removeStaff, resetPin, setRole } from '../../src/db/staff';
import { recoverManagerPin } from '../../src/db/forgotPin';
import { setSignedIn } from '../../src/db/signedIn';
import { saveSettingsAudited } from '../../src/db/settingsAudited';
import { addTender, removeTender } from '../../src/db/tenders';
import { leaveTraining } from '../../src/db/training';
import { DEFAULT_KIOSK } from '../../src/db/schema';
import { openTestDb } from '../kit/db';
import { seedStaff } from '../kit/staff';

const PIN = { pinHash: 'h', pinSalt: 's' };

async function terminal(): Promise<{ db: PosDb; manager: string }> {
  const db = openTestDb();
  const manager = await seedStaff(db, '123456', 'Mona', 'manager');
  await setSignedIn(db, manager);
  return { db, manager };
}

async function trail(db: PosDb) {
  return (await listAuditEvents(db)).map((e) => ({ kind: e.kind, staff: e.staff_name, approved: e.approved_by?.name ?? null, detail: e.detail }));
}

describe('assumed-contracts 16 each privileged change is stored with its audit event and queued', () => {
  test('adding a person records staff_added by the one signed in, queued for upload as kind audit', async () => {
    const { db } = await terminal();
    await addStaff(db, { staff_id: 'c-1', name: 'Sami', role: 'cashier', ...PIN });
    expect(await trail(db)).toEqual([{ kind: 'staff_added', staff: 'Mona', approved: null, detail: { staff_id: 'c-1', name: 'Sami', role: 'cashier' } }]);
    const [event] = await listAuditEvents(db);
    expect(event?.upload).toBe('waiting');
    expect(await db.outbox.get(event!.event_id)).toMatchObject({ kind: 'audit', attempts: 0 });
  });

  test('a refused change records nothing: a second person of the same name is not added and not recorded', async () => {
    const { db } = await terminal();
    await addStaff(db, { staff_id: 'c-1', name: 'Sami', role: 'cashier', ...PIN });
    const again = await addStaff(db, { staff_id: 'c-2', name: 'Sami', role: 'cashier', ...PIN });
    expect(again.ok).toBe(false);
    expect((await trail(db)).map((e) => e.kind)).toEqual(['staff_added']);
    expect(await db.outbox.count()).toBe(1);
  });

  test('a cashier made manager with an approval records role_changed with both names and the roles', async () => {
    const { db } = await terminal();
    const cashier = await seedStaff(db, '654321', 'Sami', 'cashier');
    const boss = await seedStaff(db, '111111', 'Huda', 'manager');
    await setSignedIn(db, cashier);
    await setRole(db, cashier, 'manager', { approvedBy: { staff_id: boss, name: 'Huda' } });
    expect(await trail(db)).toEqual([{ kind: 'role_changed', staff: 'Sami', approved: 'Huda', detail: { staff_id: cashier, name: 'Sami', from: 'cashier', to: 'manager' } }]);
  });

  test('a PIN reset and a removal are recorded, naming the person they were about', async () => {
    const { db } = await terminal();
    const cashier = await seedStaff(db, '654321', 'Sami', 'cashier');
    await resetPin(db, cashier, PIN);
    await removeStaff(db, cashier);
    expect((await trail(db)).map((e) => [e.kind, e.detail.name])).toEqual([
      ['staff_removed', 'Sami'],
      ['pin_reset', 'Sami'],
    ]);
  });

  test('"Forgot PIN?" is recorded with nobody named: no PIN proved who typed the key', async () => {
    const { db, manager } = await terminal();
    await recoverManagerPin(db, { name: 'Mona', ...PIN }, new Date('2026-11-29T09:00:00Z'));
    expect(await trail(db)).toEqual([{ kind: 'pin_forgotten', staff: null, approved: null, detail: { staff_id: manager, name: 'Mona', added: false, proved_by: 'api_key' } }]);
  });

  test('a settings change records only what changed, and the same value again records nothing', async () => {
    const { db } = await terminal();
    await saveSettingsAudited(db, { shiftRequired: true, askTip: true });
    await saveSettingsAudited(db, { shiftRequired: true });
    expect(await trail(db)).toEqual([{ kind: 'settings_changed', staff: 'Mona', approved: null, detail: { shiftRequired: true, askTip: true } }]);
  });

  test('kiosk mode turned on and off records kiosk_started and kiosk_left, not a settings change', async () => {
    const { db } = await terminal();
    await saveSettingsAudited(db, { kiosk: { ...DEFAULT_KIOSK, enabled: true } });
    await saveSettingsAudited(db, { kiosk: { ...DEFAULT_KIOSK, enabled: false } });
    expect((await trail(db)).map((e) => e.kind)).toEqual(['kiosk_left', 'kiosk_started']);
  });

  test('a tender added and removed is recorded with its code', async () => {
    const { db } = await terminal();
    await addTender(db, { code: 'knet', name: 'KNET', kind: 'card' });
    await removeTender(db, 'knet');
    expect((await trail(db)).map((e) => e.detail)).toEqual([
      { tender_removed: 'knet', name: 'KNET' },
      { tender_added: 'knet', name: 'KNET', kind: 'card' },
    ]);
  });

  test('leaving training records training_left once; a terminal not in training records nothing', async () => {
    const { db } = await terminal();
    await leaveTraining(db);
    expect(await trail(db)).toEqual([]);
    await db.settings.update('terminal', { training: { started_at: '2026-11-29T08:00:00.000Z', started_by: null } });
    await leaveTraining(db);
    expect((await trail(db)).map((e) => e.kind)).toEqual(['training_left']);
  });
});
