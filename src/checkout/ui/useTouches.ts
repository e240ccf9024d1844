/**
 * A count of the person's touches and key presses anywhere on the page: a kiosk's waits
 * (the idle reset, staff's "Orders" left open) start again on each.
 */
import { useEffect, useState } from 'react';

const ACTIVITY = ['pointerdown', 'keydown', 'touchstart', 'wheel'] as const;

export function useTouches(): number {
  const [touched, setTouched] = useState(0);
  useEffect(() => {
    const touch = () => setTouched((n) => n + 1);
    for (const name of ACTIVITY) window.addEventListener(name, touch, { capture: true, passive: true });
    return () => {
      for (const name of ACTIVITY) window.removeEventListener(name, touch, { capture: true });
    };
  }, []);
  return touched;
}
