/**
 * A USB printer over WebUSB. Our own few lines rather than `@point-of-sale/webusb-receipt-printer`:
 * that transport logs a failed transfer and resolves, so a job sent to an unplugged printer
 * would count as printed. Here a transfer that does not complete rejects.
 */
import { cancelled, usb, type UsbDevice } from '../browser';
import type { DeviceRef } from '../settings';
import { sameDevice, type PrinterConnector, type PrinterTransport } from './transport';

/** The USB printer class, and the makers whose printers declare a vendor class instead. */
const PRINTER_CLASS = 7;
const VENDORS = [0x04b8 /* Epson */, 0x0519 /* Star */, 0x1504 /* Bixolon */, 0x0419 /* Samsung/Bixolon */, 0x1d90 /* Citizen */, 0x05d9 /* HP */, 0x04c5 /* Fujitsu */, 0x0fe6, 0x0416, 0x0483, 0x1fc9, 0x28e9];

function refOf(device: UsbDevice): DeviceRef {
  return { vendorId: device.vendorId, productId: device.productId, serialNumber: device.serialNumber ?? null, name: device.productName ?? 'USB printer' };
}

async function openDevice(device: UsbDevice): Promise<PrinterTransport> {
  if (!device.opened) await device.open();
  if (device.configuration === null) await device.selectConfiguration(1);
  const interfaces = device.configuration?.interfaces ?? [];
  const withOut = interfaces.filter((i) => i.alternate.endpoints.some((e) => e.direction === 'out'));
  const chosen = withOut.find((i) => i.alternate.interfaceClass === PRINTER_CLASS) ?? withOut[0];
  const endpoint = chosen?.alternate.endpoints.find((e) => e.direction === 'out');
  if (!chosen || !endpoint) throw new Error('This USB device has no way to send it a print');
  await device.claimInterface(chosen.interfaceNumber);
  return {
    async write(bytes) {
      const result = await device.transferOut(endpoint.endpointNumber, bytes as Uint8Array<ArrayBuffer>);
      if (result.status !== 'ok' || result.bytesWritten !== bytes.length) throw new Error(`The printer took ${result.bytesWritten} of ${bytes.length} bytes (${result.status})`);
    },
    async close() {
      if (device.opened) await device.close();
    },
  };
}

export const webUsbConnector: PrinterConnector = {
  async request() {
    const api = usb();
    if (!api) return null;
    try {
      const device = await api.requestDevice({ filters: [{ classCode: PRINTER_CLASS }, ...VENDORS.map((vendorId) => ({ vendorId }))] });
      return refOf(device);
    } catch (error) {
      if (cancelled(error)) return null;
      throw error;
    }
  },
  async open(ref) {
    const device = (await usb()?.getDevices())?.find((d) => sameDevice(ref, d));
    return device ? openDevice(device) : null;
  },
};
