/**
 * Settings "Card terminal" (assumed-contracts 13): the terminal this till takes cards on, chosen
 * from the branch's terminals (`GET /api/v2/card-terminals`), or "None": "Card" is then the
 * typed tender it always was. The list is asked when Settings opens; the choice is kept with
 * the terminal's name, so the till shows it offline too.
 */
import { useEffect, useState } from 'react';
import { useLingui } from '@lingui/react/macro';
import { useSettings } from '../../app/data/settings';
import { useSettingsWrites } from '../../app/data/settingsWrites';
import { useCardService } from '../../app/data/cardPayments';

type Listed = { terminal_id: string; name: string };

export function CardTerminalSetting() {
  const { t } = useLingui();
  const chosen = useSettings()?.cardTerminal ?? null;
  const { saveCardTerminal } = useSettingsWrites();
  const service = useCardService();
  const [listed, setListed] = useState<Listed[] | null>(null);
  const [problem, setProblem] = useState(false);
  useEffect(() => {
    let live = true;
    void service()
      .then((s) => s.terminals())
      .then((res) => live && (res.ok ? setListed(res.value) : setProblem(true)))
      // No server to ask (not connected, a malformed address): the list cannot be read.
      .catch(() => live && setProblem(true));
    return () => {
      live = false;
    };
  }, [service]);
  // The one chosen stays offered while the list cannot be read.
  const options = [...(listed ?? []), ...(chosen && !listed?.some((x) => x.terminal_id === chosen.terminal_id) ? [chosen] : [])];
  return (
    <fieldset className="setting-group" aria-label={t`Card payments`}>
      <legend>{t`Card payments`}</legend>
      <label>
        {t`Card terminal`}{' '}
        <select
          value={chosen?.terminal_id ?? ''}
          onChange={(e) => {
            const picked = options.find((x) => x.terminal_id === e.target.value);
            void saveCardTerminal(picked ? { terminal_id: picked.terminal_id, name: picked.name } : null);
          }}
        >
          <option value="">{t`None`}</option>
          {options.map((x) => (
            <option key={x.terminal_id} value={x.terminal_id}>
              {x.name}
            </option>
          ))}
        </select>
      </label>
      {problem && <p>{t`The list of card terminals could not be read now.`}</p>}
    </fieldset>
  );
}
