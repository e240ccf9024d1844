/**
 * Settings "Start training" / "Leave training" (src/app/data/training.tsx), managers only: a
 * manager signed in switches at once; anyone else is asked "Manager approval" for training
 * itself, whatever opened Settings (the one approval path, which makes the first manager on a
 * terminal with none). Starting copies the catalog into the training database first ("Copying
 * the catalog…"), then the screens switch over; leaving switches back at once. Either way the
 * session ends and the till asks "Sign in" (src/db/training.ts).
 */
import { useState } from 'react';
import { msg } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import { useLanguage } from '../../i18n/react';
import type { Message } from '../../core/names';
import { useTrainingSwitch } from '../data/trainingSwitch';
import { useApprovedAction } from '../../staff/ui/StaffGate';

const REFUSED: Record<'no-catalog' | 'catalog-changing', Message> = {
  'no-catalog': msg`Training starts once the terminal has its catalog.`,
  'catalog-changing': msg`The catalog changed while it was copied. Try again.`,
};

export function TrainingSetting() {
  const { t } = useLingui();
  const { translate } = useLanguage();
  const training = useTrainingSwitch();
  const [busy, setBusy] = useState(false);
  const [said, setSaid] = useState<Message | null>(null);
  const approved = useApprovedAction();

  async function leave() {
    if (await approved('training')) await training.leave();
  }

  async function start() {
    const by = await approved('training');
    if (!by) return;
    setBusy(true);
    setSaid(null);
    const started = await training.start(by).catch(() => ({ ok: false as const, reason: 'catalog-changing' as const }));
    // Once started the screens switch over and this one goes; otherwise say why.
    if (!started.ok) {
      setBusy(false);
      setSaid(REFUSED[started.reason]);
    }
  }

  return (
    <>
      {training.active ? (
        <button type="button" className="btn" onClick={() => void leave()}>
          {t`Leave training`}
        </button>
      ) : (
        <button type="button" className="btn" disabled={busy} onClick={() => void start()}>
          {t`Start training`}
        </button>
      )}
      <p role="status">{busy ? t`Copying the catalog…` : said ? translate(said) : ''}</p>
    </>
  );
}
