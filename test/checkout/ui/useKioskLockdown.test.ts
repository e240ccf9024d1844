// @vitest-environment jsdom
import { renderHook, waitFor } from '@testing-library/react';
import { expect, test } from 'vitest';
import { useKioskLockdown } from '../../../src/checkout/ui/useKioskLockdown';

function contextMenuBlocked(): boolean {
  const event = new MouseEvent('contextmenu', { bubbles: true, cancelable: true });
  document.body.dispatchEvent(event);
  return event.defaultPrevented;
}

test('in kiosk mode a long press opens no context menu and text cannot be selected; leaving kiosk mode gives both back', async () => {
  const { rerender } = renderHook(({ enabled }) => useKioskLockdown(enabled), { initialProps: { enabled: false } });
  expect(contextMenuBlocked()).toBe(false);

  rerender({ enabled: true });
  await waitFor(() => expect(document.documentElement.classList.contains('kiosk-locked')).toBe(true));
  expect(contextMenuBlocked()).toBe(true);

  rerender({ enabled: false });
  expect(document.documentElement.classList.contains('kiosk-locked')).toBe(false);
  expect(contextMenuBlocked()).toBe(false);
});

test('kiosk mode switched off before its lockdown has loaded leaves the page unlocked', async () => {
  const { rerender } = renderHook(({ enabled }) => useKioskLockdown(enabled), { initialProps: { enabled: true } });
  rerender({ enabled: false });
  await import('../../../src/checkout/ui/kioskLockdown');
  await new Promise((resolve) => setTimeout(resolve, 0));
  expect(document.documentElement.classList.contains('kiosk-locked')).toBe(false);
  expect(contextMenuBlocked()).toBe(false);
});
