/**
 * The kitchen screen or ready board on a device that was never connected as a till: they use
 * the connection a till stored on this device, never one served to them.
 */
import { useLingui } from '@lingui/react/macro';

export function NotConnected() {
  const { t } = useLingui();
  return (
    <main className="kds kds--unconnected">
      <p role="alert">{t`This device is not connected. Connect it as a till first, then open this page from its Settings.`}</p>
      <a className="btn btn--primary" href="/">
        {t`Open the till`}
      </a>
    </main>
  );
}
