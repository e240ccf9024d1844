/** "Print kitchen ticket": after each receipt, a kitchen ticket in the same print job. */
import { useLiveQuery } from 'dexie-react-hooks';
import { saveKitchenTicket } from '../../db/settings';
import { db } from '../db';

export function KitchenTicketSetting() {
  const on = useLiveQuery(async () => (await db.settings.get('terminal'))?.kitchenTicket ?? false, []);
  return (
    <label className="setting">
      <input type="checkbox" checked={on ?? false} disabled={on === undefined} onChange={(e) => void saveKitchenTicket(db, e.target.checked)} />
      Print kitchen ticket
    </label>
  );
}
