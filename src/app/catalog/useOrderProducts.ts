/**
 * The products the open order's lines are priced from. Asked of the whole generation when the
 * screen has not met them (a reload, a parked order reopened, a new generation), and with them
 * the option groups and add-ons, since lines are priced from those too.
 */
import { useEffect, useMemo, useState } from 'react';
import type { CartState } from '../../cart/cart';
import type { GenerationExtras } from '../../db/catalogViews';
import { orderProductIds, type CatalogSource } from './source';

/**
 * `loaded`: every product and extra the order needs is in. `drawn`: the order was shown once;
 * it then stays on screen (with any dialog open over it) while a line another tab added is
 * read: only what prices a line waits (OrderPanel's `reading`).
 */
export function useOrderProducts(source: CatalogSource, cart: CartState | undefined, extras: GenerationExtras | null) {
  const needed = useMemo(() => orderProductIds(cart?.lines ?? []), [cart?.lines]);
  source.pin(needed);
  const loaded = source.fetched(needed) && extras !== null;
  const [drawn, setDrawn] = useState(false);
  if (cart && loaded && !drawn) setDrawn(true);
  useEffect(() => {
    void source.loadExtras();
    if (!source.fetched(needed)) void source.fetchProducts(needed);
  }, [source, needed]);
  return { loaded, drawn };
}
