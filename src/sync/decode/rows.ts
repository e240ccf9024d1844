/**
 * Decodes a list row by row: a row that does not fit its schema is dropped with its route, id
 * and a reason a person can read; the others go on. One bad row never stops a sync.
 */
import * as v from 'valibot';
import type { DroppedRow, SyncRoute } from '../../core/syncReport';
import { readInt } from './fields';

export interface Decoded<T> {
  rows: T[];
  dropped: DroppedRow[];
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** Longest reason kept: a report line a manager reads, whatever size of value it quotes. */
const REASON_MAX = 200;

function clip(text: string): string {
  return text.length > REASON_MAX ? `${text.slice(0, REASON_MAX - 1)}…` : text;
}

/**
 * `modifiers[2].modifier_id: expected an id, got "x"`; `name: missing`. Clipped: a library
 * message may quote a whole 100k-character value. `at` names where the parsed value sits
 * (`price_levels[1]`) when it is a piece of a row.
 */
export function reasonOf(issues: readonly v.BaseIssue<unknown>[], at = ''): string {
  const issue = issues[0];
  if (!issue) return 'invalid row';
  let where = at;
  for (const step of issue.path ?? []) {
    const key = (step as { key?: unknown }).key;
    if (typeof key === 'number') where += `[${key}]`;
    else if (key !== undefined) where += where === '' ? String(key) : `.${String(key)}`;
  }
  const lastStep = issue.path?.[issue.path.length - 1] as { origin?: string } | undefined;
  const message = lastStep?.origin === 'key' || issue.input === undefined ? 'missing' : issue.message;
  return clip(where === '' ? message : `${where}: ${message}`);
}

/** The row's id for the report, when it has a readable one. */
export function rowId(row: unknown, key = 'id'): number | null {
  return isRecord(row) ? (readInt(row[key]) ?? null) : null;
}

export function decodeRow<S extends v.GenericSchema>(
  schema: S,
  row: unknown,
): { ok: true; value: v.InferOutput<S> } | { ok: false; reason: string } {
  if (!isRecord(row)) return { ok: false, reason: `expected an object, got ${row === null ? 'null' : typeof row}` };
  const result = v.safeParse(schema, row, { abortEarly: true });
  return result.success ? { ok: true, value: result.output } : { ok: false, reason: reasonOf(result.issues) };
}

export function decodeRows<S extends v.GenericSchema>(
  schema: S,
  input: readonly unknown[],
  route: SyncRoute,
  idKey = 'id',
): Decoded<v.InferOutput<S>> {
  const rows: v.InferOutput<S>[] = [];
  const dropped: DroppedRow[] = [];
  for (const row of input) {
    const result = decodeRow(schema, row);
    if (result.ok) rows.push(result.value);
    else dropped.push({ route, id: rowId(row, idKey), reason: result.reason });
  }
  return { rows, dropped };
}
