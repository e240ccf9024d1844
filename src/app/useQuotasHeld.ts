/**
 * The catalog with its quota rows lowered by the completed sales their poll cannot have
 * counted yet (cart/quotaSales.ts): a till offline for an afternoon cannot sell past a quota
 * (2.10.11 across orders). Read live from the database, so a sale completed in this tab or
 * another, an upload acknowledged or a poll written, shows at once.
 *
 * The catalog object is replaced only when a remaining stock actually changes, so the
 * indexes built from it are not rebuilt on every sale of a product without a quota.
 */
import { useLiveQuery } from 'dexie-react-hooks';
import { useMemo, useState } from 'react';
import type { Catalog, Quota } from '../core/catalog';
import { quotasAfterSales } from '../cart/quotaSales';
import { readQuotaSales } from '../db/quotaSales';
import type { PosDb } from '../db/schema';

const sameQuotas = (a: readonly Quota[] | null, b: readonly Quota[] | null) => JSON.stringify(a) === JSON.stringify(b);

export function useQuotasHeld(db: PosDb, catalog: Catalog): Catalog {
  const sales = useLiveQuery(() => readQuotaSales(db), [db]);
  const held = useMemo(
    () => (sales !== undefined && sales.sold.length > 0 ? quotasAfterSales(sales.quotas, sales.sold) : null),
    [sales],
  );
  // Keep the previous rows while they read the same (React's "adjusting state while rendering"),
  // so the catalog object, and every memo over it, stays the same while nothing changed.
  const [kept, setKept] = useState<readonly Quota[] | null>(null);
  const same = sameQuotas(kept, held);
  if (!same) setKept(held);
  const quotas = same ? kept : held;
  return useMemo(() => (quotas === null ? catalog : { ...catalog, quotas: [...quotas] }), [catalog, quotas]);
}
