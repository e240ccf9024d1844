/**
 * The printed receipt read back from its ESC/POS bytes, against golden files (`golden/`, one
 * per roll and language; `npx vitest run -u` rewrites them after a deliberate change). Lines
 * drawn as images show the words they were drawn with.
 */
import { DEFAULT_PAPER } from '../../../src/checkout/receipt';
import { afterEach, expect, test } from 'vitest';
import { activateLanguage, i18n } from '../../../src/i18n/i18n';
import { localName, type Named, type Translate } from '../../../src/core/names';
import { receiptOf } from '../../../src/checkout/receipt';
import { DEFAULT_BRANCH_SETTINGS } from '../../../src/core/branchSettings';
import { invoiceTimestamp, readTaxInvoiceQr } from '../../../src/checkout/taxQr';
import { kitchenTicket } from '../../../src/day/kitchenTicket';
import { DRAWER_ONLY, kitchenDocument, markTraining, receiptDocument, refundDocument, shiftReportDocument, type Direction } from '../../../src/devices/printer/documents';
import { makeRefund } from '../../../src/day/refund';
import { refundReceiptOf } from '../../../src/day/refundReceipt';
import { shiftReport } from '../../../src/day/shiftReport';
import { shiftReducer, type Shift, type ShiftEvent } from '../../../src/day/shift';
import { m } from '../../kit/factories';
import { encodeDocument } from '../../../src/devices/printer/encode';
import type { PaperWidth } from '../../../src/devices/printer/document';
import { rasterPlan, type Rasterize } from '../../../src/devices/printer/raster';
import { decodeEscPos } from '../../kit/escpos';
import { LRI, PDI } from '../../../src/core/bidi';
import { exampleOrder, orderOf, cartOf, exampleBurger, cash } from '../../kit/orders';

afterEach(() => activateLanguage('en'));

/** The language activated last, as the screens translate. */
const t: Translate = (message) => (typeof message === 'string' ? i18n._(message) : i18n._(message));

/** A drawn text as read here: a run isolated left to right (LRI ... PDI) shows as `<ltr ...>`. */
const readable = (text: string) => text.replaceAll(LRI, '<ltr ').replaceAll(PDI, '>');

/** A white image of the planned size, recording what it was asked to draw. */
function recordingRasterizer(drawn: string[]): Rasterize {
  return (line, width) => {
    const plan = rasterPlan(line, width);
    drawn.push(`${line.direction} ${readable(line.start)}${line.end ? ` | ${line.end}` : ''}`);
    return { width: plan.width, height: plan.height, data: new Uint8ClampedArray(plan.width * plan.height * 4).fill(255) };
  };
}

function printed(bytes: Uint8Array, drawn: string[]): string {
  let k = 0;
  return decodeEscPos(bytes)
    .map((line) => line.replace(/\[image (\d+)×(\d+)\]/, (all) => `${all} ${drawn[k++] ?? '?'}`))
    .join('\n');
}

/** The branch of the tax receipts: its own business header, 15 % VAT, a 58 mm roll. */
const TAX_BRANCH = {
  ...DEFAULT_BRANCH_SETTINGS,
  vat_percent: 15,
  page_width: 58,
  business_name: 'Demo Kitchen',
  localize_business_name: 'مطبخ ديمو',
  business_address: 'King Fahd Road, Riyadh',
  business_phone: '+966 11 222 3333',
} as const;

async function receiptBytes(language: 'en' | 'ar', paper: PaperWidth, tax = false) {
  await activateLanguage(language);
  const name = (row: Named) => localName(row, language === 'ar');
  const direction: Direction = language === 'ar' ? 'rtl' : 'ltr';
  const plain = orderOf(cartOf(2, exampleBurger), [cash('4.600', '5.000')]);
  const order = tax ? { ...plain, vat_percent: 15, brand: { ...plain.brand, brand_vat_no: '310122393500003' } } : plain;
  const receipt = receiptOf(order, '21/11/2026 12:15', { t, name }, tax ? { branch: TAX_BRANCH, taxQr: true } : undefined);
  const doc = { ...receiptDocument(receipt, t, direction), drawer: true };
  const drawn: string[] = [];
  return { text: printed(encodeDocument(doc, paper, recordingRasterizer(drawn)), drawn), drawn };
}

test.each([
  ['en', 58],
  ['en', 80],
  ['ar', 58],
  ['ar', 80],
] as const)('the %s receipt on a %i mm roll prints as its golden file', async (language, paper) => {
  const { text } = await receiptBytes(language, paper);
  await expect(text).toMatchFileSnapshot(`golden/receipt-${paper}-${language}.txt`);
});

test.each(['en', 'ar'] as const)('the %s tax receipt on a 58 mm roll prints as its golden file', async (language) => {
  const { text } = await receiptBytes(language, 58, true);
  await expect(text).toMatchFileSnapshot(`golden/receipt-58-${language}-tax.txt`);
});

