import { describe, expect, test } from 'vitest';
import { HAND_ON_MS, handedOnTo, handOn, type StaffMember } from '../../src/staff/staff';
import { approvalApplies, approvalHolds, discountNeedsApproval, needsApproval } from '../../src/staff/permissions';
import { idleLockMs } from '../../src/staff/idleLock';
import { managerLeavingRefusal, managers, nameRefusal, signInOrder } from '../../src/staff/staffList';

const mona: StaffMember = { staff_id: 'm1', name: 'Mona', role: 'manager' };
const ali: StaffMember = { staff_id: 'c1', name: 'Ali', role: 'cashier' };
const sara: StaffMember = { staff_id: 'c2', name: 'sara', role: 'cashier' };

describe('approvals', () => {
  test.each([
    ['a cashier', ali, true],
    ['nobody signed in', null, true],
    ['a manager (approves by confirming)', mona, false],
  ] as const)('an action by %s needs a manager: %s', (_, person, needed) => {
    expect(needsApproval(person)).toBe(needed);
  });

  test.each([
    // percent, limit, person, needs approval
    [10, 0, ali, true, 'the default limit 0 %: every manual discount asks'],
    [0, 0, ali, false, 'taking a discount off never asks'],
    [10, 10, ali, false, 'up to the limit is the cashier’s own'],
    [11, 10, ali, true, 'above the limit asks'],
    [50, 0, mona, false, 'a manager’s own discount never asks'],
    [5, -3, ali, true, 'a limit below 0 reads as 0'],
    [5, 0, null, true, 'nobody signed in asks'],
  ] as const)('a discount of %i %% with the limit %i %%: %s', (percent, limit, person, asks, _why) => {
    expect(discountNeedsApproval(percent, limit, person)).toBe(asks);
  });
});

test.each([
  ['discount', false, false],
  ['cash-out', false, false],
  ['void', false, true],
  ['void', true, true],
  ['refund', false, true],
  ['settings', false, true],
  ['staff', false, true],
  ['drawer', false, false],
  ['drawer', true, true],
  ['reopen-payment', false, true],
  ['discount', true, true],
  ['cash-out', true, true],
] as const)('%s on a terminal with staff %s asks a manager: %s', (action, hasStaff, asks) => {
  expect(approvalApplies(action, hasStaff)).toBe(asks);
});

describe('an approval names one action and one session', () => {
  const given = { action: 'settings', approver: { staff_id: 'm1', name: 'Mona' }, session: 3 } as const;
  test.each([
    ['settings', 3, true, 'the action it was given for, in its session'],
    ['staff', 3, false, 'another action, even one inside the screen it opened'],
    ['role', 3, false, 'a role is an action of its own'],
    ['settings', 4, false, 'after "Lock" (a new session)'],
  ] as const)('%s in session %i: %s (%s)', (action, session, holds, _why) => {
    expect(approvalHolds(given, action, session)).toBe(holds);
  });
  test('no approval lets nothing through', () => {
    expect(approvalHolds(null, 'settings', 0)).toBe(false);
  });
});

describe('the staff list', () => {
  const staff = [mona, ali, sara];
  test.each([
    ['', null, 'name-missing'],
    ['  ', 'c1', 'name-missing'],
    ['ALI', null, 'name-taken'],
    ['Ali', 'c1', null],
    ['Huda', null, null],
  ] as const)('the name %j for %s: %s', (name, id, reason) => {
    expect(nameRefusal(staff, name, id)?.reason ?? null).toBe(reason);
  });

  test('the last manager can be neither removed nor made a cashier; a cashier always can', () => {
    expect(managerLeavingRefusal(staff, 'm1')).toEqual({ ok: false, reason: 'last-manager' });
    expect(managerLeavingRefusal(staff, 'c1')).toBeNull();
    expect(managerLeavingRefusal([...staff, { staff_id: 'm2', name: 'Omar', role: 'manager' }], 'm1')).toBeNull();
    expect(managerLeavingRefusal(staff, 'nobody')).toEqual({ ok: false, reason: 'unknown-person' });
  });

  test('"Sign in" lists everyone by name, whatever the case; approvals list the managers', () => {
    expect(signInOrder(staff).map((p) => p.name)).toEqual(['Ali', 'Mona', 'sara']);
    expect(managers(staff).map((p) => p.name)).toEqual(['Mona']);
  });
});

test.each([
  [undefined, false, 300_000, 'default 5 minutes'],
  [2, false, 120_000, 'as set'],
  [0, false, null, '0 never locks'],
  [5, true, null, 'never in kiosk mode'],
] as const)('idle lock after %s minutes, kiosk %s: %s ms', (minutes, kiosk, ms, _why) => {
  expect(idleLockMs(minutes, kiosk)).toBe(ms);
});

describe('an approval handed on to the act that finishes it', () => {
  const mona = { staff_id: 'mona', name: 'Mona' };
  const orders = handOn('kiosk-orders', mona, 3, 1_000);

  test('the kiosk\'s "Orders" then "Mark paid" or a cancel within the minute, in the same session, asks once', () => {
    expect(handedOnTo(orders, 'reopen-payment', 3, 1_000 + 5_000)).toEqual(mona);
    expect(handedOnTo(orders, 'void', 3, 1_000 + HAND_ON_MS)).toEqual(mona);
  });

  test('it finishes nothing else, nothing later, and nothing after "Lock"', () => {
    expect(handedOnTo(orders, 'refund', 3, 2_000)).toBeNull();
    expect(handedOnTo(orders, 'kiosk', 3, 2_000)).toBeNull();
    expect(handedOnTo(orders, 'reopen-payment', 3, 1_000 + HAND_ON_MS + 1)).toBeNull();
    expect(handedOnTo(orders, 'reopen-payment', 4, 2_000)).toBeNull();
    expect(handedOnTo(orders, 'reopen-payment', 3, 999)).toBeNull();
    expect(handedOnTo(null, 'reopen-payment', 3, 2_000)).toBeNull();
  });

  test('an approval of any other action waits for nothing: one approval, one action', () => {
    for (const action of ['refund', 'void', 'reopen-payment', 'settings', 'discount'] as const) expect(handOn(action, mona, 3, 1_000)).toBeNull();
  });
});
