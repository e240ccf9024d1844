// @vitest-environment jsdom
import 'fake-indexeddb/auto';
import { act, renderHook } from '@testing-library/react';
import { afterEach, expect, test } from 'vitest';
import { useChosenStation } from '../../../src/app/data/kds';
import { useLeaveTerminal } from '../../../src/app/settings/TerminalData';
import { saveConnection } from '../../../src/db/settings';
import { openTestDb } from '../../kit/db';
import { renderHookWithDb } from '../../kit/render';

afterEach(() => localStorage.clear());

test('the kitchen screen remembers its station on the device', () => {
  const first = renderHook(() => useChosenStation());
  expect(first.result.current[0]).toBeNull();
  act(() => first.result.current[1]('Grill'));
  expect(first.result.current[0]).toBe('Grill');
  expect(renderHook(() => useChosenStation()).result.current[0]).toBe('Grill');
});

test('a station remembered under the former key is still shown, and kept under the new one', () => {
  localStorage.setItem('pos-kitchen-station', 'Bar');
  expect(renderHook(() => useChosenStation()).result.current[0]).toBe('Bar');
  expect(localStorage.getItem('pos-kitchen-station')).toBeNull();
  expect(renderHook(() => useChosenStation()).result.current[0]).toBe('Bar');
});

test('"Clear data" forgets the kitchen screen\'s station with the rest of the device\'s data', async () => {
  const chosen = renderHook(() => useChosenStation());
  act(() => chosen.result.current[1]('Grill'));
  const db = openTestDb();
  await saveConnection(db, 'https://pos.example.com', 'key-1');
  const { result } = renderHookWithDb(() => useLeaveTerminal(() => undefined), db);
  await act(() => result.current.ask('clear'));
  await act(() => result.current.confirm());
  expect(renderHook(() => useChosenStation()).result.current[0]).toBeNull();
});
