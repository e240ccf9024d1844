/**
 * Settings "Printers": the receipt printer and any number of kitchen printers, each over what
 * the browser offers (WebUSB, Web Serial, Web Bluetooth), with its paper width, a kitchen
 * printer's stations (ticked among Settings "Kitchen stations"; none ticked = every station),
 * the receipt printer's cash drawer, "Test print" and "Remove printer". With no printer the
 * browser's print dialog prints.
 *
 * A printer keeps its stations by name: a station renamed or removed stays ticked on it,
 * marked "not set up", and serves nothing until the manager unticks it or sets the station
 * up again under that name. Nothing is changed behind the manager's back.
 */
import { useState } from 'react';
import { useLingui } from '@lingui/react/macro';
import { useSettings } from '../../app/data/settings';
import { useDeviceWrites } from '../../app/data/printJobs';
import { usePrintService } from '../../app/data/printOnDemand';
import { usePrintWords } from '../../app/data/printWords';
import type { Connection, PrinterSetting } from '../settings';
import { offered } from '../browser';
import { staleStations } from '../printer/routing';
import type { KitchenStation } from '../../day/stations';
import { useKitchenStations } from '../../app/data/kitchen';

/** A kitchen printer's "Stations": a box for each station set up, and each name it keeps that no station has. */
export function PrinterStations({ printer, stations, onChange }: { printer: PrinterSetting; stations: readonly KitchenStation[]; onChange(stations: string[]): void }) {
  const { t } = useLingui();
  const chosen = printer.stations;
  const toggle = (name: string, on: boolean) => onChange(on ? [...chosen, name] : chosen.filter((n) => n !== name));
  return (
    <fieldset aria-label={t`Stations`}>
      <legend>{t`Stations`}</legend>
      {stations.map((s) => (
        <label key={s.name} className="setting">
          <input type="checkbox" checked={chosen.includes(s.name)} onChange={(e) => toggle(s.name, e.target.checked)} />
          {s.name}
        </label>
      ))}
      {staleStations(printer, stations).map((name) => (
        <label key={`stale-${name}`} className="setting">
          <input type="checkbox" checked onChange={() => toggle(name, false)} />
          {t`${{ station: name }} (not set up)`}
        </label>
      ))}
      {chosen.length === 0 && <p>{t`Every station`}</p>}
    </fieldset>
  );
}

export function PrinterSettings() {
  const { t } = useLingui();
  const printers = useSettings()?.printers ?? [];
  const stations = useKitchenStations();
  const { savePrinters } = useDeviceWrites();
  const service = usePrintService();
  const words = usePrintWords();
  const can = offered();
  const connections = (['usb', 'serial', 'bluetooth'] as const).filter((c) => can[c]);
  const [connection, setConnection] = useState<Connection | undefined>(connections[0]);
  const [problem, setProblem] = useState<string | null>(null);
  const names: Record<Connection, string> = { usb: t`USB`, serial: t`Serial`, bluetooth: t`Bluetooth` };

  const change = (id: string, fields: Partial<PrinterSetting>) => void savePrinters(printers.map((p) => (p.id === id ? { ...p, ...fields } : p)));

  async function add(role: PrinterSetting['role']) {
    if (!connection) return;
    setProblem(null);
    try {
      const { CONNECTORS } = await import('../service');
      const device = await CONNECTORS[connection].request();
      if (!device) return;
      // A till has one receipt printer: a new one takes its place.
      const kept = role === 'receipt' ? printers.filter((p) => p.role !== 'receipt') : printers;
      await savePrinters([...kept, { id: crypto.randomUUID(), role, connection, paper: 80, stations: [], device, drawer: role === 'receipt' }]);
    } catch (error) {
      setProblem(error instanceof Error ? error.message : String(error));
    }
  }

  return (
    <fieldset className="setting-group" aria-label={t`Printers`}>
      <legend>{t`Printers`}</legend>
      {connections.length === 0 && <p>{t`This browser cannot reach printers: use a Chromium-based browser (Chrome, Edge) over HTTPS. Slips print with the system dialog.`}</p>}
      <ul aria-label={t`Printers`}>
        {printers.map((p) => (
          <li key={p.id} aria-label={p.device.name}>
            <p>
              <strong>{p.role === 'receipt' ? t`Receipt printer` : t`Kitchen printer`}</strong> · {p.device.name} · {names[p.connection]}
            </p>
            <label>
              {t`Paper width`}{' '}
              <select value={p.paper} onChange={(e) => change(p.id, { paper: e.target.value === '58' ? 58 : 80 })}>
                <option value="80">80 mm</option>
                <option value="58">58 mm</option>
              </select>
            </label>
            {p.role === 'receipt' ? (
              <label className="setting">
                <input type="checkbox" checked={p.drawer} onChange={(e) => change(p.id, { drawer: e.target.checked })} />
                {t`Cash drawer`}
              </label>
            ) : (
              <PrinterStations printer={p} stations={stations} onChange={(chosen) => change(p.id, { stations: chosen })} />
            )}
            <button type="button" className="btn" onClick={() => void service().then((s) => s.testPrint(p, words))}>
              {t`Test print`}
            </button>
            <button
              type="button"
              className="btn"
              onClick={() => void service().then((s) => s.disconnect(p.id)).then(() => savePrinters(printers.filter((q) => q.id !== p.id)))}
            >
              {t`Remove printer`}
            </button>
          </li>
        ))}
      </ul>
      {connections.length > 0 && (
        <>
          <label>
            {t`Connection`}{' '}
            <select value={connection} onChange={(e) => setConnection(e.target.value as Connection)}>
              {connections.map((c) => (
                <option key={c} value={c}>
                  {names[c]}
                </option>
              ))}
            </select>
          </label>
          <button type="button" className="btn" onClick={() => void add('receipt')}>
            {t`Add receipt printer`}
          </button>
          <button type="button" className="btn" onClick={() => void add('kitchen')}>
            {t`Add kitchen printer`}
          </button>
        </>
      )}
      {problem && <p role="alert">{problem}</p>}
    </fieldset>
  );
}
