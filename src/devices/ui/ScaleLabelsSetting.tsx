/**
 * "Scale labels": how this shop's scale prints its EAN-13 labels, so a scan reads them right:
 * the prefixes that mark one, where the item code sits and how many digits it has (matched
 * against `barcode_value` and `plu`), and whether the number after it is a weight (kg, 3
 * decimals) or a price (in the currency's digits). Checked before it is stored
 * (src/menu/scaleLabels.ts); the pattern below the fields shows the label as it will be read.
 */
import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import { useState, type FormEvent } from 'react';
import { labelPattern, scaleLabelsForm, scaleLabelsFrom, type ScaleLabelsForm, type ScaleLabelsRefusal } from '../../menu/scaleLabels';
import { useLanguage } from '../../i18n/react';
import { useScaleLabels, useSettings } from '../../app/data/settings';
import { useSettingsWrites } from '../../app/data/settingsWrites';

const REFUSALS: Record<ScaleLabelsRefusal['reason'], MessageDescriptor> = {
  prefix: msg`Prefixes are 1 to 3 digits, "to" as long as "from" and not below it.`,
  'item-code': msg`The item code starts after the prefix and has at least one digit.`,
  'no-value': msg`The item code must leave at least one digit for the weight or price before the check digit.`,
};

function ScaleLabelsFields({ initial }: { initial: ScaleLabelsForm }) {
  const { t } = useLingui();
  const { translate } = useLanguage();
  const { saveScaleLabels } = useSettingsWrites();
  const [form, setForm] = useState(initial);
  const [said, setSaid] = useState<{ text: MessageDescriptor; refused: boolean } | null>(null);
  const read = scaleLabelsFrom(form);
  const field = (key: Exclude<keyof ScaleLabelsForm, 'embedded'>, label: string) => (
    <label>
      {label}
      <input type="text" inputMode="numeric" autoComplete="off" value={form[key]} onChange={(e) => setForm({ ...form, [key]: e.target.value })} />
    </label>
  );

  async function submit(e: FormEvent) {
    e.preventDefault();
    if (!read.ok) return setSaid({ text: REFUSALS[read.reason], refused: true });
    await saveScaleLabels(read.config);
    setSaid({ text: msg`Scale labels saved.`, refused: false });
  }

  return (
    <form className="kiosk-form scale-labels" onSubmit={submit} aria-label={t`Scale labels`}>
      <fieldset>
        <legend>{t`Scale labels`}</legend>
        {field('prefixFrom', t`Prefix from`)}
        {field('prefixTo', t`Prefix to`)}
        {field('itemCodeStart', t`Item code starts at digit`)}
        {field('itemCodeLength', t`Item code digits`)}
        <label className="setting">
          <input type="radio" name="embedded" checked={form.embedded === 'weight'} onChange={() => setForm({ ...form, embedded: 'weight' })} />
          {t`The label carries the weight (kg, 3 decimals)`}
        </label>
        <label className="setting">
          <input type="radio" name="embedded" checked={form.embedded === 'price'} onChange={() => setForm({ ...form, embedded: 'price' })} />
          {t`The label carries the price`}
        </label>
        {read.ok && (
          <p className="scale-labels__pattern">
            <span dir="ltr">{labelPattern(read.config, { prefix: t`P`, item: t`I`, weight: t`W`, price: '¤', check: t`C` })}</span>{' '}
            {t`(P prefix, I item code, W weight, ¤ price, C check digit)`}
          </p>
        )}
        {said && <p role={said.refused ? 'alert' : 'status'} className={said.refused ? 'alert' : undefined}>{translate(said.text)}</p>}
        <button type="submit" className="btn">{t`Save scale labels`}</button>
      </fieldset>
    </form>
  );
}

export function ScaleLabelsSetting() {
  const loaded = useSettings() !== undefined;
  const stored = useScaleLabels();
  // The form starts from what is stored, once read.
  return loaded ? <ScaleLabelsFields initial={scaleLabelsForm(stored)} /> : null;
}
