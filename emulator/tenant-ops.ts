/**
 * Changes to a tenant between syncs, as the back office would make them. Each returns a new
 * tenant and keeps untouched rows as the same objects, so cached row JSON stays valid for them.
 */
import type { Flag, PriceLevelRow, ProductRow, QuotaRow, SessionPatch, Tenant } from './types.ts';

/** The sold-out list and every product's `is_sold_out` snapshot become `ids` (assumed-contracts 5). */
export function withSoldOut(tenant: Tenant, ids: readonly number[]): Tenant {
  const set = new Set(ids);
  const products = tenant.products.map((p) => {
    const flag: Flag = set.has(p.id) ? 1 : 0;
    return p.is_sold_out === flag ? p : { ...p, is_sold_out: flag };
  });
  return { ...tenant, products, soldOut: [...set] };
}

export function withQuota(tenant: Tenant, rows: readonly QuotaRow[]): Tenant {
  return { ...tenant, quotas: rows.map((r) => ({ ...r })) };
}

/**
 * Every product price (actual, legacy, combo and channel prices) changed by `percent`,
 * rounded half away from zero to the currency's minor unit.
 */
export function withPriceChange(tenant: Tenant, percent: number): Tenant {
  const scale = 10 ** tenant.session.config.currency_decimals;
  const change = (value: number): number => {
    const minor = Math.round(value * scale);
    const changed = (minor * (100 + percent)) / 100;
    return (Math.sign(changed) * Math.round(Math.abs(changed))) / scale;
  };
  const level = (l: PriceLevelRow): PriceLevelRow => ({
    ...l,
    channel_price: change(l.channel_price),
    channel_actual_price: change(l.channel_actual_price),
  });
  const products = tenant.products.map(
    (p): ProductRow => ({
      ...p,
      actual_price: change(p.actual_price),
      price: change(p.price),
      combo_price: change(p.combo_price),
      price_levels: p.price_levels.map(level),
    }),
  );
  return { ...tenant, products };
}

/**
 * Merges a partial session. A new branch id is stamped on every row's `location_id`, since
 * selling rows always name the branch they were resolved for.
 */
export function withSession(tenant: Tenant, patch: SessionPatch): Tenant {
  const session = {
    user: { ...tenant.session.user, ...patch.user },
    location: { ...tenant.session.location, ...patch.location },
    config: { ...tenant.session.config, ...patch.config },
    ...((patch.unsent ?? tenant.session.unsent) ? { unsent: patch.unsent ?? tenant.session.unsent } : {}),
  };
  const branch = session.location.id;
  if (branch === tenant.session.location.id) return { ...tenant, session };
  return {
    ...tenant,
    session,
    products: tenant.products.map((p) => ({ ...p, location_id: branch })),
    categories: tenant.categories.map((c) => ({ ...c, location_id: branch })),
    brands: tenant.brands.map((b) => ({ ...b, location_id: branch })),
  };
}
