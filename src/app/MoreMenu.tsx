/**
 * "More" in the status bar: what a cashier needs now and then, out of the always-visible row
 * ("Settings", "Shifts" once a shift was closed, "Kiosk mode", "Customer display", "Change
 * server or key", the language). "More"
 * is marked when one of them wants attention: the server refused the key, or the currency's
 * digits are a guess. In training "Kiosk mode" and "Change server or key" are not offered: both
 * belong to the terminal's real day.
 */
import { useLingui } from '@lingui/react/macro';
import type { Session } from '../core/catalog';
import { digitsNeedChecking } from '../core/currencySource';
import { chooseTerminalLanguage } from '../i18n/i18n';
import { LANGUAGES } from '../i18n/languages';
import { useLanguage } from '../i18n/react';
import { useSyncStatus, useUploadStatus } from '../sync/ui/useSyncStatus';
import { MenuButton } from '../ui/MenuButton';
import { useTraining } from './data/training';
import { useShiftsAtAGlance } from './data/shiftGlance';

export type MoreChoice = 'settings' | 'start-kiosk' | 'reconnect' | 'shifts';

export function MoreMenu({ session, onChoose }: { session: Session | undefined; onChoose(choice: MoreChoice): void }) {
  const { t } = useLingui();
  const { lang } = useLanguage();
  const status = useSyncStatus();
  const uploads = useUploadStatus();
  const refused = (status.kind === 'failed' && status.reason === 'unauthorized') || uploads.kind === 'paused-unauthorized';
  const checkCurrency = digitsNeedChecking(session?.config);
  // In training neither a kiosk nor another server: both belong to the terminal's real day.
  const training = useTraining().active;
  // "Shifts" is here too: below 1000 px the bar has no room for it beside "Lock" (styles.css).
  const closedShifts = useShiftsAtAGlance()?.closed ?? false;
  return (
    <MenuButton
      label={t`More`}
      className="statusbar__more"
      items={[
        {
          label: t`Settings`,
          onSelect: () => onChoose('settings'),
          attention: checkCurrency,
          ...(checkCurrency ? { description: t`Check the currency: amounts use 2 digits after the decimal point.` } : {}),
        },
        ...(closedShifts ? [{ label: t`Shifts`, onSelect: () => onChoose('shifts') }] : []),
        ...(training ? [] : [{ label: t`Kiosk mode`, onSelect: () => onChoose('start-kiosk') }]),
        { label: t`Customer display`, onSelect: () => void import('./display/openCustomerDisplay').then((m) => m.openCustomerDisplay()) },
        ...(training ? [] : [{ label: t`Change server or key`, onSelect: () => onChoose('reconnect'), attention: refused }]),
      ]}
      radios={[
        {
          label: t`Language`,
          options: LANGUAGES.map((l) => ({
            label: l.label,
            lang: l.code,
            checked: l.code === lang.code,
            onSelect: () => void chooseTerminalLanguage(l.code),
          })),
        },
      ]}
    />
  );
}
