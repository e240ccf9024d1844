/** A kiosk order's call number where staff look for it ("Orders"): what the customer holds up at the counter. */
import { useLingui } from '@lingui/react/macro';

export function CallMark({ call }: { call: number | undefined }) {
  const { t } = useLingui();
  if (call === undefined) return null;
  return <span className="orders__call">{t`Call ${{ call }}`}</span>;
}
