/**
 * "Tenders": the ways of paying a manager adds beside "Cash" and "Card" (assumed-contracts 10),
 * behind the manager's gate (StaffGate). Each has a name (its button in "Payment"), a code (what
 * uploads carry) and a kind: cash counts in the drawer. Removing one leaves the documents
 * that used it as they are.
 */
import { useState, type FormEvent } from 'react';
import { msg } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import { codeOfName, TENDER_KINDS, type TenderKind, type TenderRefusal } from '../tenders';
import type { Translate } from '../../core/names';
import { useLanguage } from '../../i18n/react';
import { useSettings } from '../../app/data/settings';
import { useTenderWrites } from '../../app/data/tenders';
import { StaffGate } from '../../staff/ui/StaffGate';

const KIND_LABEL = { cash: msg`Cash`, card: msg`Card`, other: msg`Other` } as const;

function refusalText(refusal: TenderRefusal, t: Translate): string {
  switch (refusal.reason) {
    case 'name-missing':
      return t(msg`Type the tender's name.`);
    case 'code-invalid':
      return t(msg`The code is lowercase letters, digits, "-" or "_", at most 32.`);
    case 'code-reserved':
      return t(msg`"cash" and "card" are the till's own codes.`);
    case 'code-taken':
      return t(msg`${{ name: refusal.name }} already has that code.`);
    case 'name-taken':
      return t(msg`A tender with that name is already there.`);
    default: {
      const never: never = refusal;
      return never;
    }
  }
}

function TenderList() {
  const { t } = useLingui();
  const { translate } = useLanguage();
  const tenders = useSettings()?.tenders ?? [];
  const { addTender, removeTender } = useTenderWrites();
  const [name, setName] = useState('');
  const [code, setCode] = useState<string | null>(null);
  const [kind, setKind] = useState<TenderKind>('card');
  const [error, setError] = useState<string | null>(null);
  const shownCode = code ?? codeOfName(name);

  async function submit(e: FormEvent) {
    e.preventDefault();
    const added = await addTender({ name, code: shownCode, kind });
    if (!added.ok) return setError(refusalText(added, translate));
    setError(null);
    setName('');
    setCode(null);
  }

  return (
    <>
      {tenders.length > 0 && (
        <ul className="tenders" aria-label={t`Tenders`}>
          {tenders.map((tender) => (
            <li key={tender.code} className="payments__item">
              <span>{`${tender.name} (${tender.code}, ${translate(KIND_LABEL[tender.kind])})`}</span>
              <button type="button" className="btn btn--small btn--danger" onClick={() => void removeTender(tender.code)}>
                {t`Remove ${{ name: tender.name }}`}
              </button>
            </li>
          ))}
        </ul>
      )}
      <form className="kiosk-form" aria-label={t`Add tender`} onSubmit={(e) => void submit(e)}>
        <label>
          {t`Tender name`}
          <input type="text" autoComplete="off" value={name} onChange={(e) => setName(e.target.value)} />
        </label>
        <label>
          {t`Tender code`}
          <input type="text" autoComplete="off" value={shownCode} onChange={(e) => setCode(e.target.value)} />
        </label>
        <fieldset role="radiogroup" aria-label={t`Tender kind`}>
          <legend>{t`Tender kind`}</legend>
          {TENDER_KINDS.map((k) => (
            <label key={k} className="setting">
              <input type="radio" name="tender-kind" checked={kind === k} onChange={() => setKind(k)} />
              {translate(KIND_LABEL[k])}
            </label>
          ))}
        </fieldset>
        {error && <p role="alert" className="alert">{error}</p>}
        <button type="submit" className="btn">{t`Add tender`}</button>
      </form>
    </>
  );
}

export function TendersSetting() {
  const { t } = useLingui();
  const settings = useSettings();
  const [open, setOpen] = useState(false);
  if (!settings) return null;
  return (
    <section className="setting-group" aria-label={t`Tenders`}>
      <button type="button" className="btn" aria-expanded={open} onClick={() => setOpen(!open)}>
        {t`Tenders`}
      </button>
      {open && (
        <StaffGate action="tenders">
          <TenderList />
        </StaffGate>
      )}
    </section>
  );
}
