/** Which printer prints what: the receipt printer, and each kitchen printer its stations' lines. */
import type { CompletedOrder } from '../../checkout/order';
import type { PrinterSetting } from '../settings';

export function receiptPrinter(printers: readonly PrinterSetting[]): PrinterSetting | null {
  return printers.find((p) => p.role === 'receipt') ?? null;
}

/**
 * The order as a kitchen printer sees it: the lines of the brands it serves (every line when
 * it names none); null when none of the order is for it, so it prints nothing.
 */
export function stationOrder(order: CompletedOrder, printer: PrinterSetting): CompletedOrder | null {
  if (printer.role !== 'kitchen') return null;
  const lines = printer.brands.length === 0 ? order.lines : order.lines.filter((l) => printer.brands.includes(l.brand_id));
  return lines.length === 0 ? null : { ...order, lines };
}

/** Whether a completed sale or refund opens the drawer: some of it was paid or given back in cash. */
export function movesCash(payments: readonly { method: string }[]): boolean {
  return payments.some((p) => p.method === 'cash');
}
