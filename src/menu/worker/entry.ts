/**
 * Entry of the catalog Web Worker (started by `createCatalogQueries` in `client.ts`): the
 * whole catalog of the active generation is read and searched here, off the main thread.
 */
import { PosDb } from '../../db/schema';
import { serve } from '../../rpc/workerRpc';
import { createCatalogApi } from './api';

serve(createCatalogApi((name) => new PosDb({ name })));
