/**
 * Settings "Start training" / "Leave training" (src/app/data/training.tsx), managers only: in
 * Settings opened behind a manager the switch acts at once; on a terminal whose Settings are
 * open to all it asks "Manager approval" first (the one approval path, which makes the first
 * manager on a terminal with none). Starting copies the catalog into the training database
 * first ("Copying the catalog…"), then the screens switch over; leaving switches back at once.
 */
import { useState } from 'react';
import { msg } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import { useLanguage } from '../../i18n/react';
import type { Message } from '../../core/names';
import { refOf } from '../../staff/staff';
import { useSignedIn } from '../data/staff';
import { useTrainingSwitch } from '../data/trainingSwitch';
import { useGatePassed } from '../staff/StaffGate';
import { useApproval } from '../staff/approval';

const REFUSED: Record<'no-catalog' | 'catalog-changing', Message> = {
  'no-catalog': msg`Training starts once the terminal has its catalog.`,
  'catalog-changing': msg`The catalog changed while it was copied. Try again.`,
};

export function TrainingSetting() {
  const { t } = useLingui();
  const { translate } = useLanguage();
  const training = useTrainingSwitch();
  const signedIn = useSignedIn();
  const [busy, setBusy] = useState(false);
  const [said, setSaid] = useState<Message | null>(null);
  const passed = useGatePassed();
  const requestApproval = useApproval();

  /** The manager the switch is made by: the one signed in behind Settings' gate, else the one approving now. */
  async function manager() {
    if (passed) return { approved: true, by: signedIn ? refOf(signedIn) : null };
    const approver = await requestApproval('manage');
    return { approved: approver !== null, by: approver };
  }

  async function leave() {
    if ((await manager()).approved) await training.leave();
  }

  async function start() {
    const { approved, by } = await manager();
    if (!approved) return;
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
