/**
 * Paper as the kitchen screen's fallback (assumed-contracts 14): a ticket for a station with a
 * kitchen screen prints on the station's printer, marked "(screen offline)", when the service
 * has not acknowledged it within the time the manager set (default 20 s), or at once when the
 * till is offline; and only once, whatever the screen does afterwards.
 *
 * Pure: the clock and the till's network state come in as arguments.
 */

/** "Paper after": seconds a screen ticket waits for the service before it prints. */
export const DEFAULT_SCREEN_ACK_SECONDS = 20;
/** "Ready numbers stay": minutes a call number stays under "Ready" unless served before. */
export const DEFAULT_READY_MINUTES = 5;

/** What the fallback reads of a stored screen ticket. */
export interface FallbackState {
  sent_at: string;
  /** The service took the ticket (201 or 200). */
  acknowledged: boolean;
  /** Its paper was printed already. */
  paper: boolean;
}

export type FallbackDecision = { kind: 'done' } | { kind: 'print' } | { kind: 'wait'; ms: number };

/** Whether the ticket prints on paper now, never (taken, or printed already), or after `ms`. */
export function paperFallback(ticket: FallbackState, now: number, ackSeconds: number, online: boolean): FallbackDecision {
  if (ticket.acknowledged || ticket.paper) return { kind: 'done' };
  if (!online) return { kind: 'print' };
  const left = Date.parse(ticket.sent_at) + Math.max(0, ackSeconds) * 1000 - now;
  return left <= 0 ? { kind: 'print' } : { kind: 'wait', ms: left };
}

/** The whole seconds a manager typed for "Paper after", within 1 to 600; null when it is not one. */
export function readAckSeconds(typed: string): number | null {
  if (!/^\d{1,3}$/.test(typed.trim())) return null;
  const n = Number(typed.trim());
  return n >= 1 && n <= 600 ? n : null;
}
