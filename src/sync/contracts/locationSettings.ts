/**
 * Assumed contract 11: `GET /api/v2/location-settings` (get_location_settings), the branch's
 * configuration as key-value pairs, read at each full sync. Values come as strings or
 * numbers, empty or missing; each key is read on its own and a value that cannot be read
 * falls back for that key alone (no VAT line, an 80 mm roll, the brand's header), so one bad
 * value never costs the others. 404 = the server has no such route: every key falls back.
 *
 * The client's choice: `localize_business_name` and `localize_business_address`, when given,
 * are the business in the second language (as `localize_name` is for a product).
 */
import { DEFAULT_BRANCH_SETTINGS, type BranchSettings, type PageWidth } from '../../core/branchSettings';
import { malformed, ok, type ApiClient, type ApiResult } from '../api/client';
import { envelopeData } from '../decode/envelope';
import { absentOn404 } from './optionalRoute';

const LOCATION_SETTINGS_PATH = '/api/v2/location-settings';

/** A number written as a number or as text (`"5"`, `" 5.5 "`, `"5%"`, `"80mm"`); null when it is not one. */
function lenientNumber(value: unknown): number | null {
  if (typeof value === 'number') return Number.isFinite(value) ? value : null;
  if (typeof value !== 'string') return null;
  const m = /^\s*([+-]?\d+(?:\.\d+)?)\s*(%|mm|pt|px)?\s*$/i.exec(value);
  return m ? Number(m[1]) : null;
}

/** Text, or a number written as text; null when empty or of another kind. */
export function lenientText(value: unknown): string | null {
  if (typeof value === 'number' && Number.isFinite(value)) return String(value);
  if (typeof value !== 'string') return null;
  const trimmed = value.trim();
  return trimmed === '' ? null : trimmed;
}

/** A number within [min, max]; null otherwise. */
function within(value: unknown, min: number, max: number): number | null {
  const n = lenientNumber(value);
  return n !== null && n >= min && n <= max ? n : null;
}

/** `vat`: a percent above 0 and below 100; a 0 % rate prints no VAT line. */
export function readVatPercent(value: unknown): number | null {
  const n = within(value, 0, 100);
  return n !== null && n > 0 && n < 100 ? n : null;
}

/** `page_width`: 58 or 80 (mm); any other value is the common 80 mm roll. */
export function readPageWidth(value: unknown): PageWidth {
  return lenientNumber(value) === 58 ? 58 : 80;
}

/** `font_size` in points, 6 to 24; `page_margins` in millimetres, 0 to 15. */
export const readFontSize = (value: unknown): number | null => within(value, 6, 24);
export const readPageMargins = (value: unknown): number | null => within(value, 0, 15);

/** The settings of a `data` object, each key read leniently with its own fallback. */
function branchSettingsOf(data: Record<string, unknown>): BranchSettings {
  return {
    vat_percent: readVatPercent(data.vat),
    page_width: readPageWidth(data.page_width),
    font_size: readFontSize(data.font_size),
    page_margins: readPageMargins(data.page_margins),
    business_name: lenientText(data.business_name),
    localize_business_name: lenientText(data.localize_business_name),
    business_address: lenientText(data.business_address),
    localize_business_address: lenientText(data.localize_business_address),
    business_phone: lenientText(data.business_phone),
    business_email: lenientText(data.business_email),
  };
}

/** `data` may be null or empty (every key falls back); any other shape than an object is malformed. */
export function decodeLocationSettings(body: unknown): ApiResult<BranchSettings> {
  const data = envelopeData(body, LOCATION_SETTINGS_PATH);
  if (!data.ok) return data;
  if (data.value === null) return ok(DEFAULT_BRANCH_SETTINGS);
  if (typeof data.value !== 'object' || Array.isArray(data.value)) return malformed(LOCATION_SETTINGS_PATH, 'expected data to be an object');
  return ok(branchSettingsOf(data.value as Record<string, unknown>));
}

/** The branch's settings; the defaults when the server does not offer the route (404). */
export async function fetchLocationSettings(api: ApiClient, signal?: AbortSignal): Promise<ApiResult<BranchSettings>> {
  const res = await api.get(LOCATION_SETTINGS_PATH, { signal });
  const read = absentOn404(res.ok ? decodeLocationSettings(res.value.body) : res);
  return read.ok ? ok(read.value ?? DEFAULT_BRANCH_SETTINGS) : read;
}
