/** Card payments on the till's terminal in e2e: choosing the terminal, and the customer at it (assumed-contracts 13). */
import { expect, type Page } from '@playwright/test';
import type { RunningEmulator } from '../emulator/server';
import { chooseMore } from './helpers';

/** Settings → "Card terminal": the till takes cards on `name`. */
export async function chooseCardTerminal(page: Page, name: string) {
  await chooseMore(page, 'Settings');
  const settings = page.getByRole('dialog', { name: 'Settings' });
  const terminal = settings.getByRole('combobox', { name: 'Card terminal' });
  await expect(terminal.getByRole('option', { name })).toHaveCount(1);
  await terminal.selectOption({ label: name });
  await settings.getByRole('button', { name: 'Close' }).click();
  await expect(page.getByRole('status', { name: 'Card terminal' })).toContainText(`${name}: ready`);
}

/** The customer at the terminal answers the payment waiting there (asked until one waits). */
export async function customerAt(emulator: RunningEmulator, action: 'approve' | 'decline' | 'walk-away') {
  const act = () => fetch(`${emulator.url}/__emulator/card-customer`, { method: 'POST', body: JSON.stringify({ action, terminal_id: 'T-1' }) }).then((r) => r.status);
  await expect.poll(act).toBe(200);
}

