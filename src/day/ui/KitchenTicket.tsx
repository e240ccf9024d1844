/**
 * The kitchen ticket on paper: the ticket number in large type, the order's name, channel and
 * note, then what to make, line by line, with options, add-ons, combo children and notes, and
 * never a price (src/day/kitchenTicket.ts). `KitchenTicketsPrint` rides after the receipt and
 * job on a page of its own; `KitchenTicketDialog` shows a reprint from "Orders" for the system
 * dialog when no kitchen printer takes it (src/cart/ui/KitchenReprint.tsx).
 */
import { CopyMark, PrintDialog } from '../../checkout/ui/Receipt';
import { useLingui } from '@lingui/react/macro';
import type { KitchenTicket } from '../kitchenTicket';
import { useEffect, useRef, useState } from 'react';
import { formatDocumentTime } from '../../i18n/i18n';
import '../../checkout/ui/checkout.css';
import '../../checkout/ui/receipt-print.css';
import './kitchen-ticket.css';
import { TrainingMark } from '../../ui/TrainingMark';

function KitchenTicketBody({ ticket, copy = false, time }: { ticket: KitchenTicket; copy?: boolean; time?: string }) {
  const { t } = useLingui();
  return (
    <section className="kitchen-ticket" aria-label={t`Kitchen ticket`}>
      {copy && <CopyMark />}
      <TrainingMark />
      {ticket.station && <p className="kitchen-ticket__station">{ticket.station}</p>}
      {ticket.mark === 'ADDED' && <p className="kitchen-ticket__mark">{t`ADDED`}</p>}
      {ticket.screen_offline && <p className="kitchen-ticket__mark">{t`(screen offline)`}</p>}
      {ticket.call_no !== undefined && <p className="kitchen-ticket__call">{t`Call ${{ call: ticket.call_no }}`}</p>}
      {ticket.ticket_no && <p className="kitchen-ticket__no">{ticket.ticket_no}</p>}
      {ticket.order_name && <p className="kitchen-ticket__name">{ticket.order_name}</p>}
      {ticket.dining && <p className="kitchen-ticket__dining">{ticket.dining}</p>}
      {time && <p>{time}</p>}
      {ticket.channel && <p>{ticket.channel}</p>}
      {ticket.order_note && <p className="kitchen-ticket__note">{t`Note: ${{ note: ticket.order_note }}`}</p>}
      <ul className="kitchen-ticket__lines" aria-label={t`To make`}>
        {ticket.lines.map((line, i) => (
          <li key={i}>
            <p className="kitchen-ticket__line">
              {line.void && <span className="kitchen-ticket__void">{t`VOID`} </span>}
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
      <TrainingMark />
    </section>
  );
}

/**
 * A kitchen ticket printed again from "Orders" with the system dialog (no kitchen printer takes
 * it): one station a page, each marked COPY, so the kitchen never makes an order twice.
 */
export function KitchenTicketDialog({ tickets, timeZone, onClose }: { tickets: readonly KitchenTicket[]; timeZone: string; onClose(): void }) {
  const { t } = useLingui();
  return (
    <PrintDialog title={t`Kitchen ticket`} onClose={onClose}>
      <StationPages tickets={tickets} timeZone={timeZone} copy />
    </PrintDialog>
  );
}

/** The tickets one station a page. */
function StationPages({ tickets, timeZone, copy }: { tickets: readonly KitchenTicket[]; timeZone: string; copy: boolean }) {
  return (
    <>
      {tickets.map((ticket, i) => (
        <div key={i} className={i > 0 ? 'kitchen-ticket__page' : undefined}>
          <KitchenTicketBody ticket={ticket} copy={copy} time={formatDocumentTime(ticket.created_at, timeZone)} />
        </div>
      ))}
    </>
  );
}

/**
 * The tickets of one send, one station a page, drawn after the receipt and printed on their
 * own as the sale completes (`printKitchenPart`), whether or not the receipt is printed.
 */
export function KitchenTicketsPrint({ tickets, timeZone }: { tickets: readonly KitchenTicket[]; timeZone: string }) {
  const printed = useRef(false);
  useEffect(() => {
    if (printed.current || tickets.length === 0) return;
    printed.current = true;
    printKitchenPart();
  }, [tickets]);
  return <StationPages tickets={tickets} timeZone={timeZone} copy={false} />;
}

/**
 * "Send to kitchen": the tickets of what was not sent yet, one station a page, printed at once
 * (the lines are marked sent as it opens); "Print" prints them again, marked COPY.
 */
export function KitchenSendDialog({ tickets, timeZone, onClose }: { tickets: readonly KitchenTicket[]; timeZone: string; onClose(): void }) {
  const { t } = useLingui();
  const printed = useRef(false);
  // Once the tickets went out, anything printed from here again is a copy.
  const [copy, setCopy] = useState(false);
  useEffect(() => {
    if (printed.current) return;
    printed.current = true;
    window.print();
    setCopy(true);
  }, []);
  return (
    <PrintDialog title={t`Kitchen ticket`} onClose={onClose}>
      <StationPages tickets={tickets} timeZone={timeZone} copy={copy} />
    </PrintDialog>
  );
}

/** Prints only what rides after the receipt (the kitchen's tickets), in a print job of its own. */
export function printKitchenPart(): void {
  const root = document.documentElement;
  root.classList.add('print-kitchen-only');
  try {
    window.print();
  } finally {
    root.classList.remove('print-kitchen-only');
  }
}
