/**
 * The kitchen screen (assumed-contracts 14, ui-contract "Kitchen screen and ready board"): a
 * kitchen tablet's page (`kitchen.html`), set to a station. It lists the station's open orders
 * from the service, oldest first, one card per order: its name or call number, a timer coloured
 * by the lines' preparation time, and its tickets, the first plain and the ADDED and VOID ones
 * marked on the order they change. "Bump" sends a card to ready; "Recall" brings back the order
 * bumped last. Made for touch, at 1280 x 800 and 1920 x 1080, in either language.
 */
import { useLingui } from '@lingui/react/macro';
import { activateLanguage } from '../../i18n/i18n';
import { LanguageSelect } from '../../i18n/LanguageSelect';
import { useChosenStation, useKdsOrders, useKitchenConnection, useMoveKdsTickets, useNow, type KitchenConnection } from '../../app/data/kds';
import { bumpIds, elapsedText, orderCards, recallIds, ticketMark, timerColour, type ListedTicket, type OrderCard } from '../screen';
import { NotConnected } from './NotConnected';
import './kitchenPages.css';

function TicketPart({ ticket }: { ticket: ListedTicket }) {
  const { t } = useLingui();
  const mark = ticketMark(ticket);
  const markText = { ADDED: t`ADDED`, VOID: t`VOID`, COPY: t`COPY` };
  return (
    <section className={`kds-card__part${mark === 'VOID' ? ' kds-card__part--void' : ''}`}>
      {mark && <p className="kds-card__mark">{markText[mark]}</p>}
      <ul className="kds-card__lines">
        {ticket.lines.map((line) => (
          <li key={line.line_id} className="kds-card__line">
            <span className="kds-card__qty">{line.quantity} ×</span> <span className="kds-card__item">{line.name}</span>
            {line.options.length > 0 && (
              <ul className="kds-card__options">
                {line.options.map((option, i) => (
                  <li key={i}>{option}</li>
                ))}
              </ul>
            )}
            {line.note && <p className="kds-card__note">{line.note}</p>}
          </li>
        ))}
      </ul>
    </section>
  );
}

function TicketCard({ card, now, onBump, busy }: { card: OrderCard; now: number; onBump: (ids: string[]) => void; busy: boolean }) {
  const { t } = useLingui();
  const sentAt = new Date(card.sent_at).toLocaleTimeString([], { hour: '2-digit', minute: '2-digit' });
  const call = card.call_number;
  const name = card.order_name ?? (call !== null ? t`Call ${call}` : t`Order ${sentAt}`);
  return (
    <li className={`kds-card kds-card--${timerColour(card, now)}`} aria-label={name}>
      <header className="kds-card__head">
        <strong className="kds-card__name">{name}</strong>
        {card.order_name !== null && call !== null && <span className="kds-card__call">{t`Call ${call}`}</span>}
        <span role="timer" aria-label={t`Waiting`} className="kds-card__timer">
          {elapsedText(card.sent_at, now)}
        </span>
      </header>
      {card.tickets.map((ticket) => (
        <TicketPart key={ticket.ticket_id} ticket={ticket} />
      ))}
      <button type="button" className="btn btn--primary kds-card__bump" disabled={busy} onClick={() => onBump(bumpIds(card))}>
        {t`Bump`}
      </button>
    </li>
  );
}

function StationScreen({ connection }: { connection: KitchenConnection }) {
  const { t } = useLingui();
  const [chosen, choose] = useChosenStation();
  const station = connection.stations.find((s) => s.name === chosen) ?? connection.stations[0] ?? null;
  const orders = useKdsOrders(connection.api, station?.categories ?? []);
  const move = useMoveKdsTickets(connection.api);
  const now = useNow();
  const tickets = orders.data ?? [];
  const cards = orderCards(tickets);
  const recall = recallIds(tickets);
  return (
    <main className="kds">
      <header className="kds__bar">
        <h1 className="kds__title">{t`Kitchen screen`}</h1>
        <label className="kds__station">
          {t`Station`}
          <select value={station?.name ?? ''} onChange={(e) => choose(e.target.value)}>
            {connection.stations.length === 0 && <option value="">{t`Every station`}</option>}
            {connection.stations.map((s) => (
              <option key={s.name} value={s.name}>
                {s.name}
              </option>
            ))}
          </select>
        </label>
        <button type="button" className="btn kds__recall" disabled={recall.length === 0 || move.isPending} onClick={() => move.mutate({ ids: recall, state: 'preparing' })}>
          {t`Recall`}
        </button>
        <LanguageSelect choose={activateLanguage} />
      </header>
      {(orders.isError || move.isError) && (
        <p role="status" className="kds__trouble">
          {t`The service cannot be reached: the tickets are as they were last shown.`}
        </p>
      )}
      <ul className="kds__tickets" aria-label={t`Tickets`}>
        {cards.map((card) => (
          <TicketCard key={card.client_order_id} card={card} now={now} busy={move.isPending} onBump={(ids) => move.mutate({ ids, state: 'ready' })} />
        ))}
      </ul>
      {orders.isSuccess && cards.length === 0 && <p className="kds__empty">{t`No tickets waiting`}</p>}
    </main>
  );
}

/** The page: the station's screen over this device's connection, or how to connect it. */
export function KitchenScreenPage() {
  const connection = useKitchenConnection();
  if (connection === undefined) return null;
  if (connection === null) return <NotConnected />;
  return <StationScreen connection={connection} />;
}
