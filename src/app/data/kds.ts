/**
 * The kitchen screen's and the ready board's reads of the service (assumed-contracts 14), for
 * their pages (`kitchen.html`, `board.html`, src/app/kitchenPages): TanStack Query polls the
 * station's tickets and the board, and "Bump" and "Recall" move tickets.
 *
 * The connection is the till's own on this device: the server and key a terminal stored when
 * it was connected (Settings, same origin), read from its database. The pages are never served
 * a key, and a device never connected as a till shows how to connect it instead.
 */
import { useEffect, useMemo, useState } from 'react';
import { useLiveQuery } from 'dexie-react-hooks';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { readActiveGeneration } from '../../db/activeGeneration';
import { readGenerationHead } from '../../db/catalogViews';
import { createApiClient, type ApiClient, type ApiResult } from '../../sync/api/client';
import { listKdsOrders, moveKdsTicket, readReadyBoard } from '../../sync/contracts/kitchenTickets';
import type { KdsState } from '../../kitchen/screen';
import { DEFAULT_READY_MINUTES } from '../../kitchen/fallback';
import { PosDb } from '../../db/schema';
import { useDb } from './DbProvider';
import { useSettings } from './settings';
import { storage } from '../../i18n/i18n';

/** This device's database, for a kitchen page: it only reads the connection and the stations a till stored in it. */
export const openKitchenPageDb = (): PosDb => new PosDb();

/** How often the kitchen screen and the ready board ask the service again. */
export const KDS_POLL_MS = 3000;

/** A station as the kitchen screen offers it: its name and the names of its categories (`c`). */
export interface ScreenStation {
  name: string;
  categories: string[];
}

export interface KitchenConnection {
  api: ApiClient;
  stations: ScreenStation[];
  /** "Ready numbers stay", minutes. */
  readyMinutes: number;
}

/**
 * The till's connection on this device and its kitchen stations (their categories by name, from
 * the catalog it holds): undefined while read, null when this device was never connected.
 */
export function useKitchenConnection(): KitchenConnection | null | undefined {
  const db = useDb();
  const settings = useSettings();
  const serverUrl = settings?.serverUrl;
  const apiKey = settings?.apiKey;
  const connected = !!serverUrl && !!apiKey;
  const categories = useLiveQuery(async () => {
    if (!connected) return [];
    const gen = await readActiveGeneration(db);
    return gen === null ? [] : ((await readGenerationHead(db, gen))?.head.categories ?? []);
  }, [db, connected]);
  return useMemo(() => {
    if (settings === undefined) return undefined;
    if (!serverUrl || !apiKey) return null;
    if (categories === undefined) return undefined;
    const nameOf = (id: number) => categories.find((c) => c.id === id)?.name;
    const stations = (settings?.kitchenStations ?? []).map((s) => ({ name: s.name, categories: s.category_ids.map(nameOf).filter((n): n is string => !!n) }));
    return { api: createApiClient({ baseUrl: serverUrl, apiKey }), stations, readyMinutes: settings?.readyBoardMinutes ?? DEFAULT_READY_MINUTES };
  }, [settings, serverUrl, apiKey, categories]);
}

/** The answer's value, or the error TanStack Query keeps beside the last good answer. */
function valueOf<T>(result: ApiResult<T>): T {
  if (!result.ok) throw new Error(result.error.message);
  return result.value;
}

/** A station's tickets (all of today's, in every state), oldest first, asked again every 3 s. */
export function useKdsOrders(api: ApiClient, categories: readonly string[]) {
  return useQuery({
    queryKey: ['kds-orders', api.baseUrl, categories.join(',')],
    queryFn: async ({ signal }) => valueOf(await listKdsOrders(api, categories, signal)),
    refetchInterval: KDS_POLL_MS,
    refetchIntervalInBackground: true,
  });
}

/**
 * "Bump" (`ready`) and "Recall" (`preparing`): every ticket moved, then the list asked again. A
 * ticket another screen moved first (409) is simply shown as it now is.
 */
export function useMoveKdsTickets(api: ApiClient) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: async ({ ids, state }: { ids: readonly string[]; state: KdsState }) => {
      const results = await Promise.all(ids.map((id) => moveKdsTicket(api, id, state)));
      const failed = results.find((r) => !r.ok && !(r.error.kind === 'server' && r.error.status === 409));
      if (failed && !failed.ok) throw new Error(failed.error.message);
    },
    onSettled: () => client.invalidateQueries({ queryKey: ['kds-orders'] }),
  });
}

/** The ready board's numbers, asked again every 3 s. */
export function useReadyBoard(api: ApiClient) {
  return useQuery({
    queryKey: ['ready-board', api.baseUrl],
    queryFn: async ({ signal }) => valueOf(await readReadyBoard(api, signal)),
    refetchInterval: KDS_POLL_MS,
    refetchIntervalInBackground: true,
  });
}

/** The time now, every `everyMs`: the kitchen screen's timers. */
export function useNow(everyMs = 1000): number {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const timer = setInterval(() => setNow(Date.now()), everyMs);
    return () => clearInterval(timer);
  }, [everyMs]);
  return now;
}

/** Under `pos.`, so "Clear data" (Settings, Terminal) forgets it with the rest of the device's. */
const STATION_KEY = 'pos.kitchenStation';
/** Where a station was remembered before: moved to `STATION_KEY` when first read. */
const OLD_STATION_KEY = 'pos-kitchen-station';

function rememberedStation(): string | null {
  const store = storage();
  const stored = store?.getItem(STATION_KEY) ?? null;
  if (stored !== null || !store) return stored;
  const old = store.getItem(OLD_STATION_KEY);
  if (old !== null) {
    store.setItem(STATION_KEY, old);
    store.removeItem(OLD_STATION_KEY);
  }
  return old;
}

/** The station this kitchen screen shows, remembered on the device (a device that stores nothing asks again next time). */
export function useChosenStation(): [string | null, (name: string) => void] {
  const [station, setStation] = useState<string | null>(rememberedStation);
  const choose = (name: string) => {
    setStation(name);
    try {
      storage()?.setItem(STATION_KEY, name);
    } catch {
      // A device whose storage is full asks again next time.
    }
  };
  return [station, choose];
}
