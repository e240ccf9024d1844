/**
 * The till's part of the kitchen screen in the status bar: it runs the paper fallback (a station
 * whose screen did not take a ticket in time gets it on paper, marked "(screen offline)") and
 * says which stations fell back to paper lately; with no kitchen printer the system dialog
 * prints them. Loaded only on a till with a screen station.
 */
import { useLingui } from '@lingui/react/macro';
import { useSyncStatus } from '../../sync/ui/useSyncStatus';
import { useScreenFallback } from '../../app/data/kitchenScreen';
import { KitchenSendDialog } from '../../day/ui/KitchenTicket';

/** `timeZone`: the branch's, for the time on a ticket the system dialog prints. */
export function ScreenFallback({ timeZone }: { timeZone: string }) {
  const { t } = useLingui();
  const online = useSyncStatus().kind !== 'offline';
  const { stations, unprinted, printed } = useScreenFallback(online);
  return (
    <>
      {stations.length > 0 && (
        <span role="status" aria-label={t`Kitchen screen`} className="status-bar__detail status-bar__paper">
          {t`Kitchen screen offline, printing on paper: ${{ stations: stations.join(', ') }}`}
        </span>
      )}
      {/* No kitchen printer took them: the system dialog prints them, as "Send to kitchen" does. */}
      {unprinted && <KitchenSendDialog key={unprinted.batch} tickets={unprinted.tickets} timeZone={timeZone} onClose={printed} />}
    </>
  );
}
