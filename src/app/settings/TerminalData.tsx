/**
 * What this terminal holds that the server has not acknowledged, and what would lose it
 * (src/db/unsent.ts), behind a manager's approval (StaffGate): "Export unsent" hands every such
 * sale, refund and shift over to a file (signed with the branch secret, unsentFile.ts); "Import
 * unsent" queues a file of another terminal of the same server here, each document under its
 * own key, so the server still stores it once. "Log out" and "Clear data" are refused while
 * anything waits, with the count.
 */
import { useState, type ChangeEvent } from 'react';
import { msg, plural } from '@lingui/core/macro';
import { CARD_IN_FLIGHT_MESSAGE } from '../../checkout/cardInFlight';
import { useCardInFlight } from '../data/cardInFlight';
import { useLingui } from '@lingui/react/macro';
import type { Message } from '../../core/names';
import type { TerminalSettings } from '../../db/schema';
import { useLanguage } from '../../i18n/react';
import { useUnsentCount, useUnsentWrites } from '../data/unsent';
import { unsentRefusal } from './unsentRefusal';
import { StaffGate } from '../../staff/ui/StaffGate';
import { saveWithRelief } from '../data/saveWithRelief';
import { readUnsentFile, UNSENT_FORMAT, UNSENT_VERSION, unsentFileName, unsentFileText } from '../../sync/unsentFile';

function download(name: string, text: string): void {
  const url = URL.createObjectURL(new Blob([text], { type: 'application/json' }));
  const link = document.createElement('a');
  link.href = url;
  link.download = name;
  document.body.append(link);
  link.click();
  link.remove();
  // The browser has taken the file once the click returned; the URL is let go after.
  window.setTimeout(() => URL.revokeObjectURL(url), 60_000);
}

/** Every local store of the till (database, language, receipt names) goes; the page starts as a new terminal. */
async function clearEverything(deleteDatabase: () => Promise<void>): Promise<void> {
  await deleteDatabase();
  for (const key of Object.keys(localStorage)) if (key.startsWith('pos.')) localStorage.removeItem(key);
  window.location.reload();
}

type Note = { kind: 'status' | 'alert'; text: Message };
type Leaving = 'log-out' | 'clear';

/** "Export unsent" and "Import unsent": the file written or read, and what came of it as a note. */
export function useUnsentFiles(settings: TerminalSettings, onNote: (note: Note) => void) {
  const { translate } = useLanguage();
  const unsent = useUnsentWrites();

  async function exportUnsent() {
    const { enrolment } = settings;
    // Unsigned files are never written: no terminal imports one, and the documents would be handed over for nothing.
    if (!enrolment) {
      return onNote({ kind: 'alert', text: msg`This terminal was connected with an API key, not an enrolment code: it cannot sign a file another terminal would import. Nothing was exported; its documents stay here to be sent.` });
    }
    const documents = await unsent.handOver(await unsent.documents());
    const content = {
      format: UNSENT_FORMAT,
      version: UNSENT_VERSION,
      server: settings.serverUrl ?? '',
      location_id: enrolment.location_id,
      terminal_id: settings.terminalId,
      exported_at: new Date().toISOString(),
      documents,
    } as const;
    const name = unsentFileName(content);
    download(name, await unsentFileText(content, enrolment.secret));
    const written = content.documents.length;
    onNote({ kind: 'status', text: msg`${plural(written, { one: '# document', other: '# documents' })} written to ${{ file: name }} and handed over: import the file on another terminal of this branch, which sends them.` });
  }

  async function importFile(e: ChangeEvent<HTMLInputElement>) {
    const file = e.target.files?.[0];
    e.target.value = '';
    if (!file) return;
    const read = await readUnsentFile(await file.text(), { server: settings.serverUrl, enrolment: settings.enrolment ?? null });
    if (!read.ok) return onNote({ kind: 'alert', text: read.message });
    const saved = await saveWithRelief(() => unsent.importDocuments(read.content.documents));
    if (!saved.ok) return onNote({ kind: 'alert', text: msg`Nothing was imported: ${{ detail: translate(saved.detail) }}.` });
    const { queued, unpaid, known } = saved.value;
    const terminal = read.content.terminal_id.slice(0, 8).toUpperCase();
    onNote({ kind: 'status', text: msg`Imported from ${{ terminal }}: ${{ queued }} to upload, ${{ unpaid }} unpaid counter orders, ${{ known }} already on this terminal.` });
  }

  return { exportUnsent, importFile };
}

