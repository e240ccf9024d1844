/**
 * Work a person has on screen and would lose to a reload: a receipt or a kitchen ticket not
 * printed yet, a refund being typed, a cash count, an X or Z report. Each such screen holds
 * it while mounted (`useHoldsWork`); an update waits until none does (src/app/pwa).
 */
import { useEffect, useSyncExternalStore } from 'react';

// Not a zustand store: the UI kit imports no state library (eslint), and one count needs none.
let holds = 0;
const listeners = new Set<() => void>();
const changed = () => listeners.forEach((listener) => listener());

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** Holds off a reload while the calling screen is mounted. */
export function useHoldsWork(): void {
  useEffect(() => {
    holds += 1;
    changed();
    return () => {
      holds -= 1;
      changed();
    };
  }, []);
}

/** Whether any screen holds work a reload would lose. */
export function useWorkOnScreen(): boolean {
  return useSyncExternalStore(subscribe, () => holds > 0, () => false);
}
