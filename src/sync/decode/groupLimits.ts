/**
 * 2.3 and 2.7: the limit of a product's option link that the server sent without
 * `max_allowed`. The link's own `max_allowed` wins over the group's `selection_allowed`
 * (2.3); when the link has none, the group's default is the best the server says, so the
 * link takes it.
 *
 * Where: the product rows and the option groups come from different routes, decoded apart
 * (and in parallel during a sync). The limit is settled in the sync, the one place where both
 * are known, before the products are stored; the core's `ModifierLink.max_allowed` is then
 * always a number and the picker keeps a single rule. A link to a group the branch does not
 * list is skipped by the picker anyway (2.3); it gets 0.
 */
import type { Product } from '../../core/catalog';
import type { DecodedProduct } from './product';

/** 2.7 `selection_allowed` by group id. */
export type GroupLimits = ReadonlyMap<number, number>;

/** The product with every link's `max_allowed` settled; the same object when none was missing. */
export function withGroupLimits(product: DecodedProduct, limits: GroupLimits): Product {
  if (product.modifiers.every((link) => link.max_allowed !== null)) return product as Product;
  return {
    ...product,
    modifiers: product.modifiers.map((link) => ({ ...link, max_allowed: link.max_allowed ?? limits.get(link.modifier_id) ?? 0 })),
  };
}
