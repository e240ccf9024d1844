// @vitest-environment jsdom
import { act, renderHook } from '@testing-library/react';
import { expect, test, vi } from 'vitest';
import { useConnecting, type ConnectOutcome } from '../../../src/sync/ui/ConnectForm';

const connecting = (outcome: ConnectOutcome) => {
  const onConnect = vi.fn(async () => outcome);
  const { result } = renderHook(() => useConnecting(onConnect, false));
  return { onConnect, result };
};

test('a plain-http URL beyond the local network is only warned about, until consented', async () => {
  const { onConnect, result } = connecting({ ok: true });
  await act(() => result.current.connect(' http://pos.example.com ', ' k ', false));
  expect(result.current.warnedFor).toBe('http://pos.example.com');
  expect(onConnect).not.toHaveBeenCalled();
  await act(() => result.current.connect('http://pos.example.com', ' k ', true));
  expect(onConnect).toHaveBeenCalledWith('http://pos.example.com', 'k', null);
  expect(result.current.busy).toBe(false);
  expect(result.current.error).toBeNull();
});

test('a refusal is said; a question is asked, and its answer connects after all', async () => {
  const refused = connecting({ ok: false, message: 'Wrong key' });
  await act(() => refused.result.current.connect('https://pos.example.com', 'k', false));
  expect(refused.result.current.error).toBe('Wrong key');

  const run = vi.fn(async (): Promise<ConnectOutcome> => ({ ok: true }));
  const asking = connecting({ ok: false, message: 'Another branch', confirm: { label: 'Switch', run } });
  await act(() => asking.result.current.connect('https://pos.example.com', 'k', false));
  expect(asking.result.current.asked?.label).toBe('Switch');
  expect(asking.result.current.error).toBeNull();
  await act(() => asking.result.current.settle(asking.result.current.asked!.run()));
  expect(run).toHaveBeenCalledOnce();
  expect(asking.result.current.asked).toBeNull();
});
