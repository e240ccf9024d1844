/**
 * Locked doors: whoever loads the app is never served the API key. The demo's `/config.json`
 * holds the server and a one-time enrolment code; once the first terminal used it, another
 * browser gets the server only and is connected by a code a manager made.
 */
import { expect, test } from './fixtures';
import { expectSynced, openNewTill } from './helpers';

test('the served /config.json holds no key; its code enrols one terminal, and another is connected by a typed enrolment code', async ({ page, browser, emulator }) => {
  const served = await (await page.request.get('/config.json')).text();
  expect(served).not.toContain(emulator.control.apiKey);
  expect(JSON.parse(served)).toEqual({ serverUrl: emulator.url, enrolmentCode: expect.stringMatching(/^[0-9A-Z]{4}-[0-9A-Z]{4}$/), sellOnlyWithOpenShift: false });

  await openNewTill(page);
  expect(emulator.control.enrolments()).toHaveLength(1);
  expect(JSON.parse(await (await page.request.get('/config.json')).text())).not.toHaveProperty('enrolmentCode');

  const other = await browser.newContext({ baseURL: emulator.url });
  try {
    const till = await other.newPage();
    await till.goto('/');
    await expect(till.getByRole('textbox', { name: 'Server URL' })).toHaveValue(emulator.url);
    await till.getByRole('textbox', { name: 'Enrolment code' }).fill('ZZZZ-ZZZZ');
    await till.getByLabel('Manager name').fill('Huda');
    await till.getByLabel('New manager PIN').fill('135790');
    await till.getByLabel('Repeat PIN').fill('135790');
    await till.getByRole('button', { name: 'Connect' }).click();
    await expect(till.getByRole('alert')).toContainText('does not know this enrolment code');

    await till.getByRole('textbox', { name: 'Enrolment code' }).fill(emulator.control.makeEnrolmentCode());
    await till.getByRole('button', { name: 'Connect' }).click();
    await expectSynced(till);
    await expect(till.getByLabel('Signed in')).toHaveText('Huda');
    expect(emulator.control.enrolments()).toHaveLength(2);
  } finally {
    await other.close();
  }
});
