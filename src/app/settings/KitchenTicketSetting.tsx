/** "Print kitchen ticket": after each receipt, a kitchen ticket in the same print job. */
import { useLiveQuery } from 'dexie-react-hooks';
import { useState } from 'react';
import { saveKitchenTicket } from '../../db/settings';
import { useLingui } from '@lingui/react/macro';
import { db } from '../db';

export function KitchenTicketSetting() {
  const { t } = useLingui();
  const stored = useLiveQuery(async () => (await db.settings.get('terminal'))?.kitchenTicket ?? false, []);
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
          void saveKitchenTicket(db, next);
        }}
      />
      {t`Print kitchen ticket`}
    </label>
  );
}
