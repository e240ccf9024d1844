/**
 * The ready board (assumed-contracts 14, ui-contract "Kitchen screen and ready board"): a
 * customer-facing page (`board.html`) with the call numbers "Preparing" and "Ready" in large
 * type, asked of the service every 3 s. A number stays under "Ready" until it is served or for
 * "Ready numbers stay" minutes (src/kitchen/board.ts).
 */
import { useEffect, useState } from 'react';
import { useLingui } from '@lingui/react/macro';
import { useKitchenConnection, useReadyBoard, type KitchenConnection } from '../../app/data/kds';
import { boardAfterPoll, EMPTY_BOARD } from '../board';
import { NotConnected } from './NotConnected';
import './kitchenPages.css';

function Column({ title, numbers, ready }: { title: string; numbers: readonly number[]; ready: boolean }) {
  return (
    <section className={`board__column${ready ? ' board__column--ready' : ''}`} aria-label={title}>
      <h2 className="board__title">{title}</h2>
      <ul className="board__numbers">
        {numbers.map((n) => (
          <li key={n} className="board__number">
            {n}
          </li>
        ))}
      </ul>
    </section>
  );
}

function Board({ connection }: { connection: KitchenConnection }) {
  const { t } = useLingui();
  const answer = useReadyBoard(connection.api);
  const [view, setView] = useState(EMPTY_BOARD);
  const { data, dataUpdatedAt } = answer;
  useEffect(() => {
    if (data) setView((previous) => boardAfterPoll(previous, data, dataUpdatedAt, connection.readyMinutes));
  }, [data, dataUpdatedAt, connection.readyMinutes]);
  return (
    <main className="board">
      <Column title={t`Preparing`} numbers={view.preparing} ready={false} />
      <Column title={t`Ready`} numbers={view.ready} ready />
      {answer.isError && (
        <p role="status" className="board__trouble">
          {t`The service cannot be reached: the numbers are as they were last shown.`}
        </p>
      )}
    </main>
  );
}

export function ReadyBoardPage() {
  const connection = useKitchenConnection();
  if (connection === undefined) return null;
  if (connection === null) return <NotConnected />;
  return <Board connection={connection} />;
}
