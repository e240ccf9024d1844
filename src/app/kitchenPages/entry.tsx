/**
 * The start of the kitchen's pages (`kitchen.html`, `board.html`, through ./kitchen.tsx and
 * ./board.tsx): the language, then the page, over this device's database (the connection a till
 * stored here, its settings row only) and a TanStack Query client of its own. No sync, no
 * uploads: the pages only read the service and move tickets; none of it is in the till's first load.
 */
import type { ReactNode } from 'react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { SettingsDbProvider } from '../data/DbProvider';
import { openKitchenPageDb } from '../data/kds';
import { showPage } from '../showPage';

export function showKitchenPage(page: ReactNode): Promise<void> {
  const client = new QueryClient({ defaultOptions: { queries: { retry: 1 } } });
  return showPage(
    <QueryClientProvider client={client}>
      <SettingsDbProvider db={openKitchenPageDb()}>{page}</SettingsDbProvider>
    </QueryClientProvider>,
  );
}
