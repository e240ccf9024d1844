/**
 * "Settings": the terminal's settings, behind a manager's approval once the terminal has a
 * manager (StaffGate). Each
 * setting is its own component in this folder, reading and writing its own field of the
 * settings row. What the server has not acknowledged, its export and import, logging out and
 * clearing the data (TerminalData) are behind the PIN always: a terminal without one sets it.
 * "Start training" / "Leave training" (TrainingSetting) switch the till to the training
 * database and back; in training TerminalData is not offered.
 */
import { useState } from 'react';
import { Dialog } from '../../ui/Dialog';
import { useLingui } from '@lingui/react/macro';
import { useSettings } from '../data/settings';
import { useStaff } from '../data/staff';
import { StaffGate } from '../../staff/ui/StaffGate';
import type { Session } from '../../core/catalog';
import type { TerminalSettings } from '../../db/schema';
import { CurrencySetting } from '../../checkout/ui/CurrencySetting';
import { TerminalData } from './TerminalData';
import { KitchenTicketSetting } from '../../devices/ui/KitchenTicketSetting';
import { KitchenStationsSetting } from '../../devices/ui/KitchenStationsSetting';
import { ScaleLabelsSetting } from '../../devices/ui/ScaleLabelsSetting';
import { ShiftRequiredSetting } from '../../day/ui/ShiftRequiredSetting';
import { StaffButton } from '../../staff/ui/StaffButton';
import { AuditTrailButton } from '../../staff/ui/AuditTrailButton';
import { TaxQrSetting } from '../../checkout/ui/TaxQrSetting';
import { SaleOptionSettings } from '../../checkout/ui/SaleOptionSettings';
import { TendersSetting } from '../../checkout/ui/TendersSetting';
import { CardTerminalSetting } from '../../checkout/ui/CardTerminalSetting';
import '../../day/ui/shift.css';
import { PrinterSettings } from '../../devices/ui/PrinterSettings';
import { ScaleSettings } from '../../devices/ui/ScaleSettings';
import { TrainingSetting } from './TrainingSetting';
import { DiscountPresetsSetting } from '../../cart/ui/DiscountPresetsSetting';
import { useTraining } from '../data/training';

const SETTINGS = [StaffButton, AuditTrailButton, TrainingSetting, ShiftRequiredSetting, KitchenTicketSetting, KitchenStationsSetting, TaxQrSetting, ScaleLabelsSetting, SaleOptionSettings, TendersSetting, CardTerminalSetting];

/** In training the terminal's data (what waits to upload, logging out) is not the screen's: it is not offered. */
function content(settings: TerminalSettings, session: Session | null | undefined, training: boolean) {
  return (
    <div className="kiosk-form">
      {session && <CurrencySetting session={session} />}
      {session && <DiscountPresetsSetting digits={session.config.currency_decimals} />}
      {SETTINGS.map((Setting) => (
        <Setting key={Setting.name} />
      ))}
      <PrinterSettings />
      <ScaleSettings />
      {!training && <TerminalData settings={settings} />}
    </div>
  );
}

/** `session`: the catalog's session, for the branch's money digits; none before the first sync. */
export function SettingsDialog({ session, onClose }: { session?: Session | null; onClose(): void }) {
  const { t } = useLingui();
  const settings = useSettings();
  const staff = useStaff();
  const training = useTraining().active;
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
      {settings && gated !== null && (gated ? <StaffGate action="settings">{content(settings, session, training)}</StaffGate> : content(settings, session, training))}
    </Dialog>
  );
}
