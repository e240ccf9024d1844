/**
 * The till's part of the kitchen screen in the status bar: it runs the paper fallback (a station
 * whose screen did not take a ticket in time gets it on paper, marked "(screen offline)") and
 * says which stations fell back to paper lately. Loaded only on a till with a screen station.
 */
import { useLingui } from '@lingui/react/macro';
import { useSyncStatus } from '../../sync/ui/useSyncStatus';
import { useScreenFallback } from '../../app/data/kitchenScreen';

export function ScreenFallback() {
  const { t } = useLingui();
  const online = useSyncStatus().kind !== 'offline';
  const stations = useScreenFallback(online);
  if (stations.length === 0) return null;
  return (
    <span role="status" aria-label={t`Kitchen screen`} className="status-bar__detail status-bar__paper">
      {t`Kitchen screen offline, printing on paper: ${{ stations: stations.join(', ') }}`}
    </span>
  );
}
