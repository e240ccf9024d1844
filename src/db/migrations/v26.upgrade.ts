/** The data change into version 26 (what changed and why: `v26.ts`), loaded only when it runs. */
import type { Transaction } from 'dexie';

interface ShareV25 {
  part: number;
  parts: number;
  counts_stock: boolean;
}

interface PricedV25 {
  quantity: number;
  unit_price: number;
}

type OptionV25 = PricedV25;

interface LineV25 {
  line_id?: string;
  quantity: number;
  weight_g: number | null;
  unit_price: number;
  label_price?: number;
  options: OptionV25[];
  addons: PricedV25[];
  children: (PricedV25 & { options: OptionV25[] })[];
  subtotal: number;
  total: number;
  sent?: number;
  kitchen_units?: number;
  share?: ShareV25;
}

interface CartV25 {
  lines: LineV25[];
  split_of?: string;
  split_part?: number;
  voids?: { line: LineV25 }[];
}

const SCALE = 1000;

/** `a x num / den` rounded half away from zero, as the till's money rounds (src/core/money.ts then). */
function mulDiv(a: number, num: number, den: number): number {
  const n = BigInt(a) * BigInt(num);
  const d = BigInt(den);
  const sign = n < 0n !== d < 0n ? -1n : 1n;
  const absN = n < 0n ? -n : n;
  const absD = d < 0n ? -d : d;
  let q = absN / absD;
  if ((absN % absD) * 2n >= absD) q += 1n;
  return Number(sign * q);
}

const each = (items: readonly PricedV25[]) => items.reduce((sum, i) => sum + i.unit_price * i.quantity, 0);

/** The line's whole subtotal from its own prices, as src/cart/pricing.ts priced it at this version. */
function wholeSubtotal(line: LineV25): number {
  const extras = each(line.options) + each(line.addons) + line.children.reduce((sum, c) => sum + (c.unit_price + each(c.options)) * c.quantity, 0);
  if (line.weight_g === null) return (line.unit_price + extras) * line.quantity;
  return (line.label_price ?? mulDiv(line.unit_price, line.weight_g, 1000)) + extras;
}

/** `a x num / den` rounded half up, as the split rounds shares (src/checkout/split.ts at this version). */
const roundedShare = (a: number, num: number, den: number) => Math.floor((2 * a * num + den) / (2 * den));

/** Today's shape of each share of one line, in the order of `share.part`. */
function convertShares(shares: readonly LineV25[]): LineV25[] {
  const first = shares[0]!;
  const whole = Math.round(first.quantity * SCALE);
  const full = wholeSubtotal(first);
  const units = shares.map((s) => (full === 0 ? whole : Math.round((whole * s.subtotal) / full)));
  const last = shares.findIndex((s) => s.share?.counts_stock);
  if (last >= 0 && full !== 0) units[last] = Math.max(0, whole - units.reduce((sum, u, i) => (i === last ? sum : sum + u), 0));
  const made = first.weight_g === null ? first.quantity : 1;
  let cut = 0;
  const kitchen = units.map((u) => {
    const before = roundedShare(made, cut, whole);
    cut += u;
    return roundedShare(made, cut, whole) - before;
  });
  let sentLeft = Math.max(...shares.map((s) => s.sent ?? 0));
  return shares.map((s, i) => {
    const { share: _share, sent: _sent, ...line } = s;
    const sent = Math.min(kitchen[i]!, sentLeft);
    sentLeft -= sent;
    return { ...line, quantity: units[i]! / SCALE, kitchen_units: kitchen[i]!, ...(sent > 0 ? { sent } : {}) };
  });
}

type Holder = { table: string; key: unknown; row: Record<string, unknown>; cart: CartV25 };

/** A void's share line, alone: its units in the share its subtotal is of the whole. */
function convertAlone(line: LineV25): LineV25 {
  if (!line.share) return line;
  const [converted] = convertShares([{ ...line, share: { ...line.share, counts_stock: false } }]);
  const { kitchen_units: _k, sent: _s, ...rest } = converted!;
  return rest;
}

export async function upgrade(tx: Transaction): Promise<void> {
  const holders: Holder[] = [];
  const cart = await tx.table('cart').get('current');
  if (cart) holders.push({ table: 'cart', key: 'current', row: cart, cart });
  for (const row of await tx.table('parked').toArray()) holders.push({ table: 'parked', key: row.id, row, cart: row.cart });
  for (const row of await tx.table('orders').toArray()) holders.push({ table: 'orders', key: row.client_order_id, row, cart: row });
  const touched = holders.filter((h) => h.cart.lines?.some((l) => l.share) || h.cart.voids?.some((v) => v.line.share));
  // The shares of each line of each split order, across every row that holds one.
  const groups = new Map<string, { holder: Holder; index: number; line: LineV25 }[]>();
  for (const holder of touched) {
    holder.cart.lines.forEach((line, index) => {
      if (!line.share) return;
      const key = `${holder.cart.split_of ?? holder.table + String(holder.key)}|${line.line_id ?? index}`;
      groups.set(key, [...(groups.get(key) ?? []), { holder, index, line }]);
    });
  }
  const lines = new Map<Holder, LineV25[]>(touched.map((h) => [h, [...h.cart.lines]]));
  for (const shares of groups.values()) {
    shares.sort((a, b) => a.line.share!.part - b.line.share!.part);
    convertShares(shares.map((s) => s.line)).forEach((line, i) => {
      const { holder, index } = shares[i]!;
      lines.get(holder)![index] = line;
    });
  }
  for (const holder of touched) {
    const voids = holder.cart.voids?.map((v) => ({ ...v, line: convertAlone(v.line) }));
    // Which bill it is, from its shares (the guests are asked on the first bill only).
    const part = holder.cart.split_part ?? holder.cart.lines.find((l) => l.share)?.share?.part;
    const cartNow = { ...holder.cart, lines: lines.get(holder)!, ...(voids ? { voids } : {}), ...(part !== undefined && holder.table !== 'orders' ? { split_part: part } : {}) };
    await tx.table(holder.table).put(holder.table === 'parked' ? { ...holder.row, cart: cartNow } : cartNow);
  }
  await tx
    .table('voids')
    .toCollection()
    .modify((doc: { lines: LineV25[] }) => {
      if (doc.lines.some((l) => l.share)) doc.lines = doc.lines.map(convertAlone);
    });
  await tx
    .table('outbox')
    .toCollection()
    .modify((entry: { kind?: string }) => {
      if (entry.kind === undefined) entry.kind = 'sale';
    });
}
