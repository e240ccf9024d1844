/** What a scan could not do (an unknown code, a sold-out product), until dismissed or the next choice. */
import { useLingui } from '@lingui/react/macro';

export function ScanAlert({ text, onDismiss }: { text: string; onDismiss(): void }) {
  const { t } = useLingui();
  return (
    <div role="alert" className="alert selling-menu__alert">
      <span>{text}</span>
      <button type="button" className="btn btn--small" onClick={onDismiss}>
        {t`Dismiss`}
      </button>
    </div>
  );
}
