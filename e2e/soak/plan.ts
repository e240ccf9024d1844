/**
 * The soak plan: every sale and every fault, drawn from the seed before the browser starts.
 * Nothing here depends on how the run goes, so one seed always means the same sequence of
 * sales, faults and reloads, and a failure is replayed with `SOAK_SEED`.
 */
import type { Fault } from '../../emulator/types';
import { mulberry32, type Rng } from './prng';

export interface MenuItem {
  name: string;
  group: string;
  category: string;
  /** Opens the option picker, where "Add to order" takes the pre-ticked choices. */
  picker: boolean;
}

const drinks = (name: string, picker = false): MenuItem => ({ name, group: 'Drinks & Sides', category: 'Cold drinks', picker });

/** Products that need no typed input: straight to the order, or the picker's defaults. */
export const MENU: readonly MenuItem[] = [
  drinks('Mineral water'),
  drinks('Sparkling water'),
  drinks('Iced peach tea'),
  drinks('Lemon mint'),
  drinks('Fresh orange juice'),
  drinks('Pepsi', true),
  drinks('Diet Pepsi', true),
  drinks('7Up', true),
  { name: 'Kunafa', group: 'Drinks & Sides', category: 'Desserts', picker: true },
  { name: 'French fries', group: 'Drinks & Sides', category: 'Sides', picker: true },
];

export type Disruption =
  | { kind: 'offline' }
  | { kind: 'online' }
  | { kind: 'invoiceFault'; fault: Fault }
  | { kind: 'catalogFault'; fault: Fault }
  | { kind: 'priceChange'; percent: number };

/**
 * `reloadMidUpload` reloads the selling tab while its receipt shows and the upload is under
 * way; `reloadOtherMidUpload` reloads the other tab then, which may hold the upload lock.
 */
export type Interrupt = 'none' | 'reloadMidPayment' | 'reloadMidUpload' | 'reloadOtherMidUpload';

export interface SaleStep {
  /** 1-based. */
  sale: number;
  /** Which of the two tabs sells. */
  tab: 0 | 1;
  /** Before the sale starts, in this order. */
  before: Disruption[];
  items: MenuItem[];
  /** Prices change on the server and the catalog is synced after the first line is added. */
  priceChangeMidCart: boolean;
  /** Cash handed over: the exact total or a 20 note. */
  tender: 'exact' | 'note';
  interrupt: Interrupt;
}

type Choice = 'none' | Exclude<Disruption['kind'], 'online'> | 'hang';

const INVOICE_FAULTS: readonly (readonly [(rng: Rng) => Fault, number])[] = [
  [(rng) => ({ kind: 'http500', status: rng.pick([500, 502, 503] as const), times: rng.int(1, 3) }), 8],
  [() => ({ kind: 'drop', times: 1 }), 5],
  [() => ({ kind: 'dropAfterStore', times: 1 }), 6],
  [() => ({ kind: 'malformedJson', times: 1 }), 3],
  [() => ({ kind: 'statusFalse', times: 1 }), 3],
  [(rng) => ({ kind: 'latency', ms: rng.int(300, 2_500), times: rng.int(1, 3) }), 4],
];

const CATALOG_FAULTS: readonly (() => Fault)[] = [() => ({ kind: 'http500', page: 1, times: 1 }), () => ({ kind: 'drop', times: 1 })];

function disruption(rng: Rng, offline: boolean): Disruption | null {
  const picked = rng.weighted<Choice>([
    ['none', 45],
    ['offline', 6],
    ['invoiceFault', 29],
    ['hang', 1.2],
    ['catalogFault', 7],
    ['priceChange', 3],
  ]);
  switch (picked) {
    case 'none':
      return null;
    case 'offline':
      return offline ? null : { kind: 'offline' };
    case 'invoiceFault':
      return { kind: 'invoiceFault', fault: rng.weighted(INVOICE_FAULTS)(rng) };
    case 'hang':
      // The app gives up on a request after about 15 s; one hung upload at a time is enough.
      return { kind: 'invoiceFault', fault: { kind: 'hang', times: 1 } };
    case 'catalogFault':
      return { kind: 'catalogFault', fault: rng.pick(CATALOG_FAULTS)() };
    case 'priceChange':
      return { kind: 'priceChange', percent: 5 };
    default: {
      const never: never = picked;
      return never;
    }
  }
}

export function planSoak(seed: number, sales: number): SaleStep[] {
  const rng = mulberry32(seed);
  const steps: SaleStep[] = [];
  let offlineFor = 0;
  for (let sale = 1; sale <= sales; sale++) {
    const before: Disruption[] = [];
    if (offlineFor > 0) {
      offlineFor -= 1;
      if (offlineFor === 0) before.push({ kind: 'online' });
    }
    const d = disruption(rng, offlineFor > 0);
    if (d) before.push(d);
    if (d?.kind === 'offline') offlineFor = rng.int(1, 4);
    const count = rng.int(1, 3);
    const items = Array.from({ length: count }, () => rng.pick(MENU));
    const priceChangeMidCart = count >= 2 && rng.chance(0.04);
    const tender = rng.chance(0.5) ? 'exact' : 'note';
    const interrupt = rng.weighted<Interrupt>([
      ['none', 80],
      ['reloadMidPayment', 8],
      ['reloadMidUpload', 8],
      ['reloadOtherMidUpload', 4],
    ]);
    steps.push({ sale, tab: rng.chance(0.5) ? 0 : 1, before, items, priceChangeMidCart, tender, interrupt });
  }
  return steps;
}

/** The name a fault is counted under in the summary. */
export function disruptionLabel(d: Disruption): string | null {
  switch (d.kind) {
    case 'online':
      return null;
    case 'offline':
      return 'network:offline';
    case 'invoiceFault':
      return `invoices:${d.fault.kind}`;
    case 'catalogFault':
      return `products:${d.fault.kind}`;
    case 'priceChange':
      return 'catalog:priceChange';
    default: {
      const never: never = d;
      return never;
    }
  }
}
