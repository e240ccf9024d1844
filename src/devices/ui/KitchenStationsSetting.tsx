/**
 * "Kitchen stations": each station a name and the categories it makes (Grill, Drinks,
 * Desserts); "Send to kitchen" prints each station its own ticket (src/day/stations.ts). A line
 * of no station goes to the first. None set: one kitchen, one ticket. A station with "Kitchen
 * screen" reads its tickets on a screen (assumed-contracts 14) and gets paper only after "Paper
 * after" seconds without the service's acknowledgement, or at once offline.
 */
import { useEffect, useState, type FormEvent } from 'react';
import { useLingui } from '@lingui/react/macro';
import type { Category } from '../../core/catalog';
import { cleanStation } from '../../day/stationOrder';
import { useActiveGeneration, useGenerationReads } from '../../app/data/catalog';
import { useKitchenStations } from '../../app/data/kitchen';
import { useSettingsWrites } from '../../app/data/settingsWrites';
import { useSettings } from '../../app/data/settings';
import { DEFAULT_READY_MINUTES, DEFAULT_SCREEN_ACK_SECONDS, readAckSeconds } from '../../kitchen/fallback';

function useCategories(): readonly Category[] {
  const gen = useActiveGeneration();
  const reads = useGenerationReads();
  const [categories, setCategories] = useState<readonly Category[]>([]);
  useEffect(() => {
    if (gen == null) return;
    let live = true;
    void reads.head(gen).then((head) => live && setCategories(head?.head.categories ?? []));
    return () => {
      live = false;
    };
  }, [gen, reads]);
  return categories;
}

/** "Paper after" and "Ready numbers stay": whole numbers, saved when a valid one is typed. */
function ScreenTimes() {
  const { t } = useLingui();
  const settings = useSettings();
  const { saveScreenTimes } = useSettingsWrites();
  const field = (label: string, value: number, max: number, save: (n: number) => void) => (
    <label className="setting">
      {label}
      <input
        type="number"
        inputMode="numeric"
        min={1}
        max={max}
        defaultValue={value}
        onChange={(e) => {
          const n = readAckSeconds(e.target.value);
          if (n !== null && n <= max) save(n);
        }}
      />
    </label>
  );
  return (
    <>
      {field(t`Paper after (seconds)`, settings?.screenAckSeconds ?? DEFAULT_SCREEN_ACK_SECONDS, 600, (n) => void saveScreenTimes({ screenAckSeconds: n }))}
      {field(t`Ready numbers stay (minutes)`, settings?.readyBoardMinutes ?? DEFAULT_READY_MINUTES, 120, (n) => void saveScreenTimes({ readyBoardMinutes: n }))}
      {/* Pages of their own, for a kitchen tablet and a screen customers see: they use this device's connection. */}
      <p className="setting">
        <a className="btn" href="/kitchen.html" target="_blank" rel="noopener">
          {t`Open the kitchen screen`}
        </a>{' '}
        <a className="btn" href="/board.html" target="_blank" rel="noopener">
          {t`Open the ready board`}
        </a>
      </p>
    </>
  );
}

export function KitchenStationsSetting() {
  const { t } = useLingui();
  const stations = useKitchenStations();
  const { saveStations } = useSettingsWrites();
  const categories = useCategories();
  const [name, setName] = useState('');
  const [chosen, setChosen] = useState<number[]>([]);
  const nameOf = (id: number) => categories.find((c) => c.id === id)?.name ?? String(id);

  function addStation(e: FormEvent) {
    e.preventDefault();
    const station = cleanStation({ name, category_ids: chosen });
    if (!station) return;
    void saveStations([...stations, station]);
    setName('');
    setChosen([]);
  }

  return (
    <fieldset className="setting-group" aria-label={t`Kitchen stations`}>
      <legend>{t`Kitchen stations`}</legend>
      <ul aria-label={t`Kitchen stations`}>
        {stations.map((s, i) => (
          <li key={`${i}-${s.name}`}>
            {s.name}: {s.category_ids.map(nameOf).join(', ')}{' '}
            <label className="setting">
              <input
                type="checkbox"
                checked={s.screen === true}
                onChange={(e) => void saveStations(stations.map((x, j) => (j === i ? { ...x, screen: e.target.checked } : x)))}
              />
              {t`Kitchen screen for ${{ station: s.name }}`}
            </label>{' '}
            <button type="button" className="btn btn--small" onClick={() => void saveStations(stations.filter((_, j) => j !== i))}>
              {t`Remove ${{ station: s.name }}`}
            </button>
          </li>
        ))}
      </ul>
      <label>
        {t`Station name`}
        <input type="text" autoComplete="off" value={name} onChange={(e) => setName(e.target.value)} />
      </label>
      {categories.map((c) => (
        <label key={c.id} className="setting">
          <input
            type="checkbox"
            checked={chosen.includes(c.id)}
            onChange={(e) => setChosen((all) => (e.target.checked ? [...all, c.id] : all.filter((id) => id !== c.id)))}
          />
          {c.name}
        </label>
      ))}
      <button type="button" className="btn" disabled={name.trim() === ''} onClick={addStation}>
        {t`Add station`}
      </button>
      <ScreenTimes />
    </fieldset>
  );
}
