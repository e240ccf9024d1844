/**
 * The branch's own settings as the till keeps them (assumed-contracts 11): the VAT percent the
 * prices include, how the receipt is laid out on paper, and the business the receipt names.
 * Every field has its fallback already applied by the decoder, so a reader never guesses.
 */

/** The two thermal rolls a receipt is laid out for. */
export type PageWidth = 58 | 80;

export interface BranchSettings {
  /** VAT percent included in every price (`5` = 5 %); null = no VAT line. */
  vat_percent: number | null;
  page_width: PageWidth;
  /** Receipt type size in points; null = the roll's own size. */
  font_size: number | null;
  /** Margin on each side of the printed receipt in millimetres; null = the roll's own. */
  page_margins: number | null;
  /** The business the receipt names; each null falls back to the brand's header. */
  business_name: string | null;
  /** The business name in the second language, when the branch gives one. */
  localize_business_name: string | null;
  business_address: string | null;
  localize_business_address: string | null;
  business_phone: string | null;
  business_email: string | null;
}

/** A server that has no settings for the branch (404) or gave none: the fallback of every key. */
export const DEFAULT_BRANCH_SETTINGS: BranchSettings = {
  vat_percent: null,
  page_width: 80,
  font_size: null,
  page_margins: null,
  business_name: null,
  localize_business_name: null,
  business_address: null,
  localize_business_address: null,
  business_phone: null,
  business_email: null,
};
