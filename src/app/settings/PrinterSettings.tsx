/**
 * Settings "Printers": the receipt printer and any number of kitchen printers, each over what
 * the browser offers (WebUSB, Web Serial, Web Bluetooth), with its paper width, a kitchen
 * printer's stations (the brands whose lines it prints), the receipt printer's cash drawer,
 * "Test print" and "Remove printer". With no printer the browser's print dialog prints.
 */
import { useState } from 'react';
import { useLingui } from '@lingui/react/macro';
import type { Brand } from '../../core/catalog';
import { useSettings } from '../data/settings';
import { useDeviceWrites } from '../data/printJobs';
import { usePrintService } from '../data/printing';
import { usePrintWords } from '../data/printWords';
import type { Connection, PrinterSetting } from '../../devices/settings';
import { offered } from '../../devices/browser';

export function PrinterSettings({ brands }: { brands: readonly Brand[] }) {
  const { t } = useLingui();
  const printers = useSettings()?.printers ?? [];
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
      const { CONNECTORS } = await import('../../devices/service');
      const device = await CONNECTORS[connection].request();
      if (!device) return;
      // A till has one receipt printer: a new one takes its place.
      const kept = role === 'receipt' ? printers.filter((p) => p.role !== 'receipt') : printers;
      await savePrinters([...kept, { id: crypto.randomUUID(), role, connection, paper: 80, brands: [], device, drawer: role === 'receipt' }]);
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
              <fieldset aria-label={t`Stations`}>
                <legend>{t`Stations`}</legend>
                {brands.map((b) => (
                  <label key={b.brand_id} className="setting">
                    <input
                      type="checkbox"
                      checked={p.brands.includes(b.brand_id)}
                      onChange={(e) => change(p.id, { brands: e.target.checked ? [...p.brands, b.brand_id] : p.brands.filter((id) => id !== b.brand_id) })}
                    />
                    {b.brand_name}
                  </label>
                ))}
                {p.brands.length === 0 && <p>{t`Every line`}</p>}
              </fieldset>
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
