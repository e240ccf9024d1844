/**
 * The status bar's note while the browser has not agreed to keep the storage and anything waits
 * to upload (src/sync/persistence.ts): the unsent sales may be deleted, and how to install the
 * app. Loaded only when it shows.
 */
import { useLingui } from '@lingui/react/macro';

export function StorageWarning() {
  const { t } = useLingui();
  return (
    <span role="note" aria-label={t`Storage warning`} className="uploads__warning">
      {t`This browser may delete the unsent sales when the device runs short of space. Install the app (browser menu, “Install app”) to keep them.`}
    </span>
  );
}
