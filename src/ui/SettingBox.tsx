/** One on/off setting of the settings row: the box follows the tap at once, whenever the write lands. */
import { useState } from 'react';

/** `stored`: undefined while the row loads (the box waits, disabled). */
export function SettingBox({ stored, label, save }: { stored: boolean | undefined; label: string; save(next: boolean): Promise<void> }) {
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
          void save(next);
        }}
      />
      {label}
    </label>
  );
}
