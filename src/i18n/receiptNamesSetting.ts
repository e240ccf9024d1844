/**
 * "Print both names" of the receipt, kept on this device (local storage) beside its language;
 * read by the receipts, loaded with them, not with the first screen.
 */
import { storage } from './i18n';

const RECEIPT_NAMES_KEY = 'pos.receiptBothNames';

/** Whether receipts print both names (`name / localize_name`); a terminal setting. */
export function receiptPrintsBothNames(): boolean {
  return storage()?.getItem(RECEIPT_NAMES_KEY) === '1';
}

export function setReceiptPrintsBothNames(both: boolean): void {
  storage()?.setItem(RECEIPT_NAMES_KEY, both ? '1' : '0');
}
