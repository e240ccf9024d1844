/**
 * The one interface of a printer connection, whatever carries the bytes (WebUSB, Web Serial,
 * Web Bluetooth; an in-memory fake in tests: test/kit/devices.ts).
 *
 * Promises: `write` resolves only once the bytes were handed to the device, and rejects when
 * they were not (unplugged, switched off, refused), so the print queue never counts a job
 * printed that did not leave the till.
 */
import type { DeviceRef } from '../settings';

export interface PrinterTransport {
  write(bytes: Uint8Array): Promise<void>;
  close(): Promise<void>;
}

export interface PrinterConnector {
  /** The browser's device chooser (needs a tap); null when the person cancels. */
  request(): Promise<DeviceRef | null>;
  /** A device the browser already allows, opened; null when it is not there (off, unplugged). */
  open(ref: DeviceRef): Promise<PrinterTransport | null>;
}

/** Whether `ref` names the device with these ids: its serial number when both have one, else vendor and product. */
export function sameDevice(ref: DeviceRef, found: { vendorId?: number | null; productId?: number | null; serialNumber?: string | null }): boolean {
  if (ref.serialNumber && found.serialNumber) return ref.serialNumber === found.serialNumber;
  return ref.vendorId === (found.vendorId ?? null) && ref.productId === (found.productId ?? null);
}
