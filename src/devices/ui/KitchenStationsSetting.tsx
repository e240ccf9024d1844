/**
 * "Kitchen stations": each station a name and the categories it makes (Grill, Drinks,
 * Desserts); "Send to kitchen" prints each station its own ticket (src/day/stations.ts). A line
 * of no station goes to the first. None set: one kitchen, one ticket.
 */
import { useEffect, useState, type FormEvent } from 'react';
import { useLingui } from '@lingui/react/macro';
import type { Category } from '../../core/catalog';
import { cleanStation } from '../../day/stationOrder';
import { useActiveGeneration, useGenerationReads } from '../../app/data/catalog';
import { useKitchenStations, useKitchenWrites } from '../../app/data/kitchen';

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

export function KitchenStationsSetting() {
  const { t } = useLingui();
  const stations = useKitchenStations();
  const { saveStations } = useKitchenWrites();
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
    </fieldset>
  );
}
