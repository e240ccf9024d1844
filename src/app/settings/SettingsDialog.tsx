/**
 * "Settings": the terminal's settings, behind a manager's approval once the terminal has a
 * manager (StaffGate). Each
 * setting is its own component in this folder, reading and writing its own field of the
 * settings row. What the server has not acknowledged, its export and import, logging out and
 * clearing the data (TerminalData) are behind the PIN always: a terminal without one sets it.
 * "Start training" / "Leave training" (TrainingSetting) switch the till to the training
 * database and back; in training TerminalData is not offered.
 */
import { useId, useState, type ReactNode } from 'react';
import './settings.css';
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

interface Section {
  key: string;
  title: string;
  settings: ReactNode;
}

/**
 * The settings in a few sections, a short list of them first: a tap on a name brings its
 * section into view. In training the terminal's data (what waits to upload, logging out) is
 * not the screen's: it is not offered.
 */
function SettingsSections({ settings, session, training }: { settings: TerminalSettings; session: Session | null | undefined; training: boolean }) {
  const { t } = useLingui();
  const id = useId();
  const digits = session?.config.currency_decimals;
  const list: Section[] = [
    { key: 'people', title: t`People and training`, settings: <><StaffButton /><AuditTrailButton /><TrainingSetting /></> },
    {
      key: 'selling',
      title: t`Selling`,
      settings: (
        <>
          {session && <CurrencySetting session={session} />}
          <SaleOptionSettings />
          <ShiftRequiredSetting />
          {digits !== undefined && <DiscountPresetsSetting digits={digits} />}
        </>
      ),
    },
    { key: 'payments', title: t`Payments and receipts`, settings: <><TendersSetting /><CardTerminalSetting /><TaxQrSetting /></> },
    { key: 'kitchen', title: t`Kitchen`, settings: <><KitchenTicketSetting /><KitchenStationsSetting /></> },
    { key: 'devices', title: t`Printers and scale`, settings: <><PrinterSettings /><ScaleSettings /><ScaleLabelsSetting /></> },
    ...(training ? [] : [{ key: 'data', title: t`This terminal's data`, settings: <TerminalData settings={settings} /> }]),
  ];
  return (
    <div className="settings">
      <nav aria-label={t`Settings sections`}>
        <ul className="settings__index">
          {list.map((section) => (
            <li key={section.key}>
              <button type="button" className="btn" onClick={() => document.getElementById(`${id}-${section.key}`)?.scrollIntoView({ block: 'start' })}>
                {section.title}
              </button>
            </li>
          ))}
        </ul>
      </nav>
      {list.map((section) => (
        <section key={section.key} id={`${id}-${section.key}`} aria-labelledby={`${id}-${section.key}-title`} className="kiosk-form settings__section">
          <h3 id={`${id}-${section.key}-title`}>{section.title}</h3>
          {section.settings}
        </section>
      ))}
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
  const content = settings && <SettingsSections settings={settings} session={session} training={training} />;
  const footer = (
    <button type="button" className="btn btn--primary" onClick={onClose}>
      {t`Close`}
    </button>
  );
  return (
    <Dialog title={t`Settings`} onEscape={onClose} footer={footer}>
      {settings && gated !== null && (gated ? <StaffGate action="settings">{content}</StaffGate> : content)}
    </Dialog>
  );
}
