/**
 * The banner over every screen while the till is in training (src/app/data/training.tsx): in
 * the page's flow above the shell, never over it, so it covers no control at any screen size.
 */
import { useLingui } from '@lingui/react/macro';

export function TrainingBanner() {
  const { t } = useLingui();
  return (
    <div role="status" className="training-banner">
      {t`Training: nothing is recorded`}
    </div>
  );
}
