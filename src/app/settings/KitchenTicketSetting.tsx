/** "Print kitchen ticket": after each receipt, a kitchen ticket in the same print job. */
import { useLingui } from '@lingui/react/macro';
import { useSettingsWrites } from '../data/settings';
import { ToggleSetting } from './ToggleSetting';

export function KitchenTicketSetting() {
  const { t } = useLingui();
  const { saveKitchenTicket } = useSettingsWrites();
  return <ToggleSetting label={t`Print kitchen ticket`} read={(s) => s?.kitchenTicket ?? false} save={saveKitchenTicket} />;
}
