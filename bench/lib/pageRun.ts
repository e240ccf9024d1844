/**
 * What the runners read back from a page carrying the probes of `page/probes.js`: the
 * milestone marks, the long tasks, and the sync bookkeeping the app stored.
 */
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { BrowserContext, Page } from '@playwright/test';

const here = path.dirname(fileURLToPath(import.meta.url));
export const PROBES = path.join(here, 'page/probes.js');
export const GENERATION_WATCH = path.join(here, 'page/generation.js');
export const BIG_READS = path.join(here, 'page/reads.js');

export type MarkName = 'shell' | 'tablistInDom' | 'menuReady' | 'syncedShown' | 'activeGen';

export interface LongTask {
  start: number;
  duration: number;
}

/** One IndexedDB getAll of more than 1,000 rows on the main thread. */
export interface BigRead {
  store: string;
  start: number;
  /** Request to success event (the rows are deserialised by then). */
  ms: number;
  rows: number;
}

export interface PageProbes {
  marks: Partial<Record<MarkName, number>>;
  /** null when the browser has no longtask entries. */
  longTasks: LongTask[] | null;
  /** Empty unless reads.js was installed. */
  bigReads: BigRead[];
  timeOrigin: number;
}

export async function installProbes(context: BrowserContext, scripts: readonly string[]): Promise<void> {
  for (const file of scripts) await context.addInitScript({ path: file });
}

/**
 * Polls from here rather than with `page.waitForFunction`, whose string predicates the app's
 * Content-Security-Policy (no 'unsafe-eval') refuses.
 */
export async function waitForMark(page: Page, name: MarkName, timeoutMs: number): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  const probe = `!!window.__bench && ${JSON.stringify(name)} in window.__bench.marks`;
  for (;;) {
    if ((await page.evaluate(probe).catch(() => false)) === true) return;
    if (Date.now() > deadline) throw new Error(`"${name}" not reached within ${timeoutMs} ms`);
    await page.waitForTimeout(50);
  }
}

/** Polls an expression evaluated in the page until it is true. */
export async function waitForTrue(page: Page, expression: string, timeoutMs: number): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    if ((await page.evaluate(expression).catch(() => false)) === true) return;
    if (Date.now() > deadline) throw new Error(`${expression} not true within ${timeoutMs} ms`);
    await page.waitForTimeout(50);
  }
}

export function readProbes(page: Page): Promise<PageProbes> {
  return page.evaluate(
    `({ marks: { ...window.__bench.marks }, longTasks: window.__bench.longTasks && window.__bench.longTasks.slice(), bigReads: (window.__bench.bigReads || []).slice(), timeOrigin: performance.timeOrigin })`,
  ) as Promise<PageProbes>;
}

/** Long tasks that started inside [from, to) (ms from navigation start). */
export function tasksBetween(tasks: readonly LongTask[] | null, from: number, to: number): LongTask[] {
  return (tasks ?? []).filter((t) => t.start >= from && t.start < to);
}

/** `syncMeta.lastReport` of the app's database, read with raw IndexedDB. */
export function readLastReport<T>(page: Page): Promise<T | null> {
  return page.evaluate(`new Promise((resolve) => {
    const req = indexedDB.open('pos');
    req.onupgradeneeded = () => req.transaction.abort();
    req.onerror = () => resolve(null);
    req.onsuccess = () => {
      const db = req.result;
      const get = db.transaction('syncMeta', 'readonly').objectStore('syncMeta').get('sync');
      get.onsuccess = () => { db.close(); resolve(get.result ? get.result.lastReport : null); };
      get.onerror = () => { db.close(); resolve(null); };
    };
  })`) as Promise<T | null>;
}
