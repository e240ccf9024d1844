/**
 * The card terminal in the status bar (assumed-contracts 13): whether it can be reached now,
 * and the card sales the till completed when it asked again after a restart or a lost answer.
 */
import { useLingui } from '@lingui/react/macro';

/** `ready`: listed and online; `offline`: the service says it cannot reach it; `unreachable`: the service itself cannot be reached. */
export type TerminalReach = 'checking' | 'ready' | 'offline' | 'unreachable';

export function CardTerminalStatus({ name, reach, recovered }: { name: string; reach: TerminalReach; recovered: readonly string[] }) {
  const { t } = useLingui();
  const said: Record<TerminalReach, string> = {
    checking: t`${name}: checking`,
    ready: t`${name}: ready`,
    offline: t`${name}: offline`,
    unreachable: t`${name}: cannot be reached`,
  };
  return (
    <span role="status" aria-label={t`Card terminal`} className={`card-terminal card-terminal--${reach}`}>
      {said[reach]}
      {recovered.length > 0 && <span> {t`Card sale completed after a restart: ${{ tickets: recovered.join(', ') }}`}</span>}
    </span>
  );
}
