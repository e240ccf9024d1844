/**
 * "Tax invoice QR": each receipt carries the QR code of the simplified tax invoice (Saudi
 * Arabia's phase-1 e-invoicing, src/checkout/taxQr.ts) when its brand has a VAT number. Off
 * unless a manager turns it on.
 */
import { useLingui } from '@lingui/react/macro';
import { useSettingsWrites } from '../data/settings';
import { ToggleSetting } from './ToggleSetting';

export function TaxQrSetting() {
  const { t } = useLingui();
  const { saveTaxQr } = useSettingsWrites();
  return <ToggleSetting label={t`Tax invoice QR`} read={(s) => s?.taxQr ?? false} save={saveTaxQr} />;
}
