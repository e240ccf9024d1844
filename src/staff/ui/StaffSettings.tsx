/**
 * "Lock after idle (minutes)" (default 5, 0 never; kiosk mode never locks) and "Cashier
 * discount limit (%)" (default 0: every manual discount by a cashier asks a manager).
 */
import { useLingui } from '@lingui/react/macro';
import { DEFAULT_IDLE_LOCK_MINUTES } from '../idleLock';
import { useSettings } from '../../app/data/settings';
import { useStaffWrites } from '../../app/data/staffWrites';
import { WholeSetting } from '../../ui/WholeSetting';

export function StaffSettings() {
  const { t } = useLingui();
  const settings = useSettings();
  const { saveSettings } = useStaffWrites();
  if (!settings) return null;
  return (
    <div className="kiosk-form">
      <WholeSetting label={t`Lock after idle (minutes)`} stored={settings.idleLockMinutes ?? DEFAULT_IDLE_LOCK_MINUTES} max={240} save={(v) => void saveSettings({ idleLockMinutes: v })} />
      <WholeSetting label={t`Cashier discount limit (%)`} stored={settings.discountLimitPct ?? 0} max={100} save={(v) => void saveSettings({ discountLimitPct: v })} />
    </div>
  );
}
