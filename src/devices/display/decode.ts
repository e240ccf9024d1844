/**
 * The display window's reading of the channel: apart from view.ts, whose reducer the till's
 * first load carries, as only the display window decodes. Pure.
 */
import type { DisplayEvent } from './view';

/** A message off the channel read as an event, or null when it is none (another version's, noise). */
export function displayEventOf(data: unknown): DisplayEvent | null {
  if (typeof data !== 'object' || data === null) return null;
  const type = (data as { type?: unknown }).type;
  return type === 'brandShown' || type === 'orderChanged' || type === 'saleCompleted' || type === 'thanksEnded' || type === 'trainingChanged' || type === 'stateShown' ? (data as DisplayEvent) : null;
}
