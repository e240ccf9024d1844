/**
 * "Settings": the terminal's settings, behind the manager PIN when one is set. Each setting is
 * its own component in this folder, reading and writing its own field of the settings row.
 */
import { useState } from 'react';
import { Dialog } from '../../ui/Dialog';
import { useLingui } from '@lingui/react/macro';
import { useSettings } from '../data/settings';
import { PinStep } from '../kiosk/ManagerPin';
import { KitchenTicketSetting } from './KitchenTicketSetting';
import { ShiftRequiredSetting } from './ShiftRequiredSetting';
import '../shift/shift.css';
import type { Brand } from '../../core/catalog';
import { PrinterSettings } from './PrinterSettings';

const SETTINGS = [ShiftRequiredSetting, KitchenTicketSetting];

export function SettingsDialog({ onClose, brands = [] }: { onClose(): void; brands?: readonly Brand[] }) {
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
          {SETTINGS.map((Setting) => (
            <Setting key={Setting.name} />
          ))}
          <PrinterSettings brands={brands} />
        </div>
      )}
    </Dialog>
  );
}
