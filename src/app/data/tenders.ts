/** The writes of Settings "Tenders", loaded with it (src/db/tenders.ts). */
import { useMemo } from 'react';
import type { TenderDef } from '../../checkout/tenders';
import { addTender, removeTender } from '../../db/tenders';
import { useDb } from './DbProvider';

export function useTenderWrites() {
  const db = useDb();
  return useMemo(
    () => ({
      addTender: (typed: TenderDef) => addTender(db, typed),
      removeTender: (code: string) => removeTender(db, code),
    }),
    [db],
  );
}
