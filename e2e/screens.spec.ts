/**
 * Screenshots of the selling screen at each layout, for the user guide (docs/screens/). Not a
 * check: it runs only with SCREENS=1 (`npm run screens`, after `npx vite build`), so an
 * ordinary test run never rewrites the committed pictures.
 */
import { expect, test } from './fixtures';
import { openCategory, openTill, orderLines, product } from './helpers';
import { SIZES } from './sizes';

test.skip(!process.env.SCREENS, 'writes docs/screens/ only when SCREENS=1');

for (const size of SIZES) {
  test.describe(size.name, () => {
    test.use({ viewport: size.viewport });

    test(`the selling screen, ${size.name}`, async ({ page }) => {
      await openTill(page);
      await openCategory(page, 'Drinks & Sides', 'Cold drinks');
      await product(page, 'Mineral water').click();
      await product(page, 'Fresh orange juice').click();
      await expect(page.getByLabel('Order total')).not.toHaveText('0.000');
      await page.screenshot({ path: `docs/screens/${size.file}.png`, animations: 'disabled' });
      if (size.portrait) {
        await page.getByRole('button', { name: /^\d+ lines?$/ }).click();
        await expect(orderLines(page)).toHaveCount(2);
        await page.screenshot({ path: `docs/screens/${size.file}-order.png`, animations: 'disabled' });
      }
    });
  });
}
