/**
 * Settings "Scale": the serial scale "Read scale" reads, chosen in the browser's port list, with
 * its protocol (continuous frames, or request and answer) and baud rate; "Test scale" reads it
 * once; "Remove scale" forgets it (weights are typed). Stored in the settings row (`scale`).
 */
import { useState } from 'react';
import { useLingui } from '@lingui/react/macro';
import { useSettings } from '../../app/data/settings';
import { useDeviceWrites } from '../../app/data/printJobs';
import { offered } from '../browser';
import type { ScaleProtocol, ScaleSetting } from '../settings';
import { kilograms } from '../../cart/lineText';
import { useLanguage } from '../../i18n/react';
import { SCALE_REFUSALS } from '../../picker/ui/scaleText';
import { useReadScale } from './useReadScale';

const BAUD_RATES = [1200, 2400, 4800, 9600, 19200] as const;

export function ScaleSettings() {
  const { t } = useLingui();
  const { translate } = useLanguage();
  const scale = useSettings()?.scale ?? null;
  const { saveScale } = useDeviceWrites();
  const read = useReadScale();
  const [said, setSaid] = useState<string | null>(null);
  const change = (fields: Partial<ScaleSetting>) => scale && void saveScale({ ...scale, ...fields });

  async function connect() {
    setSaid(null);
    try {
      const { requestPort } = await import('../printer/webserial');
      const device = await requestPort(t`Serial scale`);
      if (device) await saveScale({ device, protocol: scale?.protocol ?? 'continuous', baudRate: scale?.baudRate ?? 9600 });
    } catch (error) {
      setSaid(error instanceof Error ? error.message : String(error));
    }
  }

  async function test() {
    if (!read) return;
    setSaid(null);
    const result = await read();
    setSaid(result.ok ? t`${kilograms(result.grams)} kg` : translate(SCALE_REFUSALS[result.reason]));
  }

  return (
    <fieldset className="setting-group" aria-label={t`Scale`}>
      <legend>{t`Scale`}</legend>
      {!offered().serial ? (
        <p>{t`This browser cannot reach a scale: use a Chromium-based browser (Chrome, Edge) over HTTPS. Weights are typed.`}</p>
      ) : scale ? (
        <>
          <p>{scale.device.name}</p>
          <label>
            {t`Protocol`}{' '}
            <select value={scale.protocol} onChange={(e) => change({ protocol: e.target.value as ScaleProtocol })}>
              <option value="continuous">{t`Continuous`}</option>
              <option value="request">{t`Request and answer`}</option>
            </select>
          </label>
          <label>
            {t`Baud rate`}{' '}
            <select value={scale.baudRate} onChange={(e) => change({ baudRate: Number(e.target.value) })}>
              {BAUD_RATES.map((rate) => (
                <option key={rate} value={rate}>
                  {rate}
                </option>
              ))}
            </select>
          </label>
          <button type="button" className="btn" onClick={() => void test()}>
            {t`Test scale`}
          </button>
          <button type="button" className="btn" onClick={() => void saveScale(null)}>
            {t`Remove scale`}
          </button>
        </>
      ) : (
        <button type="button" className="btn" onClick={() => void connect()}>
          {t`Connect scale`}
        </button>
      )}
      <p role="status">{said ?? ''}</p>
    </fieldset>
  );
}