/**
 * "Log out" and "Clear data": refused with the count while anything waits (counted again at
 * the confirmation, as another tab may have sold meanwhile); otherwise asked first (`asking`).
 */
export function useLeaveTerminal(onNote: (note: Note | null) => void) {
  const unsent = useUnsentWrites();
  const [asking, setAsking] = useState<Leaving | null>(null);
  const cardInFlight = useCardInFlight();

  async function ask(action: Leaving) {
    // A card being charged is followed by this terminal: it is never left while it may still pay.
    if (cardInFlight) {
      setAsking(null);
      return onNote({ kind: 'alert', text: CARD_IN_FLIGHT_MESSAGE });
    }
    const waiting = await unsent.count();
    if (waiting > 0) {
      setAsking(null);
      return onNote({ kind: 'alert', text: unsentRefusal(action, waiting) });
    }
    onNote(null);
    setAsking(action);
  }

  async function confirm() {
    if (asking === 'log-out') {
      const done = await unsent.logOut();
      if (!done.ok) onNote({ kind: 'alert', text: unsentRefusal('log-out', done.unsent) });
    } else if (asking === 'clear') {
      const waiting = await unsent.count();
      if (waiting > 0) onNote({ kind: 'alert', text: unsentRefusal('clear', waiting) });
      else await clearEverything(unsent.deleteDatabase);
    }
    setAsking(null);
  }

  return { asking, ask, confirm, cancel: () => setAsking(null) };
}

/** The question before "Log out" or "Clear data": what it loses, "Cancel" and "Yes, …". */
function LeaveConfirm({ asking, onCancel, onConfirm }: { asking: Leaving; onCancel(): void; onConfirm(): void }) {
  const { t } = useLingui();
  return (
    <div role="alert" className="settings__confirm">
      <p>
        {asking === 'log-out'
          ? t`This terminal forgets its server and key; its catalog and past orders stay. Connect again to sell.`
          : t`Everything this terminal holds is deleted: the catalog, past orders, settings and the manager PIN. It starts as a new terminal.`}
      </p>
      <button type="button" className="btn" onClick={onCancel}>
        {t`Cancel`}
      </button>
      <button type="button" className="btn btn--primary" onClick={onConfirm}>
        {asking === 'log-out' ? t`Yes, log out` : t`Yes, clear data`}
      </button>
    </div>
  );
}

export function TerminalData({ settings }: { settings: TerminalSettings }) {
  const { t } = useLingui();
  const { translate } = useLanguage();
  const count = useUnsentCount();
  const [note, setNote] = useState<Note | null>(null);
  const { exportUnsent, importFile } = useUnsentFiles(settings, setNote);
  const { asking, ask, confirm, cancel } = useLeaveTerminal(setNote);

  return (
    <StaffGate action="terminal-data" askAtOnce={false}>
      <section className="settings__section" aria-label={t`Unsent sales and this terminal`}>
        <h3>{t`Unsent sales and this terminal`}</h3>
        <p>
          {t`${plural(count, {
            0: 'Everything has reached the server.',
            one: '# sale, refund, shift, void or sold-out mark has not reached the server yet.',
            other: '# sales, refunds, shifts, voids or sold-out marks have not reached the server yet.',
          })}`}
        </p>
        <div className="shift-actions">
          <button type="button" className="btn" onClick={() => void exportUnsent()}>
            {t`Export unsent`}
          </button>
          <label className="btn file-button">
            {t`Import unsent`}
            <input type="file" accept="application/json,.json" onChange={(e) => void importFile(e)} />
          </label>
          <button type="button" className="btn" onClick={() => void ask('log-out')}>
            {t`Log out`}
          </button>
          <button type="button" className="btn btn--danger" onClick={() => void ask('clear')}>
            {t`Clear data`}
          </button>
        </div>
        {asking && <LeaveConfirm asking={asking} onCancel={cancel} onConfirm={() => void confirm()} />}
        {note && (
          <p role={note.kind} className={note.kind === 'alert' ? 'alert' : undefined}>
            {translate(note.text)}
          </p>
        )}
      </section>
    </StaffGate>
  );
}
