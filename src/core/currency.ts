/**
 * The minor-unit digits of a currency by its ISO 4217 code, for a session that does not say
 * them (assumed-contracts 1 `config.currency_decimals` missing): the till never guesses the
 * digits of money. A code the table does not know, or one whose minor unit the till cannot
 * keep (4 digits), falls back to 2 and says so (`CurrencyDigitsSource`).
 */
import type { CurrencyDigits } from './money';
import type { CurrencyDigitsSource } from './currencySource';

export type { CurrencyDigitsSource } from './currencySource';

/** 3 digits: the dinars of the Gulf and North Africa, and Iraq's. */
const THREE = ['BHD', 'IQD', 'JOD', 'KWD', 'LYD', 'OMR', 'TND'];

/** No minor unit in use (ISO 4217 exponent 0). */
const NONE = ['BIF', 'CLP', 'DJF', 'GNF', 'ISK', 'JPY', 'KMF', 'KRW', 'PYG', 'RWF', 'UGX', 'UYI', 'VND', 'VUV', 'XAF', 'XOF', 'XPF'];

/** Every other active code: 2 digits. */
const TWO = (
  'AED AFN ALL AMD ANG AOA ARS AUD AWG AZN BAM BBD BDT BGN BMD BND BOB BOV BRL BSD BTN BWP BYN BZD CAD ' +
  'CDF CHE CHF CHW CNY COP COU CRC CUC CUP CVE CZK DKK DOP DZD EGP ERN ETB EUR FJD FKP GBP GEL GHS GIP ' +
  'GMD GTQ GYD HKD HNL HRK HTG HUF IDR ILS INR IRR JMD KES KGS KHR KPW KYD KZT LAK LBP LKR LRD LSL MAD ' +
  'MDL MGA MKD MMK MNT MOP MRU MUR MVR MWK MXN MXV MYR MZN NAD NGN NIO NOK NPR NZD PAB PEN PGK PHP PKR ' +
  'PLN QAR RON RSD RUB SAR SBD SCR SDG SEK SGD SHP SLE SLL SOS SRD SSP STN SVC SYP SZL THB TJS TMT TOP ' +
  'TRY TTD TWD TZS UAH USD USN UYU UZS VED VES WST XCD XCG YER ZAR ZMW ZWG ZWL'
).split(' ');

const DIGITS: ReadonlyMap<string, CurrencyDigits> = new Map<string, CurrencyDigits>([
  ...THREE.map((c) => [c, 3] as const),
  ...NONE.map((c) => [c, 0] as const),
  ...TWO.map((c) => [c, 2] as const),
]);

/** The digits ISO 4217 gives the currency `code` (any case, blanks trimmed); null when it is not listed. */
export function isoCurrencyDigits(code: string): CurrencyDigits | null {
  return DIGITS.get(code.trim().toUpperCase()) ?? null;
}


/** The digits to use: the session's own, else the currency code's, else 2 with a warning. */
export function sessionCurrencyDigits(given: CurrencyDigits | null, currency: string): { digits: CurrencyDigits; from: CurrencyDigitsSource } {
  if (given !== null) return { digits: given, from: 'session' };
  const iso = isoCurrencyDigits(currency);
  return iso === null ? { digits: 2, from: 'fallback' } : { digits: iso, from: 'currency' };
}

