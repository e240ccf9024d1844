/**
 * "Sell only with an open shift": when on, a sale with no shift open asks for one before it
 * completes (src/db/orders.ts refuses it, the order kept). Off unless a manager turns it on;
 * kiosk mode never asks, whatever it says.
 */
import { useState } from 'react';
import { useLingui } from '@lingui/react/macro';
import { useSettings } from '../../app/data/settings';
import { useSettingsWrites } from '../../app/data/settingsWrites';

export function ShiftRequiredSetting() {
  const { t } = useLingui();
  const settings = useSettings();
  const stored = settings === undefined ? undefined : (settings?.shiftRequired ?? false);
  const { saveShiftRequired } = useSettingsWrites();
  // The tap shows at once; the stored row follows a moment later.
  const [tapped, setTapped] = useState<boolean | null>(null);
  const on = tapped ?? stored;
  function change(next: boolean) {
    setTapped(next);
    void saveShiftRequired(next);
  }
  return (
    <label className="setting">
      <input type="checkbox" checked={on ?? false} disabled={on === undefined} onChange={(e) => change(e.target.checked)} />
      {t`Sell only with an open shift`}
    </label>
  );
}
