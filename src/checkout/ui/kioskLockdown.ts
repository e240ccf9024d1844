/**
 * A kiosk keeps customers in the till: full screen and the Keyboard Lock API where the
 * browser grants them (each feature-detected; a refusal is expected and changes nothing),
 * and no context menu or text selection while kiosk mode is on. The browser itself should
 * still run in its kiosk mode (docs/guide/kiosk.md), which no page can enforce.
 */
interface KeyboardLock {
  lock?(keys?: string[]): Promise<void>;
}

/** Asks for full screen and the keyboard lock; must run inside a tap (a user gesture). */
export function enterKioskScreen(): void {
  try {
    const root = document.documentElement;
    if (!document.fullscreenElement && typeof root.requestFullscreen === 'function') {
      void root.requestFullscreen().catch(() => undefined);
    }
    const keyboard = (navigator as Navigator & { keyboard?: KeyboardLock }).keyboard;
    if (typeof keyboard?.lock === 'function') void keyboard.lock(['Escape', 'MetaLeft', 'MetaRight', 'AltLeft', 'Tab']).catch(() => undefined);
  } catch {
    // A browser that throws instead of rejecting: the kiosk goes on in a window.
  }
}

/** No context menu (long press or right click) and no text selection until the returned undo runs. */
export function lockDownPage(): () => void {
  const block = (e: Event) => e.preventDefault();
  document.addEventListener('contextmenu', block);
  document.documentElement.classList.add('kiosk-locked');
  return () => {
    document.removeEventListener('contextmenu', block);
    document.documentElement.classList.remove('kiosk-locked');
  };
}
