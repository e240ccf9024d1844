/**
 * Connecting the terminal: the server and key (typed, or given for an enrolment code) are checked against the server and saved
 * (`src/sync/connect.ts`, loaded on first use: a connected terminal never needs it to paint).
 */
import { useCallback } from 'react';
import type { FirstConnection } from '../../db/settings';
import type { ConnectResult } from '../../sync/connect';
import { useDb } from './DbProvider';

/**
 * Enrolling with a one-time code (assumed-contracts 17): the terminal is named to the service
 * by the start of its own id, as its tickets are.
 */
export function useEnrol(): (serverUrl: string, code: string, first?: FirstConnection) => Promise<ConnectResult> {
  const db = useDb();
  return useCallback(async (serverUrl, code, first) => {
    const [{ enrol }, { readSettings }] = await Promise.all([import('../../sync/connect'), import('../../db/settings')]);
    const { terminalId } = await readSettings(db);
    return enrol(db, serverUrl, code, `Terminal ${terminalId.slice(0, 8)}`, { first });
  }, [db]);
}

export function useConnect(): (serverUrl: string, apiKey: string, first?: FirstConnection) => Promise<ConnectResult> {
  const db = useDb();
  return useCallback(async (serverUrl, apiKey, first) => {
    const { connect } = await import('../../sync/connect');
    return connect(db, serverUrl, apiKey, { first });
  }, [db]);
}
