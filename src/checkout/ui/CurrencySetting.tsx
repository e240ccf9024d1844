/**
 * The branch's money digits and where they came from (assumed-contracts 1): the session's own
 * `currency_decimals`, the currency's ISO 4217 digits when the session sends none, or 2 as a
 * fallback for a code the till does not know, said as a warning so a manager fixes the
 * session before a wrong amount is sold.
 */
import type { Session } from '../../core/catalog';
import { msg } from '@lingui/core/macro';
import type { Translate } from '../../core/names';
import { digitsNeedChecking } from '../../core/currencySource';
import { useLanguage } from '../../i18n/react';

/** The sentence Settings shows about the branch's money digits. */
export function currencyText(session: Session, t: Translate): string {
  const currency = session.location.currency.trim() || '?';
  const digits = session.config.currency_decimals;
  switch (session.config.currency_digits_from ?? 'session') {
    case 'session':
      return t(msg`Money: ${currency} with ${digits} digits after the decimal point, as the server says.`);
    case 'currency':
      return t(msg`Money: ${currency} with ${digits} digits after the decimal point, from the currency code: the server does not say currency_decimals.`);
    case 'fallback':
      return t(msg`Unknown currency ${currency}: amounts use 2 digits after the decimal point. Set currency_decimals for this branch on the server.`);
  }
}

export function CurrencySetting({ session }: { session: Session }) {
  const { translate } = useLanguage();
  const warn = digitsNeedChecking(session.config);
  return (
    <p className={warn ? 'alert setting' : 'setting'} role={warn ? 'alert' : undefined}>
      {currencyText(session, translate)}
    </p>
  );
}
