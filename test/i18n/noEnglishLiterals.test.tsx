// @vitest-environment jsdom
/**
 * Words on the screen are data (conventions 10): rendered in Arabic, the order panel, the
 * payment dialog, the receipt and every screen of the till's day (parked orders and the order
 * note, the shift and its cash, the X and Z reports, Settings, the refund and its receipt, the
 * kitchen ticket) show no English word that is not data (product, option, brand and channel
 * names, what the cashier typed, ticket numbers). A literal written in a component instead of a
 * message of the catalog shows up here as an English word. Each test first finds its screen by
 * an Arabic name (its dialog, its list, a field), so a screen that rendered nothing, or rendered
 * in English, cannot pass for one with no English word.
 */
import { DEFAULT_PAPER } from '../../src/checkout/receipt';
import 'fake-indexeddb/auto';
import { afterEach, beforeEach, describe, expect, test } from 'vitest';
import { cleanup, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ParkDialogs, type ParkDialogKind, type Parking } from '../../src/cart/ui/ParkDialogs';
import { RefundDialog } from '../../src/day/ui/RefundDialog';
import { SettingsDialog } from '../../src/app/settings/SettingsDialog';
import { OpenShiftDialog, ShiftDialog } from '../../src/day/ui/ShiftDialogs';
import { shiftReport } from '../../src/day/shiftReport';
import { KitchenTicketDialog } from '../../src/day/ui/KitchenTicket';
import { RefundReceipt } from '../../src/day/ui/RefundReceipt';
import { ShiftReportDialog } from '../../src/day/ui/ShiftReportDialog';
import { readSettings } from '../../src/db/settings';
import { moveCash, openShift } from '../../src/db/shifts';
import { closedShiftRow, refundRow, shiftOf } from '../kit/day';
import { m, makeSession } from '../kit/factories';
import { emptyCart } from '../../src/cart/cart';
import { activateLanguage, i18n } from '../../src/i18n/i18n';
import { kitchenCopy } from '../../src/day/kitchenTicket';
import { NO_LINKS } from '../../src/day/stations';
import { localName, type Message, type Named } from '../../src/core/names';
import { PaymentDialog } from '../../src/checkout/ui/PaymentDialog';
import { Receipt } from '../../src/checkout/ui/Receipt';
import { money } from '../../src/core/money';
import { withLines } from '../kit/cart';
import { exampleBurger, exampleOrder, orderRow, saleContext } from '../kit/orders';
import { Harness } from '../cart/ui/harness';
import { openTestDb } from '../kit/db';
import { renderWithDb } from '../kit/render';
import { seedStaff } from '../kit/staff';
import { ManagerApprovalDialog } from '../../src/staff/ui/ManagerApprovalDialog';
import { SignInDialog } from '../../src/staff/ui/SignInDialog';
import { StaffDialog } from '../../src/staff/ui/StaffDialog';

/** The till's database of this file: the day's screens read and write it. */
const db = openTestDb();

afterEach(async () => {
  cleanup();
  await activateLanguage('en');
});

/** The screen is on the page: `role` named `name` (its Arabic name), holding `items` list items when given. */
function expectShown(role: 'dialog' | 'region' | 'list', name: string, items?: number): void {
  const found = screen.getByRole(role, { name });
  expect(found).toBeVisible();
  if (items !== undefined) expect(within(found).getAllByRole('listitem')).toHaveLength(items);
}

/** Every English word of the rendered screen (text, labels, placeholders, titles), less the catalog's data. */
function englishWords(root: HTMLElement, data: readonly string[]): string[] {
  const texts = [root.textContent ?? ''];
  for (const el of root.querySelectorAll('*')) {
    for (const attr of ['aria-label', 'placeholder', 'title', 'alt']) {
      const value = el.getAttribute(attr);
      if (value) texts.push(value);
    }
  }
  let all = texts.join(' ');
  for (const d of [...data].sort((a, b) => b.length - a.length)) all = all.split(d).join(' ');
  all = all.replace(/[TR]\d+-(?:[0-9A-F]{4,8}|TEST)-\d{6}/g, ' ');
  return [...new Set(all.match(/[A-Za-z]{2,}/g) ?? [])];
}

const order = exampleOrder();
const data = [
  ...order.lines.flatMap((l) => [l.name, ...l.options.map((o) => o.name), ...l.addons.map((a) => a.name), ...l.children.map((c) => c.name)]),
  ...order.lines.flatMap((l) => l.options.flatMap((o) => o.instructions.map((i) => i.instruction))),
  order.brand.brand_name,
  order.brand.brand_address ?? '',
  order.brand.brand_email ?? '',
  order.brand.brand_phone ?? '',
].filter((d) => d !== '');
/** What a cashier typed or the catalog named on the day's screens. */
const dayData = [...data, 'Table 4', 'Allergy: nuts', 'Amal', 'Cashier 1', 'Ice delivery', 'Wrong item', 'Burger Yard', 'Delivery', 'Mona'];

