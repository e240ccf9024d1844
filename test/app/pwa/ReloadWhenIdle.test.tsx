// @vitest-environment jsdom
import 'fake-indexeddb/auto';
import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState, type ReactNode } from 'react';
import { afterEach, beforeEach, expect, test, vi } from 'vitest';
import { db } from '../../../src/app/db';
import { renderWithDb } from '../../kit/render';
import { updateStore } from '../../../src/app/pwa/serviceWorker';
import { ReloadWhenIdle, UpdateButton } from '../../../src/app/pwa/UpdateButton';
import { Receipt } from '../../../src/checkout/ui/Receipt';
import { ShiftReportDialog } from '../../../src/day/ui/ShiftReportDialog';
import { CashCount } from '../../../src/day/ui/CashCount';
import { closedShiftRow } from '../../kit/day';
import { exampleOrder } from '../../kit/orders';

beforeEach(async () => {
  await db.cart.clear();
  updateStore.setState({ waiting: false, reloadWhenIdle: false });
});
afterEach(() => updateStore.setState({ waiting: false, reloadWhenIdle: false }));

/** `work` on screen until its button "Done here" is pressed, with the reload waiting beside it. */
function Screen({ work, reload }: { work: ReactNode; reload: () => void }) {
  const [open, setOpen] = useState(true);
  return (
    <>
      <ReloadWhenIdle reload={reload} />
      <UpdateButton />
      {open && work}
      {open && <button type="button" onClick={() => setOpen(false)}>Done here</button>}
    </>
  );
}

const z = closedShiftRow([exampleOrder()], '24.000').z_report!;

test.each([
  ['a receipt', <Receipt key="r" order={exampleOrder()} date="12:15" onNewSale={() => undefined} />],
  ['a Z report', <ShiftReportDialog key="z" report={z} digits={3} brandName={() => 'Burger Yard'} channelName={() => ''} timeZone="" onClose={() => undefined} />],
  ['a cash count', <CashCount key="c" label="Counted cash" value="" onChange={() => undefined} currency="KWD" digits={3} />],
])('an update another tab applied waits while %s is on screen, and reloads once it is gone', async (_what, work) => {
  const reload = vi.fn();
  renderWithDb(<Screen work={work} reload={reload} />, db);
  act(() => updateStore.setState({ waiting: true, reloadWhenIdle: true }));
  // The stored order is read (empty): only the work on screen holds the update, and says so.
  const update = await screen.findByRole('button', { name: 'Update available' });
  await vi.waitFor(() => expect(update).toHaveAttribute('title', 'Close what is on screen (a receipt, a refund, a count or a report) to update'));
  expect(update).toBeDisabled();
  expect(reload).not.toHaveBeenCalled();
  await userEvent.click(screen.getByRole('button', { name: 'Done here' }));
  await vi.waitFor(() => expect(reload).toHaveBeenCalledTimes(1));
});
