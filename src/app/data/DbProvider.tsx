/**
 * The one door of the screens to the database: the `PosDb` they read and write (boot.tsx hands
 * down the terminal's; a test its own), and the rows every screen shares, each read by ONE
 * live query here for all of them: the settings row, the staff (who is signed in is read
 * from both) and what the status bar says of the uploads (the waiting count among it). Components never hold the database: they ask the
 * named hooks of this folder (`useSettings`, `useCart`, `useUploadsSummary`, ...), each a live
 * query or a write over the functions of `src/db` (ESLint keeps it so).
 */
import { useLiveQuery } from 'dexie-react-hooks';
import { createContext, useContext, type ReactNode } from 'react';
import { uploadsSummary, type UploadsSummary } from '../../db/orderCounts';
import type { PosDb, TerminalSettings } from '../../db/schema';
import { listStaff } from '../../db/staffList';
import type { StaffMember } from '../../staff/staff';
import { useUnchanged } from './unchanged';

const sameUploads = (a: UploadsSummary | undefined, b: UploadsSummary | undefined) =>
  !!a && !!b && a.waiting === b.waiting && a.rejected === b.rejected && a.reason === b.reason;

const sameStaff = (a: StaffMember[] | undefined, b: StaffMember[] | undefined) =>
  !!a && !!b && a.length === b.length && a.every((p, i) => p.staff_id === b[i]?.staff_id && p.name === b[i]?.name && p.role === b[i]?.role);

const DbContext = createContext<PosDb | null>(null);
/** undefined while loading; null when the database holds no settings row. */
export const SettingsContext = createContext<TerminalSettings | null | undefined>(undefined);
/** The terminal's staff, without PINs; undefined while loading. */
export const StaffContext = createContext<StaffMember[] | undefined>(undefined);
/** undefined while loading. */
export const UploadsContext = createContext<UploadsSummary | undefined>(undefined);

/**
 * `uploadsOf`: the database whose uploads the status bar reports, when not `db`: in training
 * the terminal's own, whose uploader runs (src/app/data/training.tsx); the training outbox is
 * never uploaded, so it is never counted as waiting.
 */
export function DbProvider({ db, uploadsOf = db, children }: { db: PosDb; uploadsOf?: PosDb; children: ReactNode }) {
  // An outbox write that changes no count or reason (a retry's attempt) re-renders nothing.
  const uploads = useUnchanged(useLiveQuery(() => uploadsSummary(uploadsOf), [uploadsOf]), sameUploads);
  // A PIN try writes a staff row: the list re-renders nothing unless a name or role changed.
  const staff = useUnchanged(useLiveQuery(() => listStaff(db), [db]), sameStaff);
  return (
    <SettingsDbProvider db={db}>
      <StaffContext.Provider value={staff}>
        <UploadsContext.Provider value={uploads}>{children}</UploadsContext.Provider>
      </StaffContext.Provider>
    </SettingsDbProvider>
  );
}

/**
 * The database and its settings row only, for the pages that read no staff and no uploads (the
 * kitchen screen, the ready board): the till's writes to its outbox or staff re-run nothing there.
 */
export function SettingsDbProvider({ db, children }: { db: PosDb; children: ReactNode }) {
  const settings = useLiveQuery(async () => (await db.settings.get('terminal')) ?? null, [db]);
  return (
    <DbContext.Provider value={db}>
      <SettingsContext.Provider value={settings}>{children}</SettingsContext.Provider>
    </DbContext.Provider>
  );
}

/** The database, for the hooks of this folder. */
export function useDb(): PosDb {
  const db = useContext(DbContext);
  if (!db) throw new Error('useDb needs a DbProvider above it');
  return db;
}
