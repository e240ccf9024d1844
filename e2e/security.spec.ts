import { expect, test } from './fixtures';
import { addToEmptyOrder, openCategory, openTill, orderLines } from './helpers';

test('a strict Content-Security-Policy: no inline script runs, and selling breaks no rule of it', async ({ page }) => {
  const violations: string[] = [];
  page.on('console', (msg) => {
    if (/Content Security Policy/i.test(msg.text())) violations.push(msg.text());
  });
  await openTill(page);
  const policy = await page.locator('meta[http-equiv="Content-Security-Policy"]').getAttribute('content');
  expect(policy).toContain("script-src 'self'");
  expect(policy).not.toContain('unsafe-inline');
  expect(policy).not.toContain('unsafe-eval');

  const ran = await page.evaluate(() => {
    const script = document.createElement('script');
    script.textContent = 'window.__injected = true';
    document.head.append(script);
    return (window as unknown as { __injected?: boolean }).__injected === true;
  });
  expect(ran).toBe(false);
  violations.length = 0;

  await openCategory(page, 'Drinks & Sides', 'Desserts');
  await addToEmptyOrder(page, 'Tiramisu');
  await expect(orderLines(page)).toHaveCount(1);
  expect(violations).toEqual([]);
});

test('the API key travels only in the Authorization header, and customer_id is never sent', async ({ page, emulator }) => {
  await openTill(page);
  const requests = emulator.control.requests().filter((r) => r.path.startsWith('/api/'));
  expect(requests.length).toBeGreaterThan(5);
  for (const r of requests) {
    expect(JSON.stringify(r.query)).not.toContain('demo-key');
    expect(r.query).not.toHaveProperty('api_key');
    expect(r.query).not.toHaveProperty('customer_id');
    expect(r.body ?? '').not.toContain('customer_id');
    expect(r.headers.authorization).toBe('Bearer demo-key');
  }
});
