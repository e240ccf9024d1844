/**
 * The start of the kitchen's pages (`kitchen.html`, `board.html`, through ./kitchen.tsx and
 * ./board.tsx): the language, then the page, over this device's database (the connection a till
 * stored here) and a TanStack Query client of its own. No sync, no uploads: the pages only read
 * the service and move tickets; none of it is in the till's first load.
 */
import { StrictMode, type ReactNode } from 'react';
import { createRoot } from 'react-dom/client';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { activateLanguage, terminalLanguage } from '../../i18n/i18n';
import { SOURCE_LANGUAGE } from '../../i18n/languages';
import { DbProvider } from '../data/DbProvider';
import { openKitchenPageDb } from '../data/kds';

export async function showKitchenPage(page: ReactNode): Promise<void> {
  const language = terminalLanguage();
  if (language !== SOURCE_LANGUAGE) await activateLanguage(language).catch(() => undefined);
  const root = document.getElementById('root');
  if (!root) throw new Error('the page has no #root element');
  const db = openKitchenPageDb();
  const client = new QueryClient({ defaultOptions: { queries: { retry: 1 } } });
  createRoot(root).render(
    <StrictMode>
      <QueryClientProvider client={client}>
        <DbProvider db={db}>{page}</DbProvider>
      </QueryClientProvider>
    </StrictMode>,
  );
}
