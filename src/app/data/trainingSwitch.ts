/**
 * Settings "Start training" / "Leave training": the switch over the databases of
 * `TillDbProvider` (training.tsx), loaded with Settings rather than the first paint.
 */
import { useMemo } from 'react';
import type { StaffRef } from '../../staff/staff';
import type { TrainingStart } from '../../db/training';
import { useTraining } from './training';

export interface TrainingSwitch {
  active: boolean;
  /** Copies the catalog, settings and staff into the training database and switches to it. */
  start(by: StaffRef | null): Promise<TrainingStart>;
  /** Back to the terminal's own database, as it was. */
  leave(): Promise<void>;
}

const load = () => import('../../db/training');

export function useTrainingSwitch(): TrainingSwitch {
  const { active, dbs } = useTraining();
  return useMemo(
    () => ({
      active,
      start: async (by) => (dbs ? (await load()).startTraining(dbs.real, dbs.training(), by, new Date()) : { ok: false, reason: 'no-catalog' }),
      leave: async () => {
        if (dbs) await (await load()).leaveTraining(dbs.real);
      },
    }),
    [active, dbs],
  );
}