test('a tax receipt prints the branch\'s business, the VAT inside the total, the VAT number, the ticket barcode and the tax QR', async () => {
  const lines = (await receiptBytes('en', 58, true)).text.split('\n');
  expect(lines.some((l) => l.includes('Demo Kitchen'))).toBe(true);
  expect(lines.some((l) => l.includes('King Fahd Road, Riyadh'))).toBe(true);
  expect(lines.some((l) => /^VAT included \(15%\)\s+0\.600$/.test(l))).toBe(true);
  expect(lines.some((l) => l.trim() === 'VAT no. 310122393500003')).toBe(true);
  expect(lines).toContain('[code128 T3-000042]');
  const qr = lines.find((l) => l.startsWith('[qr '))!.slice(4, -1);
  expect(readTaxInvoiceQr(qr)).toEqual(
    new Map([
      [1, 'Demo Kitchen'],
      [2, '310122393500003'],
      [3, invoiceTimestamp(exampleOrder().created_at)],
      [4, '4.600'],
      [5, '0.600'],
    ]),
  );
});

test('a receipt without VAT or tax QR prints neither, only the ticket barcode', async () => {
  const lines = (await receiptBytes('en', 58)).text.split('\n');
  expect(lines.some((l) => l.includes('VAT'))).toBe(false);
  expect(lines.some((l) => l.startsWith('[qr '))).toBe(false);
  expect(lines).toContain('[code128 T3-000042]');
});

test('a kiosk order\'s ticket prints its call number in large type above the ticket number; a till\'s sale prints none', async () => {
  await activateLanguage('en');
  const order = { ...orderOf(cartOf(2, exampleBurger), []), pay_at_counter: true, call_no: 42 };
  const doc = receiptDocument(receiptOf(order, '21/11/2026 12:15', { t, name: (row: Named) => row.name }), t, 'ltr', true);
  const call = doc.lines.findIndex((l) => l.kind === 'text' && l.text === 'Call number 42');
  const ticket = doc.lines.findIndex((l) => l.kind === 'pair' && l.label === 'Ticket');
  expect(doc.lines[call]).toMatchObject({ large: true, bold: true });
  expect(call).toBeGreaterThan(-1);
  expect(call).toBeLessThan(ticket);
  expect((await receiptBytes('en', 58)).text).not.toContain('Call number');
});

test('an English receipt prints in the printer\'s own letters: nothing drawn', async () => {
  expect((await receiptBytes('en', 80)).drawn).toEqual([]);
});

test('an Arabic receipt draws its Arabic lines right to left', async () => {
  const { drawn } = await receiptBytes('ar', 80);
  expect(drawn.length).toBeGreaterThan(3);
  expect(drawn.every((d) => d.startsWith('rtl '))).toBe(true);
});

test('an Arabic receipt draws the brand\'s phone, the VAT number and a quantity isolated left to right, so each prints as written', async () => {
  const { drawn } = await receiptBytes('ar', 58, true);
  // The stored print job keeps the words as they are; only the drawn line carries the isolates.
  const { lines } = receiptDocument(receiptOf(orderOf(cartOf(2, exampleBurger), []), '21/11/2026 12:15'), t, 'rtl');
  expect(lines.some((l) => l.kind === 'text' && l.text.includes(LRI))).toBe(false);
  expect(drawn).toContain('rtl هاتف <ltr +966 11 222 3333>');
  expect(drawn).toContain('rtl الرقم الضريبي <ltr 310122393500003>');
  expect(drawn).toContain('rtl <ltr 2> Chicken burger | 4.600');
});

test('a receipt opens the drawer before its first line and cuts after its last', async () => {
  const lines = (await receiptBytes('en', 80)).text.split('\n');
  expect(lines[0]).toBe('[drawer]');
  expect(lines.filter((l) => l !== '').at(-1)).toBe('[cut]');
  expect(lines.filter((l) => l === '[cut]')).toHaveLength(1);
});

test('a drawer kick alone prints nothing and cuts nothing', () => {
  expect(decodeEscPos(encodeDocument(DRAWER_ONLY, 80, recordingRasterizer([])))).toEqual(['[drawer]']);
});

test('a kitchen ticket prints what to make, never a price, and is cut', () => {
  const order = exampleOrder();
  const ticket = kitchenTicket(order, { channels: [] });
  const lines = decodeEscPos(encodeDocument(kitchenDocument(ticket, '12:15', t, 'ltr'), 80, recordingRasterizer([])));
  expect(lines).toContain('[2x] 2 × Chicken burger');
  expect(lines).toContain('  Cheese (Extra melted)');
  expect(lines.join('\n')).not.toMatch(/4\.600|2\.300/);
  expect(lines.filter((l) => l !== '').at(-1)).toBe('[cut]');
});

