/**
 * The brand id the server receives on a cart line and an invoice (2.9, 2.10.8). The one place
 * that says how a chosen brand becomes a wire brand id.
 */

/** 2.10.8: the Unify pseudo brand's id; it never goes on a line or an invoice. */
export const UNIFY_BRAND_ID = 0;

/** 2.9: the brand id sent when no real brand is chosen. */
const FALLBACK_BRAND_ID = 1;

/**
 * 2.9 and 2.10.8: the brand id to send. No brand chosen (null) and the Unify pseudo brand (0)
 * are sent as 1; any other id is sent as it is.
 */
export function wireBrandId(brandId: number | null): number {
  return brandId === null || brandId === UNIFY_BRAND_ID ? FALLBACK_BRAND_ID : brandId;
}
