// @vitest-environment jsdom
import 'fake-indexeddb/auto';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, expect, test } from 'vitest';
import { DiscountPresetsSetting } from '../../../src/cart/ui/DiscountPresetsSetting';
import { readSettings } from '../../../src/db/settings';
import { openTestDb } from '../../kit/db';
import { renderWithDb } from '../../kit/render';

afterEach(cleanup);

/** Types a preset's name and percent and presses "Add preset", in one go, as a quick hand does. */
function addPreset(name: string, percent: string) {
  const form = within(screen.getByRole('form', { name: 'Add preset' }));
  fireEvent.change(form.getByLabelText('Preset name'), { target: { value: name } });
  fireEvent.change(form.getByLabelText('Preset percent'), { target: { value: percent } });
  fireEvent.click(form.getByRole('button', { name: 'Add preset' }));
}

test('two presets added before the list on screen shows the first are both kept', async () => {
  const db = openTestDb();
  await readSettings(db);
  renderWithDb(<DiscountPresetsSetting digits={3} />, db);
  addPreset('Staff meal', '50');
  // The form clears once the first is kept; the second goes at once, the list not yet refreshed.
  await waitFor(() => expect(screen.getByLabelText('Preset name')).toHaveValue(''));
  addPreset('Friends', '10');
  await waitFor(() => expect(screen.getByLabelText('Preset name')).toHaveValue(''));
  expect((await readSettings(db)).discountPresets?.map((p) => p.name)).toEqual(['Staff meal', 'Friends']);
  expect(await screen.findByRole('button', { name: 'Remove Friends' })).toBeInTheDocument();
  expect(screen.getByRole('button', { name: 'Remove Staff meal' })).toBeInTheDocument();
});
