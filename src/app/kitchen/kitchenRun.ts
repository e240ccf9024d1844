/**
 * What "Send to kitchen" and "Void" do, loaded with the first of them (precached, so offline
 * too): the selling screen's first load carries only the kitchen's state (useKitchen.ts).
 * Tickets are built from the stored order in the same transaction that marks it sent (or
 * records the void), and their print jobs (and a kitchen screen's tickets with their outbox
 * entries) are stored in it too, so two tabs never send a line twice and a send is never stored
 * without its tickets.
 */
import type { CartEvent, CartLine, CartState } from '../../cart/cart';
import type { OrderRefusal } from '../../db/cart';
import type { NewScreenTicket } from '../../db/kitchenScreen';
import { voidSlipLines, type OrderVoid } from '../../day/orderVoid';
import type { KitchenPrints } from '../data/printing';
import type { ApprovedBy, LineVoid, VoidReason } from '../../cart/kitchen';
import type { Catalog } from '../../core/catalog';
import type { ReceiptWords } from '../../checkout/receipt';
import { kitchenSend, type KitchenSource, type KitchenTicket } from '../../day/kitchenTicket';
import { stationLinksOf, type KitchenStation } from '../../day/stations';
import { kitchenFactsOf, screenTicketsOfOrder, splitByScreen } from '../../kitchen/screenTicket';
import type { StaffRef } from '../../staff/staff';
import type { useKitchenWrites } from '../data/kitchen';
import type { useSellingOrder } from '../useSellingOrder';

export type KitchenAsk =
  | { kind: 'void'; line_id: string | null; quantity: number }
  | { kind: 'split' }
  | { kind: 'print'; tickets: KitchenTicket[] };

export interface KitchenDeps {
  order: ReturnType<typeof useSellingOrder>;
  catalog: Catalog;
  stations: readonly KitchenStation[];
  writes: ReturnType<typeof useKitchenWrites>;
  lang: ReceiptWords;
  /** Who is signed in: named on the voids they record. */
  signedIn: StaffRef | null;
  setAsk(ask: KitchenAsk | null): void;
  /** The kitchen printers' jobs, stored with the send or void they print (src/app/data/printing.ts). */
  prints: KitchenPrints;
  /** The terminal's id, named on the tickets the stations with a kitchen screen take through the outbox (assumed-contracts 14). */
  terminalId: string;
}

/** After the send or void is stored: its jobs to the queue, or, with no kitchen printer, its tickets to the dialog. */
function printed(deps: KitchenDeps, planned: boolean, tickets: KitchenTicket[]): void {
  if (tickets.length === 0) return;
  if (planned) deps.prints.stored();
  else deps.setAsk({ kind: 'print', tickets });
}

type ByScreen = ReturnType<typeof splitByScreen<KitchenTicket>>;

/** Whether a station reads its tickets on a kitchen screen: only then are screen tickets stored. */
const hasScreen = (deps: KitchenDeps) => deps.stations.some((s) => s.screen);

/**
 * The tickets of the stations with a kitchen screen, as the screen receives them, queued in the
 * transaction of the send or void they belong to (paper only if the screen does not take them in
 * time). `orderId` is the id the screen knows the order by.
 */
function screenTickets(deps: KitchenDeps, tickets: ByScreen['screen'], orderId: string): NewScreenTicket[] {
  if (tickets.length === 0) return [];
  const factsOf = kitchenFactsOf(deps.order.ctx.pricing.products, deps.catalog.categories);
  return screenTicketsOfOrder(tickets, deps.stations, { orderId, terminalId: deps.terminalId, locationId: deps.catalog.session.location.id, sentAt: tickets[0]!.created_at, factsOf, newId: () => crypto.randomUUID() });
}

function ticketsOf({ catalog, order, stations, lang }: KitchenDeps) {
  return (source: KitchenSource & Pick<CartState, 'name' | 'note'>, voidsOnly = false): KitchenTicket[] =>
    kitchenSend(
      source,
      {
        order_name: source.name ?? null,
        order_note: source.note ?? null,
        channels: catalog.channels,
        at: new Date().toISOString(),
        stations,
        linksOf: stationLinksOf(order.ctx.pricing.products, catalog.categories),
        voids_only: voidsOnly,
      },
      lang,
    );
}

