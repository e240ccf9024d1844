/**
 * The kitchen ticket on paper: the ticket number in large type, the order's name, channel and
 * note, then what to make, line by line, with options, add-ons, combo children and notes, and
 * never a price (src/day/kitchenTicket.ts). `KitchenTicketPrint` rides in the receipt's print
 * job on a page of its own; `KitchenTicketDialog` reprints it alone from "Orders".
 */
import { useLanguage } from '../../i18n/react';
import type { CompletedOrder } from '../../checkout/order';
import type { Channel } from '../../core/catalog';
import { CopyMark, PrintDialog } from '../../checkout/ui/Receipt';
import { useLingui } from '@lingui/react/macro';
import { kitchenTicket, type KitchenTicket } from '../kitchenTicket';
import '../../checkout/ui/checkout.css';
import '../../checkout/ui/receipt-print.css';
import './kitchen-ticket.css';

/** The kitchen reads the terminal's language: its messages and the names as they show there. */
function useTicket(order: CompletedOrder, channels: readonly Channel[]): KitchenTicket {
  const { translate, name } = useLanguage();
  return kitchenTicket(order, { order_name: order.order_name, order_note: order.order_note, channels }, { t: translate, name });
}

function KitchenTicketBody({ ticket, copy = false }: { ticket: KitchenTicket; copy?: boolean }) {
  const { t } = useLingui();
  return (
    <section className="kitchen-ticket" aria-label={t`Kitchen ticket`}>
      {copy && <CopyMark />}
      <p className="kitchen-ticket__no">{ticket.ticket_no}</p>
      {ticket.order_name && <p className="kitchen-ticket__name">{ticket.order_name}</p>}
      {ticket.channel && <p>{ticket.channel}</p>}
      {ticket.order_note && <p className="kitchen-ticket__note">{t`Note: ${{ note: ticket.order_note }}`}</p>}
      <ul className="kitchen-ticket__lines" aria-label={t`To make`}>
        {ticket.lines.map((line, i) => (
          <li key={i}>
            <p className="kitchen-ticket__line">
              {line.quantity} × {line.name}
            </p>
            {line.options.map((o, j) => (
              <p key={`o${j}`} className="kitchen-ticket__part">{o}</p>
            ))}
            {line.addons.map((a, j) => (
              <p key={`a${j}`} className="kitchen-ticket__part">+ {a}</p>
            ))}
            {line.children.map((c, j) => (
              <div key={`c${j}`} className="kitchen-ticket__part">
                <p>
                  {c.quantity} × {c.name}
                </p>
                {c.options.map((o, k) => (
                  <p key={k} className="kitchen-ticket__part">{o}</p>
                ))}
              </div>
            ))}
            {line.note && <p className="kitchen-ticket__note">{t`Note: ${{ note: line.note }}`}</p>}
          </li>
        ))}
      </ul>
    </section>
  );
}

/** The kitchen ticket inside the receipt's print job: printed only, after the receipt. */
export function KitchenTicketPrint({ order, channels }: { order: CompletedOrder; channels: readonly Channel[] }) {
  return <KitchenTicketBody ticket={useTicket(order, channels)} />;
}

/** A kitchen ticket printed again from "Orders": always marked COPY, so the kitchen never makes an order twice. */
export function KitchenTicketDialog({ order, channels, onClose }: { order: CompletedOrder; channels: readonly Channel[]; onClose(): void }) {
  const { t } = useLingui();
  const ticket = useTicket(order, channels);
  return (
    <PrintDialog title={t`Kitchen ticket`} onClose={onClose}>
      <KitchenTicketBody ticket={ticket} copy />
    </PrintDialog>
  );
}
