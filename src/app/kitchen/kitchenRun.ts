/**
 * What "Send to kitchen" and "Void" do, loaded with the first of them (precached, so offline
 * too): the selling screen's first load carries only the kitchen's state (useKitchen.ts).
 * Tickets are built from the stored order in the same transaction that marks it sent, so two
 * tabs never send a line twice.
 */
import type { CartLine, CartState } from '../../cart/cart';
import type { ApprovedBy, LineVoid, VoidReason } from '../../cart/kitchen';
import type { Catalog } from '../../core/catalog';
import type { ReceiptWords } from '../../checkout/receipt';
import { kitchenSend, type KitchenSource, type KitchenTicket } from '../../day/kitchenTicket';
import { stationLinksOf, type KitchenStation } from '../../day/stations';
import { kitchenFactsOf, screenTicketsFor, splitByScreen } from '../../kitchen/screenTicket';
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
  /** To the kitchen printers of their stations, else the ticket's dialog. */
  print(tickets: KitchenTicket[]): Promise<void>;
  /** The stations with a kitchen screen take their tickets through the outbox (assumed-contracts 14). */
  screen: { terminalId: string; queue: ReturnType<typeof useKitchenWrites>['queueScreen'] };
}

/**
 * The tickets to where each station reads them: a station with a kitchen screen gets its
 * ticket queued for upload (paper only if the screen does not take it in time), every other
 * station its paper now. `orderId` is the id the screen knows the order by.
 */
async function dispatch(deps: KitchenDeps, tickets: KitchenTicket[], orderId: string): Promise<void> {
  const { screen, paper } = splitByScreen(tickets, deps.stations);
  if (screen.length > 0) {
    const ctx = {
      client_order_id: orderId,
      terminal_id: deps.screen.terminalId,
      location_id: deps.catalog.session.location.id,
      sent_at: screen[0]!.created_at,
      newId: () => crypto.randomUUID(),
      factsOf: kitchenFactsOf(deps.order.ctx.pricing.products, deps.catalog.categories),
    };
    await deps.screen.queue(screenTicketsFor(screen, ctx));
  }
  await deps.print(paper);
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

/** Sends what the kitchen has not had (or only the voids), then prints it. */
export async function sendToKitchen(deps: KitchenDeps, voidsOnly: boolean): Promise<void> {
  const tickets = ticketsOf(deps);
  const newOrderId: string = crypto.randomUUID();
  let made: KitchenTicket[] = [];
  let orderId = newOrderId;
  const refused = await deps.order.send((current) => {
    made = tickets(current, voidsOnly);
    orderId = current.kitchen_order_id ?? newOrderId;
    return { type: 'kitchenSent', voids_only: voidsOnly, order_id: newOrderId };
  });
  if (refused === null) await dispatch(deps, made, orderId);
}

/** The void `ask` asked for, with its reason and approver: a line taken back, or the order cleared as a void document. */
export async function recordVoid(deps: KitchenDeps, ask: Extract<KitchenAsk, { kind: 'void' }>, cart: CartState, reason: VoidReason, approvedBy: ApprovedBy): Promise<void> {
  const { order, catalog, writes, setAsk, signedIn } = deps;
  const voided_at = new Date().toISOString();
  const by = signedIn ? { by: signedIn } : {};
  if (ask.line_id !== null) {
    const { line_id, quantity } = ask;
    const refused = await order.send(() => ({ type: 'lineVoided', line_id, quantity, reason, voided_at, approved_by: approvedBy, ...by }));
    setAsk(null);
    if (refused === null) await sendToKitchen(deps, true);
    return;
  }
  const outcome = await writes.clearAsVoid({
    revision: cart.revision,
    reason,
    approved_by: approvedBy,
    location_id: catalog.session.location.id,
    digits: catalog.session.config.currency_decimals,
    brandId: order.menuBrandId,
  });
  setAsk(null);
  if (!outcome.ok || !outcome.voided) return;
  // The kitchen stops what it was making: every voided unit printed VOID.
  const all: LineVoid<CartLine>[] = [
    ...outcome.voided.voids,
    ...outcome.voided.lines.map((line) => ({ line, reason, voided_at, approved_by: approvedBy, ...by, printed: false })),
  ];
  const slips = ticketsOf(deps)({ lines: [], voids: all, channel_id: cart.channel_id, name: cart.name, note: cart.note }, true);
  await dispatch(deps, slips, cart.kitchen_order_id ?? crypto.randomUUID());
}
