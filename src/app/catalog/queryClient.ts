/**
 * The app's one TanStack Query client, made once per page. It caches the catalog listings the
 * selling screen holds (`source.ts`: keys `['listing', gen, id]`). Loaded beside the first
 * generation's head (`useCatalogSource`), not with the page: the client is about 7 KB gzipped,
 * more than the first load's budget has room for, and nothing needs it before a generation
 * opens. `onlineManager` (the same module of TanStack Query) follows reachability
 * (`feedOnlineManager`, `src/sync/platform/network.ts`) for the card terminal's watch; the
 * listings, read from IndexedDB, run offline too and do not wait on it.
 */
import { QueryClient } from '@tanstack/react-query';

export const queryClient = new QueryClient();
