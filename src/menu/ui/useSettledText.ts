/**
 * The search text once typing pauses: the grid is filtered once per pause, not once per key.
 * Clearing takes effect at once, so the category grid comes back without a delay.
 */
import { useEffect, useState } from 'react';

export const SEARCH_SETTLE_MS = 120;

export function useSettledText(text: string, delayMs: number = SEARCH_SETTLE_MS): string {
  const [settled, setSettled] = useState(text);
  useEffect(() => {
    const timer = setTimeout(() => setSettled(text), text.trim() === '' ? 0 : delayMs);
    return () => clearTimeout(timer);
  }, [text, delayMs]);
  return text.trim() === '' ? '' : settled;
}
