/** "Guests": covers at the table, asked with the payment when the terminal asks for them. */
import { useLingui } from '@lingui/react/macro';
import { MAX_GUESTS, readGuests } from '../guests';
import { NumberInput } from '../../ui/NumberInput';

export function GuestsField({ text, onText }: { text: string; onText(text: string): void }) {
  const { t } = useLingui();
  const read = readGuests(text);
  return (
    <>
      <label className="guests">
        {t`Guests`}
        <NumberInput value={text} onText={onText} />
      </label>
      {!read.ok && <p role="alert" className="alert">{t`Guests is a whole number from 1 to ${{ max: MAX_GUESTS }}, or empty.`}</p>}
    </>
  );
}
