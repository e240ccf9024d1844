/**
 * Fake printers and a fake scale, installed before the app's code runs (`page.addInitScript`):
 * WebUSB's receipt printer and Web Serial's port record the bytes each print sends, read back
 * as the slip's lines (`printed`). Shared by the device and kitchen screen specs.
 */
import type { Page } from '@playwright/test';
import { decodeEscPos } from '../test/kit/escpos';
import { expect } from './fixtures';
import { chooseMore } from './helpers';

declare global {
  interface Window {
    __devices: { usb: number[][]; serial: number[][]; unplugged: boolean; pick: 'printer' | 'scale'; scaleFrames: string[] };
  }
}

/** Installs the fake printers before the app's code runs. */
export function fakePrinters() {
  const record = { usb: [] as number[][], serial: [] as number[][], unplugged: false, pick: 'printer' as 'printer' | 'scale', scaleFrames: [] as string[] };
  window.__devices = record;
  const device = {
    vendorId: 0x04b8,
    productId: 0x0202,
    serialNumber: 'R-1',
    productName: 'Fake receipt printer',
    opened: false,
    configuration: { configurationValue: 1, interfaces: [{ interfaceNumber: 0, alternate: { interfaceClass: 7, endpoints: [{ endpointNumber: 1, direction: 'out', type: 'bulk' }] } }] },
    async open() { this.opened = true; },
    async close() { this.opened = false; },
    async selectConfiguration() {},
    async claimInterface() {},
    async transferOut(_endpoint: number, data: Uint8Array) {
      if (record.unplugged) throw new DOMException('The device was disconnected.', 'NetworkError');
      record.usb.push(Array.from(data));
      return { status: 'ok', bytesWritten: data.byteLength };
    },
  };
  const usb = Object.assign(new EventTarget(), {
    requestDevice: async () => device,
    getDevices: async () => (record.unplugged ? [] : [device]),
  });
  const port = {
    getInfo: () => ({ usbVendorId: 0x0403, usbProductId: 0x6001 }),
    writable: null as WritableStream<Uint8Array> | null,
    readable: null,
    async open() {
      this.writable = new WritableStream({ write: (chunk: Uint8Array) => void record.serial.push(Array.from(chunk)) });
    },
    async close() { this.writable = null; },
  };
  // A continuous scale: each time its port opens it sends `scaleFrames`, after half a frame.
  const scale = {
    getInfo: () => ({ usbVendorId: 0x067b, usbProductId: 0x2303 }),
    writable: null as WritableStream<Uint8Array> | null,
    readable: null as ReadableStream<Uint8Array> | null,
    async open() {
      const bytes = new TextEncoder().encode(['0kg\r\n', ...record.scaleFrames].join(''));
      this.readable = new ReadableStream({ start: (c) => c.enqueue(bytes) });
      this.writable = new WritableStream();
    },
    async close() { this.readable = null; this.writable = null; },
  };
  const serial = Object.assign(new EventTarget(), { requestPort: async () => (record.pick === 'scale' ? scale : port), getPorts: async () => [port, scale] });
  Object.defineProperty(navigator, 'usb', { value: usb, configurable: true });
  Object.defineProperty(navigator, 'serial', { value: serial, configurable: true });
}

/** What each print sent to the `kind` printer, as its lines. */
export const printed = async (page: Page, kind: 'usb' | 'serial') =>
  (await page.evaluate((k) => window.__devices[k], kind)).map((bytes) => decodeEscPos(Uint8Array.from(bytes)));

/** Settings "Printers": the USB one as the receipt printer (unless `receipt` is false), the serial one as the kitchen's. */
export async function setUpPrinters(page: Page, receipt = true) {
  await chooseMore(page, 'Settings');
  const settings = page.getByRole('dialog', { name: 'Settings' });
  const printers = settings.getByRole('group', { name: 'Printers' });
  if (receipt) {
    await printers.getByRole('combobox', { name: 'Connection' }).selectOption('usb');
    await printers.getByRole('button', { name: 'Add receipt printer' }).click();
    await expect(printers.getByRole('listitem', { name: 'Fake receipt printer' })).toBeVisible();
  }
  await printers.getByRole('combobox', { name: 'Connection' }).selectOption('serial');
  await printers.getByRole('button', { name: 'Add kitchen printer' }).click();
  await expect(printers.getByRole('listitem', { name: 'Serial printer' })).toBeVisible();
  await settings.getByRole('button', { name: 'Close' }).click();
}