/**
 * Sends what the kitchen has not had (`before`: a line voided first, then only the voids), its
 * tickets built from the stored order and their print jobs stored in the same transaction.
 */
async function sendStored(deps: KitchenDeps, before: ((current: CartState) => CartEvent | OrderRefusal)[], voidsOnly: boolean): Promise<string | null> {
  const tickets = ticketsOf(deps);
  const plan = await deps.prints.plan().catch(() => undefined);
  const newOrderId: string = crypto.randomUUID();
  let made: ByScreen = { screen: [], paper: [] };
  let orderId = newOrderId;
  const send = (current: CartState): CartEvent => {
    made = splitByScreen(tickets(current, voidsOnly), deps.stations);
    orderId = current.kitchen_order_id ?? newOrderId;
    return { type: 'kitchenSent', voids_only: voidsOnly, order_id: newOrderId };
  };
  const screen = hasScreen(deps) ? () => screenTickets(deps, made.screen, orderId) : undefined;
  const refused = await deps.order.sendPrinted([...before, send], () => (plan ? plan(made.paper) : []), screen);
  if (refused === null) printed(deps, !!plan, made.paper);
  return refused;
}

/** Sends what the kitchen has not had (or only the voids), then prints it. */
export async function sendToKitchen(deps: KitchenDeps, voidsOnly: boolean): Promise<void> {
  await sendStored(deps, [], voidsOnly);
}

/** The void `ask` asked for, with its reason and approver: a line taken back, or the order cleared as a void document. */
export async function recordVoid(deps: KitchenDeps, ask: Extract<KitchenAsk, { kind: 'void' }>, cart: CartState, reason: VoidReason, approvedBy: ApprovedBy): Promise<void> {
  const { order, catalog, writes, setAsk, signedIn } = deps;
  const voided_at = new Date().toISOString();
  const by = signedIn ? { by: signedIn } : {};
  if (ask.line_id !== null) {
    const { line_id, quantity } = ask;
    setAsk(null);
    // The void and its VOID slip are one write.
    await sendStored(deps, [() => ({ type: 'lineVoided', line_id, quantity, reason, voided_at, approved_by: approvedBy, ...by })], true);
    return;
  }
  const plan = await deps.prints.plan().catch(() => undefined);
  // The void document's slips, built once: for its print jobs, its screen tickets and the dialog.
  let made: { of: OrderVoid; slips: ByScreen } | null = null;
  const slipsOf = (voided: OrderVoid): ByScreen => {
    if (made?.of === voided) return made.slips;
    // The kitchen stops what it was making: every voided unit printed VOID (a split bill's: whole units).
    const all: LineVoid<CartLine>[] = [
      ...voided.voids,
      ...voidSlipLines(voided).map((line) => ({ line, reason, voided_at, approved_by: approvedBy, ...by, printed: false })),
    ];
    made = { of: voided, slips: splitByScreen(ticketsOf(deps)({ lines: [], voids: all, channel_id: cart.channel_id, name: cart.name, note: cart.note }, true), deps.stations) };
    return made.slips;
  };
  const orderId = cart.kitchen_order_id ?? crypto.randomUUID();
  const outcome = await writes.clearAsVoid({
    revision: cart.revision,
    reason,
    approved_by: approvedBy,
    location_id: catalog.session.location.id,
    digits: catalog.session.config.currency_decimals,
    brandId: order.menuBrandId,
    ...(plan ? { prints: (voided: OrderVoid) => plan(slipsOf(voided).paper) } : {}),
    ...(hasScreen(deps) ? { screen: (voided: OrderVoid) => screenTickets(deps, slipsOf(voided).screen, orderId) } : {}),
  });
  setAsk(null);
  if (!outcome.ok || !outcome.voided) return;
  printed(deps, !!plan, slipsOf(outcome.voided).paper);
}
