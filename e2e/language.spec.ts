import { expect, test } from './fixtures';
import { completeSale, openCategory, openLine, openTill, product, tenderCash, chooseLanguage } from './helpers';
import { ar } from './arabic';

test('a whole sale in Arabic: the screen reads right to left, products show their Arabic names, the receipt is in Arabic; the choice stays after a reload', async ({ page, emulator }) => {
  await openTill(page);
  await chooseLanguage(page, 'العربية');
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  await expect(page.locator('html')).toHaveAttribute('lang', 'ar');
  await expect(page.getByRole('status', { name: 'حالة المزامنة' })).toContainText('تمت المزامنة');

  // Remembered for this terminal.
  await page.reload();
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  const products = page.getByRole('list', { name: ar('Products') });

  await page.getByRole('tablist', { name: 'المجموعات' }).getByRole('tab', { name: 'Drinks & Sides' }).click();
  await page.getByRole('tablist', { name: 'الفئات' }).getByRole('tab', { name: 'حلويات' }).click();
  // The dessert's add-ons are optional: it goes straight to the order, and "Modify" opens the
  // option picker, in Arabic.
  await products.getByRole('button', { name: /^كنافة 1\.450/ }).click();
  await (await openLine(page.getByRole('list', { name: 'الطلب' }).getByRole('listitem').first())).getByRole('button', { name: 'تعديل' }).click();
  const picker = page.getByRole('dialog', { name: 'كنافة' });
  await expect(picker.getByRole('group', { name: 'الإضافات' })).toBeVisible();
  await picker.getByRole('button', { name: 'حفظ التغييرات' }).click();
  await page.getByRole('tablist', { name: 'الفئات' }).getByRole('tab', { name: 'Cold drinks' }).click();
  await products.getByRole('button', { name: /^ليمون بالنعناع/ }).click();
  const order = page.getByRole('list', { name: 'الطلب' });
  await expect(order.getByRole('listitem')).toHaveCount(2);
  await expect(page.getByLabel('إجمالي الطلب')).toHaveText('2.450');

  await page.getByRole('button', { name: 'ادفع' }).click();
  const payment = page.getByRole('dialog', { name: 'الدفع' });
  await payment.getByRole('button', { name: 'نقدًا' }).click();
  await payment.getByRole('textbox', { name: 'المبلغ المدفوع' }).fill('5');
  await expect(payment.getByLabel('الباقي المستحق')).toHaveText('2.550');
  await payment.getByRole('button', { name: 'إتمام البيع' }).click();

  const receipt = page.getByRole('dialog', { name: 'الإيصال' });
  await expect(receipt).toContainText('كنافة');
  await expect(receipt).toContainText('ليمون بالنعناع');
  await expect(receipt).toContainText('الإجمالي');
  await expect(receipt).toContainText('نقدًا');
  await expect(receipt).toContainText('الباقي');
  await expect(receipt).not.toContainText('Kunafa');
  await receipt.getByRole('button', { name: 'عملية بيع جديدة' }).click();
  await expect.poll(() => emulator.control.invoices().length).toBe(1);
  // The server gets the same sale whatever the language on screen.
  expect(emulator.control.invoices()[0]!.body.total).toBe(2.45);

  await chooseLanguage(page, 'English', 'المزيد');
  await expect(page.locator('html')).toHaveAttribute('dir', 'ltr');
  await expect(page.getByRole('button', { name: 'Sync now' })).toBeVisible();
});

test('the day in Arabic: "Open shift" asks in Arabic, right to left, and its X report prints in Arabic', async ({ page }) => {
  await openTill(page);
  await chooseLanguage(page, 'العربية');
  await page.getByRole('button', { name: 'فتح وردية', exact: true }).click();
  const open = page.getByRole('dialog', { name: 'فتح وردية' });
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  await open.getByRole('textbox', { name: 'اسم الكاشير' }).fill('أمل');
  await open.getByRole('textbox', { name: 'الرصيد الافتتاحي' }).fill('20');
  await open.getByRole('button', { name: 'فتح وردية' }).click();

  await page.getByRole('button', { name: 'الوردية', exact: true }).click();
  await page.getByRole('dialog', { name: 'الوردية' }).getByRole('button', { name: 'تقرير X' }).click();
  const report = page.getByRole('dialog', { name: 'تقرير X' });
  await expect(report.getByLabel('النقد المتوقع')).toHaveText('20.000');
  await expect(report).toContainText('الرصيد الافتتاحي');
  await expect(report).not.toContainText('Opening float');
});

test('cash typed in Arabic-Indic digits with the Arabic decimal point reads as the amount it says', async ({ page, emulator }) => {
  await openTill(page);
  await openCategory(page, 'Drinks & Sides', 'Cold drinks');
  await product(page, 'Mineral water').click();
  const payment = await tenderCash(page, '١٫٥٠٠');
  await expect(payment.getByLabel('Change due')).toHaveText('1.300');
  await completeSale(page);
  await expect.poll(() => emulator.control.invoices().length).toBe(1);
  expect(emulator.control.invoices()[0]?.body).toMatchObject({ total: 0.2, payments: [{ method: 'cash', amount: 0.2, tendered: 1.5, change: 1.3 }] });
});
