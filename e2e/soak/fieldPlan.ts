/**
 * The field soak's plan: two terminals (two browser profiles, two terminal ids) selling the same
 * quota products, each sale with its faults and power cuts, all drawn from the seed before any
 * browser starts, so `--seed S` replays the same sequence. A power cut lands at a named point
 * of the flow (just after "Complete sale" is pressed, once the receipt shows, once the server has
 * the upload...), never after a delay: what the browser had written by then is its own affair,
 * and the verdict holds whatever it was.
 */
import type { Fault } from '../../emulator/types';
import { CATALOG_FAULTS, INVOICE_FAULTS, MENU, type MenuItem } from './plan';
import { mulberry32, type Rng } from './prng';

/** The products whose quota both terminals sell from (all of the "Cold drinks" grid, no picker). */
export const QUOTA_ITEMS: readonly string[] = ['Iced peach tea', 'Lemon mint', 'Fresh orange juice'];
/** What a terminal sells instead when a quota item may not be sold now: no quota, no picker. */
export const PLAIN_ITEM: MenuItem = MENU.find((m) => m.name === 'Mineral water') as MenuItem;

/**
 * Where a power cut (the browser process killed) lands:
 * - `completeSale`: right after "Complete sale" is pressed (`pressed`: the sale may or may not be
 *   stored), once the receipt shows (`receipt`), or once the server logged its upload (`uploaded`:
 *   stored there, its answer lost);
 * - `syncSwitch`: right after "Sync now" is pressed, or once the server served the catalog pages
 *   (`served`: the new generation is being written or switched to);
 * - `midOrder`: with lines in the order, before "Pay";
 * - `shiftClose`: right after "Close shift" is pressed, or once the Z report shows (its upload
 *   under way).
 */
export type PowerCut =
  | { at: 'completeSale'; when: 'pressed' | 'receipt' | 'uploaded' }
  | { at: 'syncSwitch'; when: 'pressed' | 'served' }
  | { at: 'midOrder' }
  | { at: 'shiftClose'; when: 'pressed' | 'report' };

export interface FieldStep {
  /** 1-based. */
  sale: number;
  terminal: 0 | 1;
  /** The selling terminal's network: cut before the sale, or back. */
  network: 'cut' | 'back' | null;
  /** A fault set on the server before the sale (any terminal may meet it). */
  fault: { route: 'invoices' | 'products' | 'shifts'; fault: Fault } | null;
  items: MenuItem[];
  tender: 'exact' | 'note';
  cut: Exclude<PowerCut, { at: 'shiftClose' }> | null;
  /** After the sale: one unit of the first line of this terminal's `of`-th plain sale (1-based, its own count) is refunded. */
  refund: { of: number } | null;
  /** Instead of the plain sale: an order of its own kind (`items` unused); never on a step with a power cut. */
  extra: FieldExtra | null;
  /** Instead of the plain sale: a Mineral water paid by card on the till's own terminal, meeting `card`. */
  card: CardTry | null;
}

/**
 * What a card sale on the till's terminal (assumed-contracts 13) meets: the customer approves;
 * declines, then approves the cashier's second try; approves while the answer to the payment is
 * lost; or approves just before a power cut (the till had not heard it: "approved", not yet
 * "sale stored"), the sale then completed by the till's recovery after its start.
 */
export type CardTry = 'approved' | 'declined-then-approved' | 'answer-lost' | 'cut-after-approval';
export const CARD_TRIES: readonly CardTry[] = ['approved', 'declined-then-approved', 'answer-lost', 'cut-after-approval'];

/**
 * The multi-part flows a step can run instead of a plain sale, each with items of its own (no
 * quota product, so the quota's verdict is the plain sales'):
 * - `splitEqual`: a Mineral water and two Pepsi split in `parts` equal bills (a shared unit:
 *   `0.5` or `0.333` of the water on each bill), each paid; with `void`, a Sparkling water is
 *   sent to the kitchen first and taken back (a void the manager approves);
 * - `splitItems`: three Mineral water and a Sparkling water split by item in two bills (two
 *   waters on the first, the third and the sparkling water on the second);
 * - `discount`: a Classic beef burger discounted 10 % with a manager's approval, raised to two
 *   (the approval asked again), "Modify" of one of the two (well done), paid with a 10 % tip;
 * - `counter`: kiosk mode, three "Pay at the counter" orders, back to the till: two marked
 *   paid (cash, card), the third cancelled.
 */
export type FieldExtra =
  | { kind: 'splitEqual'; parts: 2 | 3; void: boolean }
  | { kind: 'splitItems' }
  | { kind: 'discount' }
  | { kind: 'counter' };

export interface FieldClose {
  terminal: 0 | 1;
  /** Minor units the count falls short of the expected cash. */
  short: number;
  cut: Extract<PowerCut, { at: 'shiftClose' }> | null;
}

export interface FieldPlan {
  seed: number;
  steps: FieldStep[];
  closes: [FieldClose, FieldClose];
  /** Each quota product's `remaining_stock` at the start. */
  stock: number;
  powerCuts: number;
}


function fault(rng: Rng): FieldStep['fault'] {
  const picked = rng.weighted<'none' | 'invoices' | 'products' | 'shifts'>([
    ['none', 62],
    ['invoices', 30],
    ['products', 6],
    ['shifts', 2],
  ]);
  if (picked === 'none') return null;
  if (picked === 'products') return { route: 'products', fault: rng.pick(CATALOG_FAULTS)() };
  return { route: picked, fault: rng.weighted(INVOICE_FAULTS)(rng) };
}

/**
 * `sales` steps over two terminals with `powerCuts` power cuts: the first ones during "Complete
 * sale", a sync switch and a shift close (as far as there are cuts), the rest anywhere.
 */
