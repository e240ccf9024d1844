/**
 * A Bluetooth printer through `@point-of-sale/webbluetooth-receipt-printer`, which knows the
 * printers' Bluetooth profiles and their flow control. The browser hands a Bluetooth printer
 * only to the page that picked it, so after a reload it is connected again from Settings
 * "Printers" ("Connect"); until then its jobs wait. Its writes report no failure: a job sent
 * to it counts as printed once handed over.
 */
import type WebBluetoothReceiptPrinter from '@point-of-sale/webbluetooth-receipt-printer';
import type { DeviceRef } from '../settings';
import type { PrinterConnector } from './transport';

interface Connected {
  ref: DeviceRef;
  printer: WebBluetoothReceiptPrinter;
}

let live: Connected | null = null;

export const webBluetoothConnector: PrinterConnector = {
  async request() {
    // Loaded when a Bluetooth printer is picked: the other connections never need it.
    const { default: Printer } = await import('@point-of-sale/webbluetooth-receipt-printer');
    const printer = new Printer();
    const ref = await new Promise<DeviceRef | null>((resolve) => {
      printer.addEventListener('connected', (info: { name?: string; id?: string }) =>
        resolve({ vendorId: null, productId: null, serialNumber: info.id ?? null, name: info.name ?? 'Bluetooth printer' }),
      );
      void printer.connect().then(() => setTimeout(() => resolve(null), 0));
    });
    if (ref) live = { ref, printer };
    return ref;
  },
  async open(ref) {
    if (!live || live.ref.serialNumber !== ref.serialNumber) return null;
    const { printer } = live;
    return {
      write: (bytes) => printer.print(bytes),
      async close() {
        await printer.disconnect();
        live = null;
      },
    };
  },
};
