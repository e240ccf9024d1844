/** "Print kitchen ticket": at payment, the kitchen gets what it has not had of the order. */
import { useState } from 'react';
import { useLingui } from '@lingui/react/macro';
import { useSettings, useSettingsWrites } from '../data/settings';

export function KitchenTicketSetting() {
  const { t } = useLingui();
  const settings = useSettings();
  const stored = settings === undefined ? undefined : (settings?.kitchenTicket ?? false);
  const { saveKitchenTicket } = useSettingsWrites();
  // The box follows the tap at once, whenever the write lands.
  const [tapped, setTapped] = useState<boolean | null>(null);
  const on = stored === undefined ? undefined : (tapped ?? stored);
  return (
    <label className="setting">
      <input
        type="checkbox"
        checked={on ?? false}
        disabled={on === undefined}
        onChange={(e) => {
          const next = e.target.checked;
          setTapped(next);
          void saveKitchenTicket(next);
        }}
      />
      {t`Print kitchen ticket`}
    </label>
  );
}
