/**
 * Connecting the terminal: the server and key are checked against the server and saved
 * (`src/sync/connect.ts`, loaded on first use: a connected terminal never needs it to paint).
 */
import { useCallback } from 'react';
import type { FirstConnection } from '../../db/settings';
import type { ConnectResult } from '../../sync/connect';
import { useDb } from './DbProvider';

export function useConnect(): (serverUrl: string, apiKey: string, first?: FirstConnection) => Promise<ConnectResult> {
  const db = useDb();
  return useCallback(async (serverUrl, apiKey, first) => {
    const { connect } = await import('../../sync/connect');
    return connect(db, serverUrl, apiKey, { first });
  }, [db]);
}
