/**
 * Screens rendered as the till renders them: inside the `DbProvider` of a test database (a
 * fresh one unless given), so a component reaches its rows through the hooks of
 * `src/app/data`, and under the `ApprovalProvider` every action that needs a manager asks. Test files that use it import 'fake-indexeddb/auto' first.
 */
import { render, renderHook, type RenderOptions } from '@testing-library/react';
import type { ReactElement, ReactNode } from 'react';
import { DbProvider } from '../../src/app/data/DbProvider';
import { ApprovalProvider } from '../../src/staff/ui/approval';
import type { PosDb } from '../../src/db/schema';
import { openTestDb } from './db';

/** The provider around what a test renders, for `render` and `renderHook` (`{ wrapper: withDb(db) }`). */
export function withDb(db: PosDb) {
  return function Wrapper({ children }: { children: ReactNode }) {
    return (
      <DbProvider db={db}>
        <ApprovalProvider>{children}</ApprovalProvider>
      </DbProvider>
    );
  };
}

/** Renders `ui` over `db` (a fresh test database by default); returns Testing Library's result and the database. */
export function renderWithDb(ui: ReactElement, db: PosDb = openTestDb(), options: Omit<RenderOptions, 'wrapper'> = {}) {
  return { db, ...render(ui, { ...options, wrapper: withDb(db) }) };
}

/** Renders a hook over `db` (a fresh test database by default). */
export function renderHookWithDb<T>(hook: () => T, db: PosDb = openTestDb()) {
  return { db, ...renderHook(hook, { wrapper: withDb(db) }) };
}
