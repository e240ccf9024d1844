/**
 * The terminal's database and the background services that work on it, each made once per
 * page; and the training database (src/db/training.ts), which no service ever works on.
 *
 * Lifecycle:
 * - `db` opens when this module loads. The screens never import it: boot.tsx hands it to the
 *   provider of `data/DbProvider.tsx`, and they reach it through the hooks of `data/`.
 * - `startServices()` runs once, from boot.tsx (the last stage of main.tsx) before the first render: it makes the
 *   status stores the shell shows at once, and loads `services.ts`, which makes reachability,
 *   the sync engine and the invoice uploader (one reachability shared by both, and by TanStack
 *   Query) over those stores and starts them: the sync's code is not in the first load. "Sync
 *   now" asked before that chunk is in waits for it. Calling it again returns the same services.
 * - They run as long as the page; closing the tab is their end (nothing is lost: the outbox and
 *   the catalog are in IndexedDB, and the next page starts them again).
 * - Started before a terminal is connected, they wait: every loop reads the settings and does
 *   nothing without a server and key, and wakes by itself once a connection is saved (the
 *   settings watcher of connectionLoop.ts). A new server or key aborts a turn begun with the
 *   old one and starts again.
 * - The shell is handed the started services (`App`'s `services`) and never makes one while
 *   rendering, so a test renders the shell with stand-ins.
 */
import { PosDb, TRAINING_DB_NAME } from '../db/schema';
import type { SyncEngine } from '../sync/engine';
import { createSyncStatusStore } from '../sync/status';
import type { Uploader } from '../sync/outbox/uploader';
import { createUploadStatusStore } from '../sync/outbox/status';
import type { CatalogQueriesClient } from '../menu/worker/client';
import type { SourceQueries } from './catalog/useCatalogSource';

/** Sales, the open order and the outbox are on disk before the till says they are done. */
export const db = new PosDb({ durability: 'strict' });

/** What the shell asks of the running services: their status, and work now. */
export interface TillServices {
  engine: Pick<SyncEngine, 'status' | 'syncNow'>;
  uploader: Pick<Uploader, 'status' | 'uploadNow'>;
}

let started: TillServices | null = null;
let training: PosDb | null = null;
const queries = new Map<string, SourceQueries>();

/**
 * The training database (src/db/training.ts), opened the first time training is on screen. No
 * service is ever started over it: nothing in it is uploaded.
 */
export function trainingDb(): PosDb {
  return (training ??= new PosDb({ name: TRAINING_DB_NAME, durability: 'relaxed' }));
}

/**
 * The till's catalog questions about the database on screen (the terminal's, or in training
 * the training one), made once each: the catalog worker's client, loaded with the first
 * question or `prepare` (after the first paint) rather than with the page.
 */
export function catalogQueries(inTraining = false): SourceQueries {
  const over = inTraining ? trainingDb() : db;
  let made = queries.get(over.name);
  if (made) return made;
  let client: Promise<CatalogQueriesClient> | null = null;
  const load = () => (client ??= import('../menu/worker/client').then((m) => m.createCatalogQueries(over)));
  made = {
    search: (...asked) => load().then((c) => c.search(...asked)),
    scan: (...asked) => load().then((c) => c.scan(...asked)),
    products: (...asked) => load().then((c) => c.products(...asked)),
    deals: (...asked) => load().then((c) => c.deals(...asked)),
    prepare: (gen, kiosk) => void load().then((c) => c.prepare(gen, kiosk)),
    prepareSearch: (gen) => void load().then((c) => c.prepareSearch(gen)),
  };
  queries.set(over.name, made);
  return made;
}

/** Makes and starts the sync engine and the uploader, once; see the header for their lifecycle. */
export function startServices(): TillServices {
  if (started) return started;
  const status = { sync: createSyncStatusStore(), uploads: createUploadStatusStore() };
  const running = import('./services').then((m) => m.runServices(db, status));
  started = {
    engine: { status: status.sync, syncNow: () => running.then((s) => s.engine.syncNow()) },
    uploader: { status: status.uploads, uploadNow: () => running.then((s) => s.uploader.uploadNow()) },
  };
  return started;
}

/**
 * What "Sync now" does: the cashier asks for everything at once, so the waiting sales go too,
 * past any retry delay, beside the catalog sync.
 */
export function syncNowHandle(engine: Pick<SyncEngine, 'status' | 'syncNow'>, uploads: Pick<Uploader, 'uploadNow'> & Partial<Pick<Uploader, 'status'>>) {
  return {
    status: engine.status,
    uploads: uploads.status,
    syncNow: () => {
      void uploads.uploadNow();
      return engine.syncNow();
    },
  };
}
