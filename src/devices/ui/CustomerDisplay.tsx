/**
 * The customer display's screen, in a window of its own: it follows the till through the
 * BroadcastChannel (./tellDisplay.ts), asking for the till's state as it opens. The brand's
 * idle screen while no order is open, the order's lines and total, then a thank-you with the
 * ticket number and the change, back to the idle screen after a while. In the customer's
 * language: the terminal's at first, changed on the display (never the till's). "TRAINING"
 * over all of it while the till is in training.
 */
import { useEffect, useReducer } from 'react';
import { useLingui } from '@lingui/react/macro';
import { formatMoney, type Money } from '../../core/money';
import { quantityText } from '../../cart/lineText';
import { activateLanguage } from '../../i18n/i18n';
import { LanguageSelect } from '../../i18n/LanguageSelect';
import { useLanguage } from '../../i18n/react';
import { displayEventOf } from '../display/decode';
import { DISPLAY_CHANNEL, displayReducer, IDLE, type DisplayHello, type DisplayOrder, type DisplayThanks } from '../display/view';
import './display.css';

/** How long the thank-you stays before the idle screen. */
const THANKS_MS = 20_000;

function OrderView({ order }: { order: DisplayOrder }) {
  const { t } = useLingui();
  const { name } = useLanguage();
  const money = (amount: Money) => `${formatMoney(amount, order.digits)} ${order.currency}`;
  return (
    <>
      <ul className="display__lines" aria-label={t`Order`}>
        {order.lines.map((line) => (
          <li key={line.line_id} className="display__line">
            <span className="display__qty">{quantityText(line, t`kg`)}</span>
            <span className="display__name">{name(line)}</span>
            <span className="display__money money">{money(line.total)}</span>
          </li>
        ))}
      </ul>
      <p className="display__total">
        <span>{t`Total`}</span> <strong className="money">{money(order.total)}</strong>
      </p>
    </>
  );
}

function ThanksView({ thanks }: { thanks: DisplayThanks }) {
  const { t } = useLingui();
  const money = (amount: Money) => `${formatMoney(amount, thanks.digits)} ${thanks.currency}`;
  return (
    <div className="display__thanks">
      <h1>{t`Thank you!`}</h1>
      <p>
        {t`Ticket`} <strong>{thanks.ticket_no}</strong>
      </p>
      <p>
        {t`Total`} <strong className="money">{money(thanks.total)}</strong>
      </p>
      {thanks.tip > 0 && (
        <p>
          {t`Tip`} <strong className="money">{money(thanks.tip)}</strong>
        </p>
      )}
      {thanks.change_due > 0 && (
        <p className="display__change">
          {t`Change`} <strong className="money">{money(thanks.change_due)}</strong>
        </p>
      )}
    </div>
  );
}

export function CustomerDisplay() {
  const { t } = useLingui();
  const { name } = useLanguage();
  const [state, dispatch] = useReducer(displayReducer, IDLE);

  useEffect(() => {
    const channel = new BroadcastChannel(DISPLAY_CHANNEL);
    channel.addEventListener('message', (e: MessageEvent<unknown>) => {
      const event = displayEventOf(e.data);
      if (event) dispatch(event);
    });
    channel.postMessage({ type: 'displayOpened' } satisfies DisplayHello);
    return () => channel.close();
  }, []);

  const { screen, brand } = state;
  useEffect(() => {
    if (screen.kind !== 'thanks') return;
    const timer = setTimeout(() => dispatch({ type: 'thanksEnded' }), THANKS_MS);
    return () => clearTimeout(timer);
  }, [screen]);

  useEffect(() => {
    document.title = t`Customer display`;
  }, [t]);

  return (
    <main className="display" aria-label={t`Customer display`}>
      {state.training && <p className="display__training">{t`TRAINING`}</p>}
      {screen.kind === 'idle' && (
        <div className="display__idle">
          {brand?.logo && <img className="display__logo" src={brand.logo} alt="" />}
          <h1>{brand ? name(brand) : ''}</h1>
          <p>{t`Welcome`}</p>
        </div>
      )}
      {screen.kind === 'order' && <OrderView order={screen.order} />}
      {screen.kind === 'thanks' && <ThanksView thanks={screen.thanks} />}
      <div className="display__language">
        <LanguageSelect choose={activateLanguage} />
      </div>
    </main>
  );
}
