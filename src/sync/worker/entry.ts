/**
 * Entry of the sync Web Worker (started by `createFullSyncRun` in `runner.ts`): fetch, decode
 * and database writes of a full sync run here, off the main thread.
 */
import { PosDb } from '../../db/schema';
import { serve } from '../../rpc/workerRpc';
import { createSyncApi } from './api';

/** The worker writes only catalog generations: a relaxed write is enough and several times faster. */
serve(createSyncApi((name) => new PosDb({ name, durability: 'relaxed' })));
