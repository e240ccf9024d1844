/**
 * The shell's dialogs, one open at a time: "Kiosk mode" and leaving it behind "Staff" and the
 * PIN (with the kiosk's "Orders"), "Change server or key" and "Settings". Each loads on first
 * use (precached by the service worker, so offline too): they are not on the way to the first
 * sale, and the first load stays small. "Lock" closes whichever is open: what a manager
 * approved ends with the session it was approved in.
 */
import { lazy, Suspense } from 'react';
import type { Catalog } from '../core/catalog';
import type { TerminalSettings } from '../db/schema';
import { useKiosk } from './data/settings';
import { useSettingsWrites } from './data/settingsWrites';
import type { MoreChoice } from './MoreMenu';
import { useSessionEnd } from '../staff/ui/useSessionEnd';

const StartKioskDialog = lazy(() => import('../checkout/ui/KioskDialogs').then((m) => ({ default: m.StartKioskDialog })));
const ExitKioskDialog = lazy(() => import('../checkout/ui/KioskDialogs').then((m) => ({ default: m.ExitKioskDialog })));
const ReconnectDialog = lazy(() => import('../sync/ui/ReconnectDialog').then((m) => ({ default: m.ReconnectDialog })));
const ShiftsDialog = lazy(() => import('../day/ui/ShiftsDialog').then((m) => ({ default: m.ShiftsDialog })));
const SettingsDialog = lazy(() => import('./settings/SettingsDialog').then((m) => ({ default: m.SettingsDialog })));
// At a kiosk, "Orders" opens only behind "Staff" and the PIN.
const StaffOrders = lazy(() => import('./kiosk/StaffOrders').then((m) => ({ default: m.StaffOrders })));

/** Which of the shell's dialogs is open: a "More" menu item, "Staff" at a kiosk, or its "Orders". */
export type ShellDialog = MoreChoice | 'exit-kiosk' | 'staff-orders';

export function ShellDialogs({ dialog, onDialog, settings, catalog }: {
  dialog: ShellDialog | null;
  onDialog: (next: ShellDialog | null) => void;
  settings: TerminalSettings;
  catalog: Catalog | null | undefined;
}) {
  const kiosk = useKiosk();
  const { saveKiosk } = useSettingsWrites();
  const close = () => onDialog(null);
  useSessionEnd(close);
  const leaveFullscreen = () => void document.exitFullscreen?.().catch(() => undefined);
  return (
    <Suspense fallback={null}>
      {dialog === 'start-kiosk' && (
        <StartKioskDialog
          kiosk={kiosk}
          onCancel={close}
          onStart={(next) => {
            close();
            void saveKiosk(next);
          }}
        />
      )}
      {dialog === 'exit-kiosk' && (
        <ExitKioskDialog
          onCancel={close}
          onExit={() => {
            close();
            void saveKiosk({ ...kiosk, enabled: false });
            leaveFullscreen();
          }}
          onOrders={() => onDialog('staff-orders')}
        />
      )}
      {dialog === 'staff-orders' && kiosk.enabled && (
        <StaffOrders timeZone={catalog?.session.location.timezone ?? ''} channels={catalog?.channels ?? []} idleSeconds={kiosk.idleSeconds} onClose={close} />
      )}
      {dialog === 'reconnect' && <ReconnectDialog settings={settings} onClose={close} />}
      {dialog === 'settings' && <SettingsDialog session={catalog?.session} onClose={close} />}
      {dialog === 'shifts' && <ShiftsDialog catalog={catalog ?? null} onClose={close} />}
    </Suspense>
  );
}