export function planField(seed: number, sales: number, powerCuts: number): FieldPlan {
  const rng = mulberry32(seed);
  const kinds: PowerCut['at'][] = ['completeSale', 'syncSwitch', 'shiftClose'].slice(0, powerCuts) as PowerCut['at'][];
  while (kinds.length < powerCuts) kinds.push(rng.weighted<PowerCut['at']>([['completeSale', 6], ['midOrder', 2], ['syncSwitch', 2]]));
  const closeCuts = kinds.filter((k) => k === 'shiftClose').length;
  const saleCuts = kinds.filter((k) => k !== 'shiftClose');
  // Sales a cut lands in: spread over the run, never the first two (both terminals first sell).
  const slots = new Map<number, PowerCut['at']>();
  for (const kind of saleCuts) {
    let sale = rng.int(3, Math.max(3, sales));
    while (slots.has(sale) && slots.size < sales - 2) sale = rng.int(3, Math.max(3, sales));
    slots.set(sale, kind);
  }
  const offlineFor: [number, number] = [0, 0];
  const sold: [number, number] = [0, 0];
  const refunded: [Set<number>, Set<number>] = [new Set(), new Set()];
  const steps: FieldStep[] = [];
  for (let sale = 1; sale <= sales; sale++) {
    const terminal: 0 | 1 = sale <= 2 ? ((sale - 1) as 0 | 1) : rng.chance(0.5) ? 0 : 1;
    let network: FieldStep['network'] = null;
    if (offlineFor[terminal] > 0) {
      offlineFor[terminal] -= 1;
      if (offlineFor[terminal] === 0) network = 'back';
    } else if (sale > 2 && rng.chance(0.07)) {
      network = 'cut';
      offlineFor[terminal] = rng.int(1, 4);
    }
    const kind = slots.get(sale);
    const cut: FieldStep['cut'] =
      kind === 'completeSale'
        ? { at: kind, when: rng.pick(['pressed', 'receipt', 'uploaded'] as const) }
        : kind === 'syncSwitch'
          ? { at: kind, when: rng.pick(['pressed', 'served'] as const) }
          : kind === 'midOrder'
            ? { at: kind }
            : null;
    sold[terminal] += 1;
    let refund: FieldStep['refund'] = null;
    if (sold[terminal] > 1 && rng.chance(0.08)) {
      const of = rng.int(1, sold[terminal] - 1);
      if (!refunded[terminal].has(of)) {
        refunded[terminal].add(of);
        refund = { of };
      }
    }
    steps.push({
      sale,
      terminal,
      network,
      fault: sale > 2 ? fault(rng) : null,
      items: Array.from({ length: rng.int(1, 3) }, () => rng.pick(MENU)),
      tender: rng.chance(0.5) ? 'exact' : 'note',
      cut,
      refund,
      extra: null,
      card: null,
    });
  }
  placeExtras(seed, steps);
  placeCards(seed, steps);
  const closing = mulberry32(seed ^ 0x0c105e);
  const cutAt = closeCuts > 0 ? closing.int(0, 1) : -1;
  const closes = ([0, 1] as const).map(
    (terminal): FieldClose => ({
      terminal,
      short: closing.chance(0.5) ? closing.int(1, 500) : 0,
      cut: terminal === cutAt ? { at: 'shiftClose', when: closing.pick(['pressed', 'report'] as const) } : null,
    }),
  ) as [FieldClose, FieldClose];
  // About 15% of the items sold are of each quota product: the stock runs out before the end.
  return { seed, steps, closes, stock: Math.max(3, Math.round(sales * 0.15)), powerCuts };
}

/**
 * Puts the multi-part flows on steps without a power cut, drawn from a generator of their own
 * (so a seed's plain sales, faults and cuts stay what they were): about one step in 25 of each
 * split and discount kind, one counter session per 100 steps, at least one of each.
 */
function placeExtras(seed: number, steps: FieldStep[]): void {
  const rng = mulberry32(seed ^ 0x5e11b1);
  const free = steps.filter((s) => s.cut === null && s.sale > 2);
  const take = (): FieldStep | undefined => free.splice(rng.int(0, free.length - 1), 1)[0];
  const each = Math.max(1, Math.round(steps.length / 25));
  const wanted: (() => FieldExtra)[] = [
    ...Array.from({ length: each }, () => (): FieldExtra => ({ kind: 'splitEqual', parts: rng.chance(0.5) ? 2 : 3, void: rng.chance(0.5) })),
    ...Array.from({ length: each }, () => (): FieldExtra => ({ kind: 'splitItems' })),
    ...Array.from({ length: each }, () => (): FieldExtra => ({ kind: 'discount' })),
    ...Array.from({ length: Math.max(1, Math.round(steps.length / 100)) }, () => (): FieldExtra => ({ kind: 'counter' })),
  ];
  for (const make of wanted) {
    const step = take();
    if (!step) return;
    step.extra = make();
  }
}

/**
 * Puts card sales on free steps (no power cut, flow or refund of their own), from a generator of
 * their own so the rest of a seed's plan stays what it was: each kind of `CardTry` about once per
 * 50 steps, at least once.
 */
function placeCards(seed: number, steps: FieldStep[]): void {
  const rng = mulberry32(seed ^ 0xca4d);
  const free = steps.filter((s) => s.cut === null && s.extra === null && s.refund === null && s.sale > 2);
  const each = Math.max(1, Math.round(steps.length / 50));
  for (let i = 0; i < each; i++) {
    for (const card of CARD_TRIES) {
      const step = free.splice(rng.int(0, free.length - 1), 1)[0];
      if (!step) return;
      step.card = card;
    }
  }
}

export const isQuotaItem = (item: MenuItem) => QUOTA_ITEMS.includes(item.name);
