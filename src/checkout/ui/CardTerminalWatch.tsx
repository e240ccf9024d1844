/**
 * The till's card terminal in the status bar (loaded only on a till with one set up). Mounting
 * it asks again about every card payment the till stored and did not see finished (on start),
 * and so does every return of the connection: an approved payment whose sale was not stored
 * completes that sale here (src/sync/cardRecovery.ts), its slips and kitchen screens' tickets
 * stored with it, once the catalog is held. The terminal's reachability is asked with the same requests.
 */
import { onlineManager } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { CardTerminalStatus, type TerminalReach } from './CardTerminalStatus';
import { useCardService } from '../../app/data/cardPayments';
import { useSettings } from '../../app/data/settings';
import { useCardSalePrints } from '../../app/data/cardSalePrints';
import type { LinksFor } from '../../app/kitchen/orderLinks';
import type { Channel } from '../../core/catalog';

const NO_CHANNELS: readonly Channel[] = [];

/** `channels` and `linksFor`: what a completed sale's slips name (its channel, its products' stations). */
export function CardTerminalWatch({ channels = NO_CHANNELS, linksFor }: { channels?: readonly Channel[] | undefined; linksFor?: LinksFor }) {
  const terminal = useSettings()?.cardTerminal ?? null;
  const service = useCardService();
  const prints = useCardSalePrints(channels, linksFor);
  // The newest planner, read when a sale completes: a catalog loading meanwhile does not ask again.
  const printsNow = useRef(prints);
  printsNow.current = prints;
  const [reach, setReach] = useState<TerminalReach>('checking');
  const [recovered, setRecovered] = useState<string[]>([]);
  const terminalId = terminal?.terminal_id;
  // Its first check waits for the catalog (`linksFor`): a sale completed without it would send all its kitchen items to the first station.
  const held = linksFor !== undefined;
  useEffect(() => {
    if (!held) return;
    let live = true;
    const check = async () => {
      const s = await service();
      // Its slips (receipt, kitchen tickets) are stored with the sale, once, as at the payment.
      const recovery = await s.recover((row) => printsNow.current(row)).catch(() => null);
      const listed = await s.terminals();
      if (!live) return;
      if (recovery && recovery.completed.length > 0) setRecovered((was) => [...was, ...recovery.completed.map((o) => o.ticket_no)]);
      const row = listed.ok ? listed.value.find((x) => x.terminal_id === terminalId) : undefined;
      setReach(!listed.ok ? 'unreachable' : row && row.online !== false ? 'ready' : 'offline');
    };
    void check();
    // On reconnect: asked again.
    const unsubscribe = onlineManager.subscribe((online) => void (online && check()));
    return () => {
      live = false;
      unsubscribe();
    };
  }, [service, terminalId, held]);
  if (!terminal) return null;
  return <CardTerminalStatus name={terminal.name} reach={reach} recovered={recovered} />;
}
