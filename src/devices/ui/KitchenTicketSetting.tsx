/** "Print kitchen ticket": at payment, the kitchen gets what it has not had of the order. */
import { useLingui } from '@lingui/react/macro';
import { useSettings } from '../../app/data/settings';
import { useSettingsWrites } from '../../app/data/settingsWrites';
import { SettingBox } from '../../ui/SettingBox';

export function KitchenTicketSetting() {
  const { t } = useLingui();
  const settings = useSettings();
  const { saveKitchenTicket } = useSettingsWrites();
  return <SettingBox stored={settings === undefined ? undefined : (settings?.kitchenTicket ?? false)} label={t`Print kitchen ticket`} save={saveKitchenTicket} />;
}
