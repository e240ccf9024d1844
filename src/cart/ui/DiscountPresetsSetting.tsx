/**
 * "Discount presets": the order discounts a manager keeps for the till ("Staff meal 50 %"),
 * each a percent or an amount with its approval rule: above the cashier's limit (as a line's
 * discount) or always a manager. They are offered in one tap in "Order discount". Removing one
 * changes no order already discounted.
 */
import { useState, type FormEvent } from 'react';
import { useLingui } from '@lingui/react/macro';
import { ZERO, type CurrencyDigits } from '../../core/money';
import { checkPreset, type DiscountPreset, type OrderDiscount, type PresetRefusal } from '../orderDiscount';
import { useDiscountPresets } from '../../app/data/discountPresets';
import { useSettingsWrites } from '../../app/data/settingsWrites';
import { DiscountValueFields, typedDiscount, type DiscountKind } from './DiscountValueFields';
import { orderDiscountLabel } from './orderDiscountText';

export function DiscountPresetsSetting({ digits }: { digits: CurrencyDigits }) {
  const { t } = useLingui();
  const presets = useDiscountPresets();
  const { saveDiscountPresets } = useSettingsWrites();
  const [name, setName] = useState('');
  const [kind, setKind] = useState<DiscountKind>('percent');
  const [value, setValue] = useState('');
  const [always, setAlways] = useState(false);
  const [error, setError] = useState<string | null>(null);

  function refusalText(refusal: PresetRefusal): string {
    switch (refusal.reason) {
      case 'name-missing':
        return t`Type the preset's name.`;
      case 'name-taken':
        return t`A preset with that name is already there.`;
      case 'invalid-discount':
        return kind === 'percent' ? t`Enter a whole percent from 1 to 100` : t`Enter an amount above 0`;
      default: {
        const never: never = refusal;
        return never;
      }
    }
  }

  /** What was typed; nothing typed right is no discount, refused by `checkPreset`. */
  const typed = (): OrderDiscount => typedDiscount(kind, value, digits) ?? (kind === 'percent' ? { kind, percent: 0 } : { kind, amount: ZERO });

  function submit(e: FormEvent) {
    e.preventDefault();
    const preset: DiscountPreset = { id: crypto.randomUUID(), name: name.trim(), discount: typed(), approval: always ? 'always' : 'limit' };
    const refusal = checkPreset(preset, presets);
    if (refusal) return setError(refusalText(refusal));
    setError(null);
    setName('');
    setValue('');
    void saveDiscountPresets([...presets, preset]);
  }

  return (
    <fieldset className="kiosk-form">
      <legend>{t`Discount presets`}</legend>
      {presets.length > 0 && (
        <ul className="tenders" aria-label={t`Discount presets`}>
          {presets.map((preset) => (
            <li key={preset.id} className="payments__item">
              <span>
                {preset.name} {orderDiscountLabel(preset.discount, digits)}
                {preset.approval === 'always' ? ` · ${t`always a manager`}` : ''}
              </span>
              <button type="button" className="btn btn--small btn--danger" onClick={() => void saveDiscountPresets(presets.filter((p) => p.id !== preset.id))}>
                {t`Remove ${{ name: preset.name }}`}
              </button>
            </li>
          ))}
        </ul>
      )}
      <form className="kiosk-form" aria-label={t`Add preset`} onSubmit={submit}>
        <label>
          {t`Preset name`}
          <input type="text" autoComplete="off" value={name} onChange={(e) => setName(e.target.value)} />
        </label>
        <DiscountValueFields
          name="preset-kind"
          kind={kind}
          text={value}
          digits={digits}
          labels={{ percent: t`Preset percent`, amount: t`Preset amount` }}
          onKind={(next) => (setKind(next), setValue(''))}
          onText={setValue}
        />
        <label className="setting">
          <input type="checkbox" checked={always} onChange={(e) => setAlways(e.target.checked)} />
          {t`Always ask a manager`}
        </label>
        {error && (
          <p role="alert" className="alert">
            {error}
          </p>
        )}
        <button type="submit" className="btn">
          {t`Add preset`}
        </button>
      </form>
    </fieldset>
  );
}
