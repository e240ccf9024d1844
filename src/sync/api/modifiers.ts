/**
 * `list_selling_modifiers` (`POST /api/v2/modifiers`, service-interface 4.2): a read despite
 * the POST; it is sent without a body.
 */
import type { ModifierGroup } from '../../core/catalog';
import type { CurrencyDigits } from '../../core/money';
import { envelopeList } from '../decode/envelope';
import { decodeModifierGroups } from '../decode/modifierGroup';
import type { Decoded } from '../decode/rows';
import { ok, type ApiClient, type ApiResult } from './client';

export const MODIFIERS_PATH = '/api/v2/modifiers';

export async function fetchModifierGroups(
  api: ApiClient,
  digits: CurrencyDigits,
  signal?: AbortSignal,
): Promise<ApiResult<Decoded<ModifierGroup>>> {
  const res = await api.post(MODIFIERS_PATH, { signal });
  if (!res.ok) return res;
  const list = envelopeList(res.value.body, MODIFIERS_PATH);
  return list.ok ? ok(decodeModifierGroups(list.value, digits)) : list;
}
