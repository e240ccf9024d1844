/** How many orders are parked, for the order panel's "Parked" (the list and its writes are `parked.ts`'s, loaded with it). */
import { useLiveQuery } from 'dexie-react-hooks';
import { parkedCount } from '../../db/parkedList';
import { useDb } from './DbProvider';

/** How many orders are parked, read live (another tab's parking counts too); undefined while loading. */
export function useParkedCount(): number | undefined {
  const db = useDb();
  return useLiveQuery(() => parkedCount(db), [db]);
}