test('the order panel in Arabic has no English word outside the catalog data', async () => {
  await activateLanguage('ar');
  const cart = withLines(emptyCart(1, null), saleContext, [exampleBurger]);
  const { container } = render(<Harness initial={cart} ctx={saleContext} />);
  expectShown('region', 'الطلب الحالي');
  expectShown('list', 'الطلب', 1);
  expect(englishWords(container, data)).toEqual([]);
});

test('the payment dialog in Arabic has no English word', async () => {
  await activateLanguage('ar');
  render(<PaymentDialog total={money(4600)} digits={3} onComplete={async () => {}} onCancel={() => {}} />);
  expectShown('dialog', 'الدفع');
  expect(screen.getByRole('group', { name: 'الإجمالي المستحق' })).toHaveTextContent('4.600');
  expect(englishWords(document.body, data)).toEqual([]);
});

test('the receipt in Arabic has no English word outside the catalog data', async () => {
  await activateLanguage('ar');
  render(<Receipt order={order} date="16/03/2026, 14:05" onNewSale={() => {}} />);
  expectShown('dialog', 'الإيصال');
  expectShown('list', 'الأصناف', order.lines.length);
  expect(englishWords(document.body, data)).toEqual([]);
});

const parking: Parking = {
  list: [{ id: 'p1', name: 'Table 4', lines: 2, total: '4.600', by: 'Mona' }],
  suggestedName: 'Table 4',
  note: 'Allergy: nuts',
  noteLength: (typed) => typed.length,
  noteMax: 200,
  park: async () => ({ ok: false, reason: 'name-taken', name: 'Table 4' }),
  reopen: async () => ({ ok: false, reason: 'gone' }),
  writeNote: async () => null,
};

test.each<[string, ParkDialogKind, string]>([
  ['the Park order form', 'park', 'تعليق الطلب'],
  ['Parked orders', 'parked', 'الطلبات المعلّقة'],
  ['the Order note', 'note', 'ملاحظة الطلب'],
])('%s in Arabic has no English word, its refusal included', async (_, which, title) => {
  await activateLanguage('ar');
  render(<ParkDialogs which={which} parking={parking} onDone={() => {}} />);
  expectShown('dialog', title);
  if (which === 'parked') expectShown('list', 'الطلبات المعلّقة', 1);
  const submit = screen.queryByRole('button', { name: 'تعليق' }) ?? screen.queryByRole('button', { name: 'فتح' });
  if (submit) {
    await userEvent.click(submit);
    await screen.findByRole('alert');
  }
  expect(englishWords(document.body, dayData)).toEqual([]);
});

describe('the shift in Arabic', () => {
  beforeEach(async () => {
    await db.shifts.clear();
    await activateLanguage('ar');
  });

  test('"Open shift", with its count by coin and note and a refused float, has no English word', async () => {
    renderWithDb(<OpenShiftDialog session={makeSession()} onOpened={() => {}} onCancel={() => {}} />, db);
    expectShown('dialog', 'فتح وردية');
    await userEvent.click(screen.getByText('العدّ حسب العملات المعدنية والأوراق النقدية'));
    await userEvent.type(screen.getByRole('textbox', { name: 'الرصيد الافتتاحي' }), 'abc');
    await userEvent.click(screen.getAllByRole('button', { name: 'فتح وردية' }).at(-1)!);
    await screen.findByRole('alert');
    expect(englishWords(document.body, dayData)).toEqual([]);
  });

  test('"Shift", "Cash out" and "Close shift" have no English word', async () => {
    await openShift(db, { cashier_name: 'Amal', opening_float: m('20.000'), location_id: 3, digits: 3 });
    await moveCash(db, 'out', m('5.000'), 'Ice delivery');
    renderWithDb(<ShiftDialog catalog={null} onClose={() => {}} />, db);
    await userEvent.click(await screen.findByRole('button', { name: 'سحب نقدي' }));
    expectShown('dialog', 'سحب نقدي');
    await userEvent.click(screen.getByRole('button', { name: 'تسجيل' }));
    await screen.findByRole('alert');
    expect(englishWords(document.body, dayData)).toEqual([]);
    await userEvent.click(screen.getByRole('button', { name: 'إلغاء' }));
    expectShown('dialog', 'الوردية');
    expect(screen.getByText('Amal', { exact: false })).toBeVisible();
    expect(englishWords(document.body, dayData)).toEqual([]);
    await userEvent.click(await screen.findByRole('button', { name: 'إغلاق الوردية' }));
    expectShown('dialog', 'إغلاق الوردية');
    await userEvent.type(screen.getByRole('textbox', { name: 'النقد المعدود' }), '14.000');
    // "Blind cash count": the count first, then "Show expected cash".
    expect(englishWords(document.body, dayData)).toEqual([]);
    await userEvent.click(screen.getByRole('button', { name: 'عرض النقد المتوقع' }));
    expect(screen.getByLabelText('الزيادة/العجز')).toHaveTextContent('-1.000');
    expect(englishWords(document.body, dayData)).toEqual([]);
  });

  test.each(['X', 'Z'] as const)('the %s report has no English word', (kind) => {
    const row = closedShiftRow([exampleOrder()], '24.000');
    const shift = kind === 'Z' ? row : shiftOf({ type: 'shiftOpened', shift_id: 'sh', cashier_name: 'Amal', opening_float: m('20.000'), at: row.opened_at });
    const report = shiftReport(shift, [exampleOrder()], [], 3);
    render(<ShiftReportDialog report={report} digits={3} brandName={() => 'Burger Yard'} channelName={() => 'Delivery'} timeZone="" onClose={() => {}} />);
    expectShown('dialog', `تقرير ${kind}`);
    expect(screen.getByRole('region', { name: 'المبيعات' })).toBeVisible();
    expect(englishWords(document.body, dayData)).toEqual([]);
  });
});

