/**
 * The fault table: at most one fault per route, changeable at run time. A fault with `times`
 * is used up by the requests it applies to; a fault with `page` applies only to that page of
 * a paginated route.
 */
import { ROUTE_NAMES } from './types.ts';
import type { Fault, FaultKind, RouteName } from './types.ts';

export interface FaultTable {
  set(route: RouteName, fault: Fault | null): void;
  clear(): void;
  snapshot(): Partial<Record<RouteName, Fault>>;
  /** The fault this request gets, if any; counts one use against `times`. */
  take(route: RouteName, page: number | null): Fault | null;
}

export function createFaultTable(): FaultTable {
  const faults = new Map<RouteName, Fault>();
  return {
    set(route, fault) {
      if (fault === null) faults.delete(route);
      else faults.set(route, { ...fault });
    },
    clear() {
      faults.clear();
    },
    snapshot() {
      return Object.fromEntries([...faults].map(([route, fault]) => [route, { ...fault }]));
    },
    take(route, page) {
      const fault = faults.get(route);
      if (fault === undefined) return null;
      if (fault.page !== undefined && fault.page !== page) return null;
      if (fault.times !== undefined) {
        fault.times -= 1;
        if (fault.times <= 0) faults.delete(route);
      }
      return fault;
    },
  };
}

const KINDS: readonly FaultKind[] = ['latency', 'http500', 'status', 'statusFalse', 'malformedJson', 'drop', 'hang', 'dropAfterStore', 'emptyPage'];

/** Routes whose answers are pages of a listing. */
export const PAGED_ROUTES: readonly RouteName[] = ['products', 'addons'];

export function isRouteName(value: unknown): value is RouteName {
  return typeof value === 'string' && (ROUTE_NAMES as readonly string[]).includes(value);
}

const wholeAtLeast = (value: unknown, min: number): boolean => typeof value === 'number' && Number.isInteger(value) && value >= min;

/** Checks a fault sent over HTTP for `route`; returns the fault or a message saying what is wrong. */
export function parseFault(value: unknown, route: RouteName): Fault | string {
  if (typeof value !== 'object' || value === null) return 'fault must be an object';
  const f = value as Record<string, unknown>;
  if (!KINDS.includes(f.kind as FaultKind)) return `fault.kind must be one of ${KINDS.join(', ')}`;
  if (f.kind === 'emptyPage' && !PAGED_ROUTES.includes(route)) return `emptyPage is only for ${PAGED_ROUTES.join(' and ')}`;
  if (f.kind === 'latency' && !wholeAtLeast(f.ms, 0)) return 'latency needs ms, a whole number of milliseconds';
  if (f.kind === 'status' && !(wholeAtLeast(f.status, 400) && (f.status as number) <= 599)) {
    return 'status needs status, an HTTP error status from 400 to 599';
  }
  if (f.kind !== 'status' && f.status !== undefined && (f.kind !== 'http500' || ![500, 502, 503].includes(f.status as number))) {
    return 'status is only for http500 and must be 500, 502 or 503';
  }
  if (f.page !== undefined && !wholeAtLeast(f.page, 1)) return 'page must be a whole number from 1';
  if (f.times !== undefined && !wholeAtLeast(f.times, 1)) return 'times must be a whole number from 1';
  return f as unknown as Fault;
}
