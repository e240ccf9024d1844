// @vitest-environment jsdom
import 'fake-indexeddb/auto';
import { act } from '@testing-library/react';
import { expect, test, vi } from 'vitest';
import { useLeaveTerminal } from '../../../src/app/settings/TerminalData';
import { readSettings, saveConnection } from '../../../src/db/settings';
import { openTestDb, queue } from '../../kit/db';
import { orderRow } from '../../kit/orders';
import { renderHookWithDb } from '../../kit/render';
import { T0 } from '../../kit/timers';

async function leaving() {
  const db = openTestDb();
  await saveConnection(db, 'https://pos.example.com', 'key-1');
  const onNote = vi.fn();
  const { result } = renderHookWithDb(() => useLeaveTerminal(onNote), db);
  return { db, onNote, result };
}

test('"Clear data" with a sale waiting is refused with the count and asks nothing', async () => {
  const { db, onNote, result } = await leaving();
  await queue(db, { order: orderRow(), queuedAt: T0 });
  await act(() => result.current.ask('clear'));
  expect(result.current.asking).toBeNull();
  expect(onNote).toHaveBeenLastCalledWith(expect.objectContaining({ kind: 'alert' }));
});

test('"Log out" with nothing waiting asks first; "Cancel" takes the question back', async () => {
  const { onNote, result } = await leaving();
  await act(() => result.current.ask('log-out'));
  expect(result.current.asking).toBe('log-out');
  expect(onNote).toHaveBeenLastCalledWith(null);
  act(() => result.current.cancel());
  expect(result.current.asking).toBeNull();
});

test('a sale stored between the question and "Yes, log out" refuses it: the server and key stay', async () => {
  const { db, onNote, result } = await leaving();
  await act(() => result.current.ask('log-out'));
  await queue(db, { order: orderRow(), queuedAt: T0 });
  await act(() => result.current.confirm());
  expect(onNote).toHaveBeenLastCalledWith(expect.objectContaining({ kind: 'alert' }));
  expect(result.current.asking).toBeNull();
  expect(await readSettings(db)).toMatchObject({ serverUrl: 'https://pos.example.com', apiKey: 'key-1' });
});
