/**
 * Training mode at the top of the shell: which database the screens sell from. The terminal's
 * own settings row says whether it is in training (src/db/training.ts); while it is, the
 * `DbProvider` holds the training database and everything below it (the order, the parked
 * orders, the shift, the receipts, the outbox no uploader reads) is the training one. A switch
 * remounts the screens over the other database, so nothing of one is shown over the other. The
 * choice is stored, so a terminal restarted in training comes back in training.
 */
import { useLiveQuery } from 'dexie-react-hooks';
import { createContext, useContext, useMemo, type ReactNode } from 'react';
import type { PosDb } from '../../db/schema';
import { DbProvider } from './DbProvider';
import { TrainingMarkContext } from '../../ui/trainingMarkContext';

export interface Training {
  /** The screens sell from the training database. */
  active: boolean;
  /** The terminal's database and the training one, for the switch (`trainingSwitch.ts`); none outside the till. */
  dbs: { real: PosDb; training(): PosDb } | null;
}

const TrainingContext = createContext<Training>({ active: false, dbs: null });

/** Whether the till is in training. */
export function useTraining(): Training {
  return useContext(TrainingContext);
}

/**
 * The database provider of the till: the terminal's database `real`, or `training()` while the
 * terminal is in training, with `banner` above the screens then. `loading` is drawn until the
 * terminal's row is read, so a terminal in training never shows its real order first.
 */
export function TillDbProvider({ real, training, banner, loading, children }: {
  real: PosDb;
  training(): PosDb;
  banner: ReactNode;
  loading: ReactNode;
  children: ReactNode;
}) {
  // undefined while loading; null when not in training.
  const state = useLiveQuery(async () => (await real.settings.get('terminal'))?.training ?? null, [real]);
  const active = !!state;
  const value = useMemo<Training>(() => ({ active, dbs: { real, training } }), [active, real, training]);
  if (state === undefined) return loading;
  const db = active ? training() : real;
  const till = (
    <DbProvider key={db.name} db={db} uploadsOf={real}>
      {children}
    </DbProvider>
  );
  return (
    <TrainingContext.Provider value={value}>
      <TrainingMarkContext.Provider value={active}>
      {active ? (
        <div className="training-frame">
          {banner}
          <div className="training-frame__till">{till}</div>
        </div>
      ) : (
        till
      )}
      </TrainingMarkContext.Provider>
    </TrainingContext.Provider>
  );
}