test('a kiosk order\'s kitchen ticket prints its call number large, above the ticket number; a till\'s has none', () => {
  const kiosk = { ...exampleOrder(), call_no: 17 };
  const lines = printedText(kitchenDocument(kitchenTicket(kiosk, { channels: [] }), '12:15', t, 'ltr'));
  const call = lines.findIndex((l) => l.includes('Call 17'));
  expect(call).toBeGreaterThan(-1);
  expect(lines[call]).toMatch(/^\[2x\]/);
  expect(call).toBeLessThan(lines.findIndex((l) => l.includes(kiosk.ticket_no)));
  expect(printedText(kitchenDocument(kitchenTicket(exampleOrder(), { channels: [] }), '12:15', t, 'ltr')).some((l) => l.includes('Call'))).toBe(false);
});

/** The printed lines of `doc` without the cut, blank lines or what the printer is told beside the text. */
const printedText = (doc: Parameters<typeof encodeDocument>[0]) =>
  decodeEscPos(encodeDocument(doc, 80, recordingRasterizer([]))).filter((l) => l.trim() !== '' && !/^\[(cut|drawer|code128 .*)\]$/.test(l));

test('a receipt printed in training says TRAINING on its first and last line, the drawer still kicked', async () => {
  const receipt = receiptOf(exampleOrder(), '21/11/2026 12:15', { t, name: (row) => row.name });
  const doc = markTraining({ ...receiptDocument(receipt, t, 'ltr'), drawer: true }, t);
  const lines = printedText(doc);
  expect(lines[0]).toMatch(/TRAINING/);
  expect(lines.at(-1)).toMatch(/TRAINING/);
  expect(lines.filter((l) => l.includes('TRAINING'))).toHaveLength(2);
  expect(doc.drawer).toBe(true);
  expect(printedText(receiptDocument(receipt, t, 'ltr')).some((l) => l.includes('TRAINING'))).toBe(false);
});

test('a kitchen ticket printed in training says TRAINING at its top and bottom; in Arabic too', async () => {
  const ticket = kitchenTicket(exampleOrder(), { channels: [] });
  const english = printedText(markTraining(kitchenDocument(ticket, '12:15', t, 'ltr'), t));
  expect([english[0], english.at(-1)].map((l) => l?.replace(/\s+/g, ' '))).toEqual(['[2x] TRAINING', '[2x] TRAINING']);
  await activateLanguage('ar');
  const arabic = markTraining(kitchenDocument(ticket, '12:15', t, 'rtl'), t);
  const first = arabic.lines[0];
  expect(first?.kind === 'text' && first.text).toBe('تدريب');
  expect(arabic.lines.at(-1)).toEqual(first);
});

test('a drawer kick in training stays a kick: nothing printed', () => {
  expect(markTraining(DRAWER_ONLY, t)).toBe(DRAWER_ONLY);
});

test('a refund slip prints what went back, from the refund receipt the screen shows', () => {
  const sale = exampleOrder();
  const made = makeRefund({ sale, refunds: [], request: [{ of_line: 0, quantity: 1 }], client_order_id: 'r1', ticket_no: 'R-1', created_at: '2026-11-21T12:00:00.000Z', reason: 'Cold' });
  if (!made.ok) throw new Error(made.reason);
  const receipt = refundReceiptOf(made.refund, sale, '21/11/2026 12:20', DEFAULT_PAPER, { t, name: (row) => row.name });
  const lines = decodeEscPos(encodeDocument(refundDocument(receipt, t, 'ltr'), 80, recordingRasterizer([])));
  expect(lines.some((l) => /Refund of\s+\S+$/.test(l) && l.endsWith(sale.ticket_no))).toBe(true);
  expect(lines).toContain('Reason: Cold');
  expect(lines.some((l) => /^\[2x\] Total refunded\s+2\.300$/.test(l))).toBe(true);
  expect(lines.filter((l) => l !== '').at(-1)).toBe('[cut]');
});

test('an X report prints its figures and counts the drawer opened with no sale', () => {
  const events: ShiftEvent[] = [
    { type: 'shiftOpened', shift_id: 's', cashier_name: 'Sara', opening_float: m('20.000'), at: '2026-11-21T06:00:00.000Z' },
    { type: 'drawerOpened', at: '2026-11-21T07:00:00.000Z' },
  ];
  const shift = events.reduce((state, event) => shiftReducer(state, event) as Shift, null as Shift | null)!;
  const names = { brandName: String, channelName: () => 'None', date: (iso: string) => iso.slice(0, 10), overShort: String };
  const lines = decodeEscPos(encodeDocument(shiftReportDocument(shiftReport(shift, [], [], 3), 3, t, names, 'ltr'), 80, recordingRasterizer([])));
  expect(lines.some((l) => l.includes('X report'))).toBe(true);
  expect(lines.some((l) => /^Drawer opened with no sale\s+1$/.test(l))).toBe(true);
  expect(lines.some((l) => /Expected cash\s+20\.000$/.test(l))).toBe(true);
});
