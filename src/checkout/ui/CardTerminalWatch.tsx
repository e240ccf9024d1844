/**
 * The till's card terminal in the status bar (loaded only on a till with one set up). Mounting
 * it asks again about every card payment the till stored and did not see finished (on start),
 * and so does every return of the connection: an approved payment whose sale was not stored
 * completes that sale here (src/sync/cardRecovery.ts). The terminal's reachability is asked
 * with the same requests.
 */
import { onlineManager } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { CardTerminalStatus, type TerminalReach } from './CardTerminalStatus';
import { useCardService } from '../../app/data/cardPayments';
import { useSettings } from '../../app/data/settings';

export function CardTerminalWatch() {
  const terminal = useSettings()?.cardTerminal ?? null;
  const service = useCardService();
  const [reach, setReach] = useState<TerminalReach>('checking');
  const [recovered, setRecovered] = useState<string[]>([]);
  const terminalId = terminal?.terminal_id;
  useEffect(() => {
    let live = true;
    const check = async () => {
      const s = await service();
      const recovery = await s.recover().catch(() => null);
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
  }, [service, terminalId]);
  if (!terminal) return null;
  return <CardTerminalStatus name={terminal.name} reach={reach} recovered={recovered} />;
}
