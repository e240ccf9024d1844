/**
 * "Settings": the terminal's settings, behind the manager PIN when one is set. Each setting is
 * its own component in this folder, reading and writing its own field of the settings row.
 */
import { useState } from 'react';
import { Dialog } from '../../ui/Dialog';
import { useLingui } from '@lingui/react/macro';
import { useSettings } from '../data/settings';
import { PinStep } from '../kiosk/ManagerPin';
import type { Session } from '../../core/catalog';
import { CurrencySetting } from './CurrencySetting';
import { KitchenTicketSetting } from './KitchenTicketSetting';
import { ScaleLabelsSetting } from './ScaleLabelsSetting';
import { ShiftRequiredSetting } from './ShiftRequiredSetting';
import '../shift/shift.css';

const SETTINGS = [ShiftRequiredSetting, KitchenTicketSetting, ScaleLabelsSetting];

/** `session`: the catalog's session, for the branch's money digits; none before the first sync. */
export function SettingsDialog({ session, onClose }: { session?: Session | null; onClose(): void }) {
  const { t } = useLingui();
  const settings = useSettings();
  const [passed, setPassed] = useState(false);
  const footer = (
    <button type="button" className="btn btn--primary" onClick={onClose}>
      {t`Close`}
    </button>
  );
  return (
    <Dialog title={t`Settings`} onEscape={onClose} footer={footer}>
      {settings && settings.kiosk.pinHash && !passed && <PinStep settings={settings} onPassed={() => setPassed(true)} />}
      {settings && (!settings.kiosk.pinHash || passed) && (
        <div className="kiosk-form">
          {session && <CurrencySetting session={session} />}
          {SETTINGS.map((Setting) => (
            <Setting key={Setting.name} />
          ))}
        </div>
      )}
    </Dialog>
  );
}
