/**
 * Where the session's money digits came from, and whether a manager must fix them: kept apart
 * from the ISO 4217 table (currency.ts), which only the sync reads, so the shell's first load
 * asks this without carrying the table.
 */

/** `session` (the server said them), `currency` (its ISO 4217 code), `fallback` (neither: 2, shown as a warning). */
export type CurrencyDigitsSource = 'session' | 'currency' | 'fallback';

/** The money digits were a fallback (an unknown currency, no `currency_decimals`): a manager must fix the session. */
export function digitsNeedChecking(config: { currency_digits_from?: CurrencyDigitsSource } | null | undefined): boolean {
  return config?.currency_digits_from === 'fallback';
}
