/**
 * The search text debounced: the value once typing pauses, so the grid is filtered once per
 * pause, not once per key.
 * Clearing takes effect at once, so the category grid comes back without a delay.
 */
import { useEffect, useState } from 'react';

export const SEARCH_DEBOUNCE_MS = 120;

export function useDebouncedText(text: string, delayMs: number = SEARCH_DEBOUNCE_MS): string {
  const [debounced, setDebounced] = useState(text);
  useEffect(() => {
    const timer = setTimeout(() => setDebounced(text), text.trim() === '' ? 0 : delayMs);
    return () => clearTimeout(timer);
  }, [text, delayMs]);
  return text.trim() === '' ? '' : debounced;
}
