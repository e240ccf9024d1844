/**
 * The little of WebUSB and Web Serial the device layer uses, typed here (TypeScript's DOM
 * library has neither), and where to find them: `navigator.usb` and `navigator.serial` exist
 * only in Chromium-based browsers, in a secure context.
 */

export interface UsbEndpoint {
  endpointNumber: number;
  direction: 'in' | 'out';
  type: string;
}

export interface UsbDevice {
  vendorId: number;
  productId: number;
  serialNumber?: string | null;
  productName?: string | null;
  opened: boolean;
  configuration: { configurationValue: number; interfaces: { interfaceNumber: number; alternate: { interfaceClass: number; endpoints: UsbEndpoint[] } }[] } | null;
  open(): Promise<void>;
  close(): Promise<void>;
  selectConfiguration(value: number): Promise<void>;
  claimInterface(number: number): Promise<void>;
  transferOut(endpoint: number, data: BufferSource): Promise<{ status: string; bytesWritten: number }>;
}

export interface Usb {
  requestDevice(options: { filters: object[] }): Promise<UsbDevice>;
  getDevices(): Promise<UsbDevice[]>;
}

export interface SerialPort {
  getInfo(): { usbVendorId?: number; usbProductId?: number };
  open(options: { baudRate: number }): Promise<void>;
  close(): Promise<void>;
  readable: ReadableStream<Uint8Array> | null;
  writable: WritableStream<Uint8Array> | null;
}

export interface Serial {
  requestPort(options?: object): Promise<SerialPort>;
  getPorts(): Promise<SerialPort[]>;
}

interface DeviceNavigator {
  usb?: Usb;
  serial?: Serial;
  bluetooth?: unknown;
}

const nav = (): DeviceNavigator => (typeof navigator === 'undefined' ? {} : (navigator as DeviceNavigator));

export function usb(): (Usb & EventTarget) | null {
  return (nav().usb as (Usb & EventTarget) | undefined) ?? null;
}

export function serial(): (Serial & EventTarget) | null {
  return (nav().serial as (Serial & EventTarget) | undefined) ?? null;
}

/** Which connections this browser offers, for the settings to offer only those. */
export function offered(): { usb: boolean; serial: boolean; bluetooth: boolean } {
  const { usb, serial, bluetooth } = nav();
  return { usb: !!usb, serial: !!serial, bluetooth: !!bluetooth };
}

/** A chooser the person closed without picking is not an error. */
export function cancelled(error: unknown): boolean {
  return error instanceof DOMException && error.name === 'NotFoundError';
}
