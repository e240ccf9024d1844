/** Assumed contract 2: `GET /api/v2/channels` (list_selling_channels). */
import * as v from 'valibot';
import type { Channel } from '../../core/catalog';
import { ok, type ApiClient, type ApiResult } from '../api/client';
import { envelopeList } from '../decode/envelope';
import { id, textOrEmpty } from '../decode/fields';
import { decodeRows, type Decoded } from '../decode/rows';
import { absentOn404 } from './optionalRoute';

const CHANNELS_PATH = '/api/v2/channels';

const channelSchema = v.object({ channel_id: id, channel_name: textOrEmpty });

export function decodeChannels(body: unknown): ApiResult<Decoded<Channel>> {
  const list = envelopeList(body, CHANNELS_PATH);
  return list.ok ? ok(decodeRows(channelSchema, list.value, 'channels', 'channel_id')) : list;
}

/** The branch's sales channels; null when the server does not offer the route. */
export async function fetchChannels(api: ApiClient, signal?: AbortSignal): Promise<ApiResult<Decoded<Channel> | null>> {
  const res = await api.get(CHANNELS_PATH, { signal });
  return absentOn404(res.ok ? decodeChannels(res.value.body) : res);
}
