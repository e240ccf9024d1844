/**
 * A catalog as a till holds it after a full sync of raw rows: every route decoded by its own
 * decoder (malformed rows dropped), a repeated id kept once with the first row served (as
 * `runFullSync` and the paginator keep it), and rows in id order, as the local database
 * returns them. The pure core is then fed exactly what the app would feed it.
 */
import type { Catalog, ModifierGroup } from '../../src/core/catalog';
import type { CurrencyDigits } from '../../src/core/money';
import { decodeChannels } from '../../src/sync/contracts/channels';
import { decodeQuotas } from '../../src/sync/contracts/quota';
import { decodeSession } from '../../src/sync/contracts/session';
import { decodeSoldOut } from '../../src/sync/contracts/soldOut';
import { decodeBrands } from '../../src/sync/decode/brand';
import { decodeCategories } from '../../src/sync/decode/category';
import { decodeModifierGroups } from '../../src/sync/decode/modifierGroup';
import { withGroupLimits } from '../../src/sync/decode/groupLimits';
import { decodeProducts } from '../../src/sync/decode/product';
import { listBody, sessionBody } from '../kit/rows';

export interface RawCatalog {
  /** The session's `data`. */
  session: unknown;
  brands: unknown[];
  categories: unknown[];
  modifiers: unknown[];
  products: unknown[];
  addons: unknown[];
  channels: unknown[];
  quotas: unknown[];
  /** Null: the server does not offer the sold-out route. */
  soldOut: unknown[] | null;
}

function held<T>(rows: readonly T[], key: (row: T) => number): T[] {
  const seen = new Set<number>();
  const out: T[] = [];
  for (const row of rows) {
    if (seen.has(key(row))) continue;
    seen.add(key(row));
    out.push(row);
  }
  return out.sort((a, b) => key(a) - key(b));
}

function value<T>(result: { ok: true; value: T } | { ok: false }): T {
  if (!result.ok) throw new Error('the raw catalog has a body the sync would refuse as a whole');
  return result.value;
}

/**
 * Decodes and holds the rows. `extraGroups` are groups already decoded (a 10,000-option group
 * is decoded once per currency, not once per run); they are served before the random ones.
 */
export function heldCatalog(raw: RawCatalog, extraGroups: readonly ModifierGroup[] = []): Catalog {
  const session = value(decodeSession(sessionBody(raw.session)));
  const digits: CurrencyDigits = session.config.currency_decimals;
  const soldOut = raw.soldOut === null ? null : value(decodeSoldOut(listBody(raw.soldOut))).rows;
  const groups = decodeModifierGroups(raw.modifiers, digits);
  // Links without max_allowed take their group's limit, as the sync settles them (2.3, 2.7).
  const products = (rows: unknown[], route: 'products' | 'addons') =>
    decodeProducts(rows, digits, route).rows.map((p) => withGroupLimits(p, groups.limits));
  return {
    session,
    brands: held(decodeBrands(raw.brands).rows, (b) => b.brand_id),
    categories: held(decodeCategories(raw.categories).rows, (c) => c.id),
    modifierGroups: held([...extraGroups, ...groups.rows], (g) => g.id),
    products: held(products(raw.products, 'products'), (p) => p.id),
    addons: held(products(raw.addons, 'addons'), (p) => p.id),
    channels: held(value(decodeChannels(listBody(raw.channels))).rows, (c) => c.channel_id),
    quotas: held(value(decodeQuotas(listBody(raw.quotas))).rows, (q) => q.product_id),
    soldOut,
  };
}
