/** A terminal setting that is on or off: a checkbox that follows the tap at once, whenever the write lands. */
import { useState } from 'react';
import type { TerminalSettings } from '../../db/schema';
import { useSettings } from '../data/settings';

export function ToggleSetting({ label, read, save }: {
  label: string;
  /** The stored value of the row (absent fields read as off by the caller). */
  read(settings: TerminalSettings | null): boolean;
  save(on: boolean): Promise<void>;
}) {
  const settings = useSettings();
  const stored = settings === undefined ? undefined : read(settings);
  const [tapped, setTapped] = useState<boolean | null>(null);
  const on = stored === undefined ? undefined : (tapped ?? stored);
  return (
    <label className="setting">
      <input
        type="checkbox"
        checked={on ?? false}
        disabled={on === undefined}
        onChange={(e) => {
          setTapped(e.target.checked);
          void save(e.target.checked);
        }}
      />
      {label}
    </label>
  );
}
