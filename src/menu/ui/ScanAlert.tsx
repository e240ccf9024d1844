/** What a scan could not do (an unknown code, a sold-out product), until dismissed or the next choice. */
import { useT } from '../../i18n/useT';

export function ScanAlert({ text, onDismiss }: { text: string; onDismiss(): void }) {
  const { t } = useT();
  return (
    <div role="alert" className="alert selling-menu__alert">
      <span>{text}</span>
      <button type="button" className="btn btn--small" onClick={onDismiss}>
        {t('Dismiss')}
      </button>
    </div>
  );
}
