/**
 * "Tax invoice QR": each receipt carries the QR code of the simplified tax invoice (Saudi
 * Arabia's phase-1 e-invoicing, src/checkout/taxQr.ts) when its brand has a VAT number. Off
 * unless a manager turns it on.
 */
import { useLingui } from '@lingui/react/macro';
import { useSettings } from '../../app/data/settings';
import { useSettingsWrites } from '../../app/data/settingsWrites';
import { SettingBox } from '../../ui/SettingBox';

export function TaxQrSetting() {
  const { t } = useLingui();
  const settings = useSettings();
  const { saveTaxQr } = useSettingsWrites();
  return <SettingBox stored={settings === undefined ? undefined : (settings?.taxQr ?? false)} label={t`Tax invoice QR`} save={saveTaxQr} />;
}
