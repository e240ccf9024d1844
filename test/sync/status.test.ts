import { describe, expect, test, vi } from 'vitest';
import { createSyncStatusStore, syncStatusReducer, type SyncEvent, type SyncStatus } from '../../src/sync/status';
import { failureOf } from '../../src/sync/failure';

const AT = '2026-11-21T09:00:00.000Z';
const idle: SyncStatus = { kind: 'idle', lastSuccessAt: AT };
const syncing: SyncStatus = { kind: 'syncing', done: 10, total: 50, lastSuccessAt: AT };
const offline: SyncStatus = { kind: 'offline', lastSuccessAt: AT };
const failed: SyncStatus = { kind: 'failed', reason: 'server', message: 'x', lastSuccessAt: AT };

describe('sync status is a closed set changed by events', () => {
  test.each<[string, SyncStatus, SyncEvent, SyncStatus]>([
    ['a started sync shows progress from zero', idle, { type: 'syncStarted' }, { kind: 'syncing', done: 0, total: 0, lastSuccessAt: AT }],
    ['progress updates a running sync', syncing, { type: 'syncProgressed', done: 20, total: 50 }, { ...syncing, done: 20 }],
    ['a success records its time', syncing, { type: 'syncSucceeded', at: 'later' }, { kind: 'idle', lastSuccessAt: 'later' }],
    ['a failure keeps the last success time', syncing, { type: 'syncFailed', reason: 'unauthorized', message: 'no' }, { kind: 'failed', reason: 'unauthorized', message: 'no', lastSuccessAt: AT }],
    ['a cancelled sync goes back to idle', syncing, { type: 'syncCancelled' }, idle],
    ['losing the network shows offline', idle, { type: 'wentOffline' }, offline],
    ['regaining it goes back to idle', offline, { type: 'cameOnline' }, idle],
    ["another tab's switch updates the time of a failed status", failed, { type: 'catalogSwitched', at: 'later' }, { ...failed, lastSuccessAt: 'later' }],
  ])('%s', (_rule, state, event, expected) => {
    expect(syncStatusReducer(state, event)).toEqual(expected);
  });

  test.each<[string, SyncStatus, SyncEvent]>([
    ['progress outside a sync', idle, { type: 'syncProgressed', done: 1, total: 2 }],
    ['coming online when not offline', failed, { type: 'cameOnline' }],
    ['cancelling when not syncing', failed, { type: 'syncCancelled' }],
    ['a switch already known', idle, { type: 'catalogSwitched', at: AT }],
  ])('nothing changes on %s (same object)', (_case, state, event) => {
    expect(syncStatusReducer(state, event)).toBe(state);
  });
});

test.each([
  [{ kind: 'unauthorized', status: 401, message: 'x' } as const, 'unauthorized'],
  [{ kind: 'server', status: 500, message: 'x' } as const, 'server'],
  [{ kind: 'malformed', message: 'x' } as const, 'server'],
  [{ kind: 'timeout', message: 'x' } as const, 'unreachable'],
  [{ kind: 'network', message: 'x' } as const, 'unreachable'],
  [{ kind: 'storage', message: 'x' } as const, 'storage'],
])('a %o error is shown as %s', (error, reason) => {
  expect(failureOf(error)?.reason).toBe(reason);
});

test('a cancelled sync is not a failure', () => {
  expect(failureOf({ kind: 'cancelled', message: 'x' })).toBeNull();
});

test('the status store replaces the state with the reducer\'s, so a failure\'s reason does not outlive it, and tells its subscribers only of a change', () => {
  const status = createSyncStatusStore(failed);
  const heard = vi.fn();
  status.subscribe(heard);
  status.dispatch({ type: 'cameOnline' });
  expect(heard).not.toHaveBeenCalled();
  status.dispatch({ type: 'syncSucceeded', at: 'later' });
  expect(status.getState()).toEqual({ kind: 'idle', lastSuccessAt: 'later' });
  expect(heard).toHaveBeenCalledTimes(1);
  expect(heard).toHaveBeenCalledWith({ kind: 'idle', lastSuccessAt: 'later' }, failed);
});
