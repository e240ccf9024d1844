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
}

const drinks = (name: string): MenuItem => ({ name, group: 'Drinks & Sides', category: 'Cold drinks' });

/**
 * Products a tap puts straight on the order: nothing to type, and the option groups and
 * add-ons of Pepsi, Kunafa and the fries are met by their pre-ticks, so the till does not ask.
 */
export const MENU: readonly MenuItem[] = [
  drinks('Mineral water'),
  drinks('Sparkling water'),
  drinks('Iced peach tea'),
  drinks('Lemon mint'),
  drinks('Fresh orange juice'),
  drinks('Pepsi'),
  drinks('Diet Pepsi'),
  drinks('7Up'),
  { name: 'Kunafa', group: 'Drinks & Sides', category: 'Desserts' },
  { name: 'French fries', group: 'Drinks & Sides', category: 'Sides' },
];

export type Disruption =
  | { kind: 'offline' }
  | { kind: 'online' }
  | { kind: 'invoiceFault'; fault: Fault }
  | { kind: 'catalogFault'; fault: Fault }
  /** Set on the shifts route: it bites when the shift closes and uploads. */
  | { kind: 'shiftFault'; fault: Fault }
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
  /** Before the sale, another order is rung up and parked under this name. */
  park: { name: string; items: MenuItem[] } | null;
  /** The sale is the order parked under this name, opened from "Parked orders" (`items` is empty). */
  resume: string | null;
  /** After the sale, one unit of the first line of sale `of` (this one or an earlier one) is refunded. */
  refund: { of: number; product: string } | null;
}

/** How the shift opened at the start is closed after the last sale. */
export interface ShiftClose {
  /** On the shifts route as the shift closes (null: none). */
  fault: Fault | null;
  /** Minor units the counted cash falls short of the expected (0: the drawer is right). */
  short: number;
}

type Choice = 'none' | Exclude<Disruption['kind'], 'online'> | 'hang';

/** The faults an upload (a sale, a refund or a shift) can meet; none of them refuses it for good. */

export const INVOICE_FAULTS: readonly (readonly [(rng: Rng) => Fault, number])[] = [
  [(rng) => ({ kind: 'http500', status: rng.pick([500, 502, 503] as const), times: rng.int(1, 3) }), 8],
  [() => ({ kind: 'drop', times: 1 }), 5],
  [() => ({ kind: 'dropAfterStore', times: 1 }), 6],
  [() => ({ kind: 'malformedJson', times: 1 }), 3],
  [() => ({ kind: 'statusFalse', times: 1 }), 3],
  [(rng) => ({ kind: 'latency', ms: rng.int(300, 2_500), times: rng.int(1, 3) }), 4],
];

export const CATALOG_FAULTS: readonly (() => Fault)[] = [() => ({ kind: 'http500', page: 1, times: 1 }), () => ({ kind: 'drop', times: 1 })];

function disruption(rng: Rng, offline: boolean): Disruption | null {
  const picked = rng.weighted<Choice>([
    ['none', 45],
    ['offline', 6],
    ['invoiceFault', 29],
    ['hang', 1.2],
    ['catalogFault', 7],
    ['priceChange', 3],
    ['shiftFault', 2],
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
    case 'shiftFault':
      return { kind: 'shiftFault', fault: rng.weighted(INVOICE_FAULTS)(rng) };
    default: {
      const never: never = picked;
      return never;
    }
  }
}

const items = (rng: Rng): MenuItem[] => Array.from({ length: rng.int(1, 3) }, () => rng.pick(MENU));

export function planSoak(seed: number, sales: number): SaleStep[] {
  const rng = mulberry32(seed);
  const steps: SaleStep[] = [];
  let offlineFor = 0;
  /** The order parked and not yet finished: its name, the sale that finishes it and its first product. */
  let parked: { name: string; resumeAt: number; product: string } | null = null;
  /** The first product of each sale not refunded yet, by sale number. */
  const refundable = new Map<number, string>();
  for (let sale = 1; sale <= sales; sale++) {
    const before: Disruption[] = [];
    if (offlineFor > 0) {
      offlineFor -= 1;
      if (offlineFor === 0) before.push({ kind: 'online' });
    }
    const d = disruption(rng, offlineFor > 0);
    if (d) before.push(d);
    if (d?.kind === 'offline') offlineFor = rng.int(1, 4);
    let park: SaleStep['park'] = null;
    if (parked === null && sale < sales - 1 && rng.chance(0.06)) {
      park = { name: `Table ${sale}`, items: items(rng) };
      parked = { name: park.name, resumeAt: Math.min(sales, sale + rng.int(1, 3)), product: park.items[0]?.name ?? '' };
    }
    const resuming = parked !== null && parked.resumeAt === sale && park === null ? parked : null;
    if (resuming) parked = null;
    const sold = resuming ? [] : items(rng);
    refundable.set(sale, resuming ? resuming.product : (sold[0]?.name ?? ''));
    const priceChangeMidCart = sold.length >= 2 && rng.chance(0.04);
    const tender = rng.chance(0.5) ? 'exact' : 'note';
    const interrupt = rng.weighted<Interrupt>([
      ['none', 80],
      ['reloadMidPayment', 8],
      ['reloadMidUpload', 8],
      ['reloadOtherMidUpload', 4],
    ]);
    let refund: SaleStep['refund'] = null;
    if (rng.chance(0.1)) {
      // Half of them right after the sale, while its upload is likely still waiting.
      const of = rng.chance(0.5) ? sale : rng.pick([...refundable.keys()]);
      refund = { of, product: refundable.get(of) ?? '' };
      refundable.delete(of);
    }
    steps.push({
      sale,
      tab: rng.chance(0.5) ? 0 : 1,
      before,
      items: sold,
      priceChangeMidCart,
      tender,
      interrupt,
      park,
      resume: resuming?.name ?? null,
      refund,
    });
  }
  return steps;
}

/** The shift's close, drawn apart from the sales so that the sales of a seed stay as they were. */
export function planClose(seed: number): ShiftClose {
  const rng = mulberry32(seed ^ 0x5eed_c105);
  return {
    fault: rng.chance(0.6) ? rng.weighted(INVOICE_FAULTS)(rng) : null,
    short: rng.chance(0.5) ? rng.int(1, 500) : 0,
  };
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
    case 'shiftFault':
      return `shifts:${d.fault.kind}`;
    case 'priceChange':
      return 'catalog:priceChange';
    default: {
      const never: never = d;
      return never;
    }
  }
}
