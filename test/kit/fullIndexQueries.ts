/**
 * The menu's questions answered by an index of the whole catalog in memory, by the same pure
 * rules the catalog worker applies: for the menu over a catalog held in memory.
 */
import { dealAvailability } from '../../src/menu/dealSlots';
import type { FullMenuIndex } from '../../src/menu/fullMenuIndex';
import { scanAnswer } from '../../src/menu/memoryQueries';
import { searchProducts } from '../../src/menu/searchProducts';
import type { MenuQueries } from '../../src/menu/ui/SellingMenu';

/** The questions answered by an index of the whole catalog in memory, by the same pure rules. */
export function fullIndexQueries(index: FullMenuIndex): MenuQueries {
  return {
    search: (text, allowed) => Promise.resolve(searchProducts(index, allowed, text)),
    scan: (code, scale) => Promise.resolve(scanAnswer(index, code, scale)),
    deals: (ids, scope) => {
      const wanted = new Set(ids);
      return Promise.resolve(new Map(index.deals.filter((d) => wanted.has(d.id)).map((d) => [d.id, dealAvailability(d, index, scope)])));
    },
    load: () => undefined,
  };
}

