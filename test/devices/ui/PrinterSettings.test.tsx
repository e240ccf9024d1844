// @vitest-environment jsdom
import 'fake-indexeddb/auto';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { expect, test } from 'vitest';
import { PrinterSettings } from '../../../src/devices/ui/PrinterSettings';
import { readSettings } from '../../../src/db/settings';
import { openTestDb } from '../../kit/db';
import { makePrinter } from '../../kit/devices';
import { renderWithDb } from '../../kit/render';

async function tillWith(printers: Parameters<typeof makePrinter>[0][], stations = ['Grill', 'Drinks']) {
  const db = openTestDb();
  await db.open();
  await db.settings.update('terminal', {
    printers: printers.map(makePrinter),
    kitchenStations: stations.map((name, i) => ({ name, category_ids: [i + 1] })),
  });
  renderWithDb(<PrinterSettings />, db);
  return db;
}

const stationsOf = async (name: string) => within(await screen.findByRole('listitem', { name })).getByRole('group', { name: 'Stations' });

test('a kitchen printer ticks the stations it serves among those set up; none ticked reads "Every station"', async () => {
  const db = await tillWith([{ id: 'Grill printer', role: 'kitchen', drawer: false }]);
  const group = await stationsOf('Grill printer');
  expect(within(group).getAllByRole('checkbox').map((b) => b.closest('label')?.textContent)).toEqual(['Grill', 'Drinks']);
  expect(group).toHaveTextContent('Every station');

  await userEvent.click(within(group).getByRole('checkbox', { name: 'Grill' }));
  // The audited write loads on the first change: a busy machine may take a moment.
  await waitFor(() => expect(within(group).getByRole('checkbox', { name: 'Grill' })).toBeChecked(), { timeout: 10_000 });
  expect((await readSettings(db)).printers?.[0]?.stations).toEqual(['Grill']);
  expect(within(group).getByRole('checkbox', { name: 'Drinks' })).not.toBeChecked();
  expect(group).not.toHaveTextContent('Every station');

  await userEvent.click(within(group).getByRole('checkbox', { name: 'Grill' }));
  await waitFor(() => expect(group).toHaveTextContent('Every station'));
  expect((await readSettings(db)).printers?.[0]?.stations).toEqual([]);
});

test('a station renamed away stays on its printer as "not set up" until it is unticked', async () => {
  const db = await tillWith([{ id: 'Hot printer', role: 'kitchen', drawer: false, stations: ['Hot line', 'Grill'] }]);
  const group = await stationsOf('Hot printer');
  const stale = within(group).getByRole('checkbox', { name: 'Hot line (not set up)' });
  expect(stale).toBeChecked();
  expect(within(group).getByRole('checkbox', { name: 'Grill' })).toBeChecked();
  await userEvent.click(stale);
  await waitFor(() => expect(within(group).queryByRole('checkbox', { name: 'Hot line (not set up)' })).toBeNull(), { timeout: 10_000 });
  expect((await readSettings(db)).printers?.[0]?.stations).toEqual(['Grill']);
});

test('the receipt printer has the cash drawer and no stations', async () => {
  await tillWith([{ id: 'Till printer' }]);
  const item = await screen.findByRole('listitem', { name: 'Till printer' });
  expect(within(item).getByRole('checkbox', { name: 'Cash drawer' })).toBeChecked();
  expect(within(item).queryByRole('group', { name: 'Stations' })).toBeNull();
});
