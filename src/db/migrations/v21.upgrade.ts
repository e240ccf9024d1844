/** The data change into version 21 (what changed and why: `v21.ts`), loaded only when it runs. */
import type { Transaction } from 'dexie';

/** A stored printer as versions 12 to 19 wrote it, only as far as this upgrade reads it. */
interface PrinterBeforeV21 {
  brands?: number[];
  stations?: string[];
}

function servesEveryStation(printer: PrinterBeforeV21): void {
  delete printer.brands;
  if (!Array.isArray(printer.stations)) printer.stations = [];
}

export async function upgrade(tx: Transaction): Promise<void> {
  await tx
    .table('settings')
    .toCollection()
    .modify((row: { printers?: unknown }) => {
      if (!Array.isArray(row.printers)) return;
      for (const printer of row.printers) if (printer && typeof printer === 'object') servesEveryStation(printer as PrinterBeforeV21);
    });
}
