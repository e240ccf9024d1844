/**
 * A serial printer (or a USB one that shows as a serial port) over Web Serial. Our own few lines
 * rather than `@point-of-sale/webserial-receipt-printer`, whose `print` queues the bytes and
 * returns before they are written: a write here resolves once the port took the bytes, and
 * rejects when it could not.
 */
import { cancelled, serial, type SerialPort } from '../browser';
import type { DeviceRef } from '../settings';
import { sameDevice, type PrinterConnector, type PrinterTransport } from './transport';

export function serialRef(port: SerialPort, name: string): DeviceRef {
  const info = port.getInfo();
  return { vendorId: info.usbVendorId ?? null, productId: info.usbProductId ?? null, serialNumber: null, name };
}

/** The port the browser allows that `ref` names. */
export async function findPort(ref: DeviceRef): Promise<SerialPort | null> {
  const ports = (await serial()?.getPorts()) ?? [];
  return ports.find((p) => sameDevice(ref, { vendorId: p.getInfo().usbVendorId ?? null, productId: p.getInfo().usbProductId ?? null })) ?? null;
}

/** Asks for a serial port; null when cancelled or when the browser has no Web Serial. */
export async function requestPort(name: string): Promise<DeviceRef | null> {
  const api = serial();
  if (!api) return null;
  try {
    return serialRef(await api.requestPort({}), name);
  } catch (error) {
    if (cancelled(error)) return null;
    throw error;
  }
}

export function webSerialConnector(baudRate = 9600): PrinterConnector {
  return {
    request: () => requestPort('Serial printer'),
    async open(ref) {
      const port = await findPort(ref);
      if (!port) return null;
      if (!port.writable) await port.open({ baudRate });
      const writer = port.writable?.getWriter();
      if (!writer) throw new Error('The serial port cannot be written to');
      const transport: PrinterTransport = {
        async write(bytes) {
          await writer.ready;
          await writer.write(bytes);
        },
        async close() {
          writer.releaseLock();
          await port.close();
        },
      };
      return transport;
    },
  };
}
