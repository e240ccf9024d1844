/** "Guests": covers at the table, asked with the payment when the terminal asks for them. */
import { useLingui } from '@lingui/react/macro';
import { MAX_GUESTS, readGuests } from '../guests';

export function GuestsField({ text, onText }: { text: string; onText(text: string): void }) {
  const { t } = useLingui();
  const read = readGuests(text);
  return (
    <>
      <label className="guests">
        {t`Guests`}
        <input type="text" inputMode="numeric" autoComplete="off" value={text} onChange={(e) => onText(e.target.value)} />
      </label>
      {!read.ok && <p role="alert" className="alert">{t`Guests is a whole number from 1 to ${{ max: MAX_GUESTS }}, or empty.`}</p>}
    </>
  );
}
