/**
 * The kitchen screen from the till's side (assumed-contracts 14), loaded with the status bar's
 * kitchen part on a till with a screen station, never with the first load: the paper fallback
 * (src/kitchen/fallback.ts) over the stored tickets (src/db/kitchenScreen.ts), and the
 * stations that fell back to paper lately.
 */
import { useEffect, useState } from 'react';
import { useLiveQuery } from 'dexie-react-hooks';
import type { KitchenTicket } from '../../day/kitchenTicket';
import { claimPaper, paperTicket, stationsOnPaper, unacknowledgedTickets } from '../../db/kitchenScreen';
import { DEFAULT_SCREEN_ACK_SECONDS, paperFallback } from '../../kitchen/fallback';
import { useDb } from './DbProvider';
import { useSettings } from './settings';
import { useKitchenPrints } from './printing';

/** How far back the status bar looks for a station that printed on paper: 15 minutes. */
const PAPER_WINDOW_MS = 15 * 60_000;
/** The longest the fallback sleeps between two looks, so a change of network is seen soon. */
const LOOK_EVERY_MS = 2000;

export interface ScreenFallbackState {
  /** The stations that fell back to paper lately. */
  stations: readonly string[];
  /** The first batch of claimed tickets no kitchen printer took, with its number: the system dialog prints it (`printed` once done). */
  unprinted: { batch: number; tickets: readonly KitchenTicket[] } | null;
  printed(): void;
}

/**
 * Runs the paper fallback while the till is open: each screen ticket not acknowledged within
 * "Paper after" (or at once when `online` is false) is claimed and printed on its station's
 * printer marked "(screen offline)", once: its print jobs are queued in the transaction that
 * claims it (a printer that fails shows in the status bar); with no kitchen printer it is handed
 * to the system dialog instead, as "Send to kitchen" does.
 */
export function useScreenFallback(online: boolean): ScreenFallbackState {
  const db = useDb();
  const settings = useSettings();
  const ackSeconds = settings?.screenAckSeconds ?? DEFAULT_SCREEN_ACK_SECONDS;
  const prints = useKitchenPrints();
  const [now, setNow] = useState(() => Date.now());
  const waiting = useLiveQuery(() => unacknowledgedTickets(db), [db]);
  const [unprinted, setUnprinted] = useState<readonly { batch: number; tickets: readonly KitchenTicket[] }[]>([]);
  useEffect(() => {
    if (!waiting) return;
    let next = LOOK_EVERY_MS;
    const due: string[] = [];
    for (const ticket of waiting) {
      const decision = paperFallback({ sent_at: ticket.sent_at, acknowledged: false, paper: ticket.paper }, Date.now(), ackSeconds, online);
      if (decision.kind === 'print') due.push(ticket.ticket_id);
      else if (decision.kind === 'wait') next = Math.min(next, decision.ms);
    }
    if (due.length > 0) {
      void (async () => {
        // Planned before the claim, so the claim's transaction queues the jobs with it.
        const plan = await prints.plan().catch(() => undefined);
        const claimed = await claimPaper(db, due, plan);
        if (claimed.length === 0) return;
        if (plan) prints.stored();
        else setUnprinted((before) => [...before, { batch: (before.at(-1)?.batch ?? 0) + 1, tickets: claimed.map(paperTicket) }]);
      })();
    }
    const timer = setTimeout(() => setNow(Date.now()), Math.max(50, next));
    return () => clearTimeout(timer);
  }, [waiting, now, db, ackSeconds, online, prints]);
  const since = new Date(Math.floor(now / 60_000) * 60_000 - PAPER_WINDOW_MS).toISOString();
  const stations = useLiveQuery(() => stationsOnPaper(db, since), [db, since]) ?? [];
  return { stations, unprinted: unprinted[0] ?? null, printed: () => setUnprinted((before) => before.slice(1)) };
}
