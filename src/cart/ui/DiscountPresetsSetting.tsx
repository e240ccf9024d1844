/**
 * "Discount presets": the order discounts a manager keeps for the till ("Staff meal 50 %"),
 * each a percent or an amount with its approval rule: above the cashier's limit (as a line's
 * discount) or always a manager. They are offered in one tap in "Order discount". Removing one
 * changes no order already discounted.
 */
import { useState, type FormEvent } from 'react';
import { useLingui } from '@lingui/react/macro';
import type { CurrencyDigits } from '../../core/money';
import { checkPreset, type DiscountPreset, type PresetRefusal } from '../orderDiscount';
import { useDiscountPresets } from '../../app/data/discountPresets';
import { useSettingsWrites } from '../../app/data/settingsWrites';
import { DiscountValueFields, typedDiscount, typedDiscountError, type DiscountKind } from './DiscountValueFields';
import { orderDiscountLabel } from './orderDiscountText';

export function DiscountPresetsSetting({ digits }: { digits: CurrencyDigits }) {
  const { t } = useLingui();
  const presets = useDiscountPresets();
  const { changeDiscountPresets } = useSettingsWrites();
  const [name, setName] = useState('');
  const [kind, setKind] = useState<DiscountKind>('percent');
  const [value, setValue] = useState('');
  const [always, setAlways] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);

  function refusalText(refusal: PresetRefusal): string {
    switch (refusal.reason) {
      case 'name-missing':
        return t`Type the preset's name.`;
      case 'name-taken':
        return t`A preset with that name is already there.`;
      case 'invalid-discount':
        return typedDiscountError(kind);
      default: {
        const never: never = refusal;
        return never;
      }
    }
  }

  /** The preset is added to the stored list; the form clears once it is kept, or says it was not. */
  async function submit(e: FormEvent) {
    e.preventDefault();
    if (saving) return;
    const discount = typedDiscount(kind, value, digits);
    if (!discount) return setError(typedDiscountError(kind));
    const preset: DiscountPreset = { id: crypto.randomUUID(), name: name.trim(), discount, approval: always ? 'always' : 'limit' };
    const refusal = checkPreset(preset, presets);
    if (refusal) return setError(refusalText(refusal));
    setError(null);
    setSaving(true);
    try {
      await changeDiscountPresets((stored) => [...stored, preset]);
      setName('');
      setValue('');
    } catch {
      setError(t`The preset was not kept: try again.`);
    } finally {
      setSaving(false);
    }
  }

  function remove(id: string) {
    changeDiscountPresets((stored) => stored.filter((p) => p.id !== id)).catch(() => setError(t`The preset was not removed: try again.`));
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
              <button type="button" className="btn btn--small btn--danger" onClick={() => remove(preset.id)}>
                {t`Remove ${{ name: preset.name }}`}
              </button>
            </li>
          ))}
        </ul>
      )}
      <form className="kiosk-form" aria-label={t`Add preset`} onSubmit={(e) => void submit(e)}>
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
        <button type="submit" className="btn" aria-disabled={saving}>
          {t`Add preset`}
        </button>
      </form>
    </fieldset>
  );
}
