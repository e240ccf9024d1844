/**
 * "Customer display" (in "More"): opens the display's window (or brings it back), on another screen when
 * the browser may place windows there (Window Management permission granted), else where the
 * browser puts a popup. The window follows the till by itself (./tellDisplay.ts).
 */
interface ScreenArea {
  availLeft: number;
  availTop: number;
  availWidth: number;
  availHeight: number;
}

/** Where another screen is, when the permission is already granted; never asks for it. */
async function otherScreen(): Promise<ScreenArea | null> {
  try {
    const w = window as Window & { getScreenDetails?: () => Promise<{ screens: ScreenArea[]; currentScreen: ScreenArea }> };
    if (!w.getScreenDetails) return null;
    const permission = await navigator.permissions.query({ name: 'window-management' as PermissionName });
    if (permission.state !== 'granted') return null;
    const details = await w.getScreenDetails();
    return details.screens.find((s) => s !== details.currentScreen) ?? null;
  } catch {
    return null;
  }
}

export async function openCustomerDisplay(): Promise<void> {
  const screen = await otherScreen();
  const place = screen ? `,left=${screen.availLeft},top=${screen.availTop},width=${screen.availWidth},height=${screen.availHeight}` : ',width=1024,height=768';
  window.open('/display.html', 'pos-customer-display', `popup${place}`);
}
