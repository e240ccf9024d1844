/**
 * `list_selling_modifiers` (`POST /api/v2/modifiers`, service-interface 4.2): a read despite
 * the POST; it is sent without a body.
 */
import type { CurrencyDigits } from '../../core/money';
import { envelopeList } from '../decode/envelope';
import { decodeModifierGroups, type DecodedModifierGroups } from '../decode/modifierGroup';
import { ok, type ApiClient, type ApiResult } from './client';

const MODIFIERS_PATH = '/api/v2/modifiers';

export async function fetchModifierGroups(
  api: ApiClient,
  digits: CurrencyDigits,
  signal?: AbortSignal,
): Promise<ApiResult<DecodedModifierGroups>> {
  const res = await api.post(MODIFIERS_PATH, { signal });
  if (!res.ok) return res;
  const list = envelopeList(res.value.body, MODIFIERS_PATH);
  return list.ok ? ok(decodeModifierGroups(list.value, digits)) : list;
}
