/**
 * "Update available" and the idle reload (UpdateButton.tsx), loaded only once a new version
 * waits or another tab applied one: most starts have no update, so the first load does not
 * carry them.
 */
import { lazy, Suspense } from 'react';
import { useStore } from 'zustand';
import { updateStore } from './serviceWorker';

const UpdatePart = lazy(() => import('./UpdateButton'));

/** The status bar's "Update available" once a new version waits; `reload`: the reload once idle after another tab applied it. */
export function WhenUpdate({ reload = false }: { reload?: boolean }) {
  const due = useStore(updateStore, (s) => (reload ? s.reloadWhenIdle : s.waiting));
  return (
    due && (
      <Suspense fallback={null}>
        <UpdatePart reload={reload} />
      </Suspense>
    )
  );
}
