/**
 * "Settings": the terminal's settings, behind a manager's approval once the terminal has a
 * manager (StaffGate). Each
 * setting is its own component in this folder, reading and writing its own field of the
 * settings row. What the server has not acknowledged, its export and import, logging out and
 * clearing the data (TerminalData) are behind the PIN always: a terminal without one sets it.
 */
import { useState } from 'react';
import { Dialog } from '../../ui/Dialog';
import { useLingui } from '@lingui/react/macro';
import { useSettings } from '../data/settings';
import { useStaff } from '../data/staff';
import { StaffGate } from '../staff/StaffGate';
import type { Session } from '../../core/catalog';
import type { TerminalSettings } from '../../db/schema';
import { CurrencySetting } from './CurrencySetting';
import { TerminalData } from './TerminalData';
import { KitchenTicketSetting } from './KitchenTicketSetting';
import { KitchenStationsSetting } from './KitchenStationsSetting';
import { ScaleLabelsSetting } from './ScaleLabelsSetting';
import { ShiftRequiredSetting } from './ShiftRequiredSetting';
import { StaffButton } from './StaffButton';
import { TaxQrSetting } from './TaxQrSetting';
import { SaleOptionSettings } from './SaleOptionSettings';
import { TendersSetting } from './TendersSetting';
import '../shift/shift.css';
import { PrinterSettings } from './PrinterSettings';
import { ScaleSettings } from './ScaleSettings';

const SETTINGS = [StaffButton, ShiftRequiredSetting, KitchenTicketSetting, KitchenStationsSetting, TaxQrSetting, ScaleLabelsSetting, SaleOptionSettings, TendersSetting];

function content(settings: TerminalSettings, session: Session | null | undefined) {
  return (
    <div className="kiosk-form">
      {session && <CurrencySetting session={session} />}
      {SETTINGS.map((Setting) => (
        <Setting key={Setting.name} />
      ))}
      <PrinterSettings />
      <ScaleSettings />
      <TerminalData settings={settings} />
    </div>
  );
}

/** `session`: the catalog's session, for the branch's money digits; none before the first sync. */
export function SettingsDialog({ session, onClose }: { session?: Session | null; onClose(): void }) {
  const { t } = useLingui();
  const settings = useSettings();
  const staff = useStaff();
  // Whether Settings opened behind a manager: decided once, so a manager made inside does not lock it.
  const [gated, setGated] = useState<boolean | null>(null);
  if (settings && staff && gated === null) setGated(staff.some((p) => p.role === 'manager'));
  const footer = (
    <button type="button" className="btn btn--primary" onClick={onClose}>
      {t`Close`}
    </button>
  );
  return (
    <Dialog title={t`Settings`} onEscape={onClose} footer={footer}>
      {settings && gated !== null && (gated ? <StaffGate>{content(settings, session)}</StaffGate> : content(settings, session))}
    </Dialog>
  );
}
