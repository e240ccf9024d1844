/** Card payments on the till's terminal in e2e: choosing the terminal, and the customer at it (assumed-contracts 13). */
import { expect, type Page } from '@playwright/test';
import type { CustomerAction } from '../emulator/cardPayments';
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

/**
 * The customer at the card terminal `terminalId` answers the payment waiting there (asked until
 * one waits, for `timeout` ms when given).
 */
export async function customerAt(emulator: Pick<RunningEmulator, 'url'>, action: CustomerAction, terminalId = 'T-1', timeout?: number) {
  const act = () => fetch(`${emulator.url}/__emulator/card-customer`, { method: 'POST', body: JSON.stringify({ action, terminal_id: terminalId }) }).then((r) => r.status);
  await expect.poll(act, { message: `no card payment waited at ${terminalId}`, timeout }).toBe(200);
}