test('Settings in Arabic has no English word', async () => {
  await db.settings.clear();
  await readSettings(db);
  await activateLanguage('ar');
  renderWithDb(<SettingsDialog session={makeSession({ config: { currency_decimals: 3, currency_digits_from: 'currency' } })} onClose={() => {}} />, db);
  await screen.findByRole('checkbox', { name: 'البيع فقط في وردية مفتوحة' });
  await screen.findByRole('group', { name: 'ملصقات الميزان' });
  expectShown('dialog', 'الإعدادات');
  // The currency's code is data, as the server sends it; "API", in the key's name, is how the
  // Arabic catalog writes it ("مفتاح API", asked to set the first manager PIN).
  expect(englishWords(document.body, [...dayData, 'KWD', 'API'])).toEqual([]);
});

describe('the refund in Arabic', () => {
  beforeEach(async () => {
    await Promise.all([db.orders.clear(), db.refunds.clear(), db.settings.clear()]);
    await readSettings(db);
    await activateLanguage('ar');
  });

  test('"Manager approval" on a terminal without a manager (the first one made there) has no English word', async () => {
    renderWithDb(<ManagerApprovalDialog action="refund" onSettled={() => {}} />, db);
    await screen.findByRole('button', { name: 'تعيين رمز المدير' });
    expectShown('dialog', 'موافقة المدير');
    // "API", in the key's name, is how the Arabic catalog writes it ("مفتاح API").
    expect(englishWords(document.body, [...dayData, 'API'])).toEqual([]);
  });

  test('"Sign in", "Manager approval" with a manager, and "Staff" have no English word but the names typed', async () => {
    await seedStaff(db, '246810', 'Mona');
    const { unmount } = renderWithDb(<ManagerApprovalDialog action="discount" onSettled={() => {}} />, db);
    await screen.findByRole('button', { name: 'موافقة' });
    expect(englishWords(document.body, [...dayData, 'Mona'])).toEqual([]);
    unmount();
    const signIn = renderWithDb(<SignInDialog />, db);
    await userEvent.click(await screen.findByRole('button', { name: 'Mona' }));
    await screen.findByLabelText('الرمز السري');
    expect(englishWords(document.body, [...dayData, 'Mona'])).toEqual([]);
    signIn.unmount();
    await db.settings.update('terminal', { signedIn: 'manager-Mona' });
    renderWithDb(<StaffDialog onClose={() => {}} />, db);
    await screen.findByRole('button', { name: 'إضافة شخص' });
    expect(englishWords(document.body, [...dayData, 'Mona'])).toEqual([]);
  });

  test('the Refund dialog, with a refusal, has no English word', async () => {
    await seedStaff(db, '246810');
    const sale = orderRow();
    await db.orders.add(sale);
    renderWithDb(<RefundDialog sale={sale} onDone={() => {}} onCancel={() => {}} />, db);
    await userEvent.type(await screen.findByRole('textbox', { name: 'كمية الاسترداد' }), '5');
    await screen.findByRole('alert');
    expectShown('dialog', 'استرداد');
    expect(englishWords(document.body, dayData)).toEqual([]);
  });

  test('the refund receipt has no English word outside the catalog data', () => {
    const sale = exampleOrder();
    const refund = refundRow(sale);
    render(<RefundReceipt refund={refund} sale={sale} date="16/03/2026, 14:05" paper={DEFAULT_PAPER} onClose={() => {}} />);
    expectShown('dialog', 'الإيصال');
    expectShown('list', 'الأصناف المستردة', refund.lines.length);
    expect(englishWords(document.body, dayData)).toEqual([]);
  });
});

test('the kitchen ticket in Arabic has no English word outside the catalog data', async () => {
  await activateLanguage('ar');
  const order = { ...exampleOrder(), order_name: 'Table 4', order_note: 'Allergy: nuts', channel_id: 9 };
  const words = { t: (message: Message) => (typeof message === 'string' ? i18n._(message) : i18n._(message)), name: (row: Named) => localName(row, true) };
  render(<KitchenTicketDialog tickets={kitchenCopy(order, { channels: [], stations: [], linksOf: () => NO_LINKS }, words)} timeZone="" onClose={() => {}} />);
  expectShown('dialog', 'تذكرة المطبخ');
  expectShown('list', 'للتحضير', order.lines.length);
  expect(englishWords(document.body, dayData)).toEqual([]);
});
