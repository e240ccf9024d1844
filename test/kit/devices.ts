/**
 * In-memory devices: a printer connection that records what it was sent and can be unplugged
 * or switched off, and a connector that finds it (or not). The device layer's interfaces
 * (src/devices/printer/transport.ts) are all the print queue sees, so these stand in for
 * WebUSB, Web Serial and Web Bluetooth.
 */
import type { PrinterConnector, PrinterTransport } from '../../src/devices/printer/transport';
import type { DeviceRef, PrinterSetting } from '../../src/devices/settings';

export class FakePrinter implements PrinterTransport {
  /** Each write as it arrived. */
  readonly writes: Uint8Array[] = [];
  /** Off or unplugged: not found by the connector. */
  present = true;
  /** Pulled out in the middle of the next write: it fails after taking part of it. */
  unplugMidWrite = false;

  async write(bytes: Uint8Array): Promise<void> {
    if (!this.present) throw new Error('The device was disconnected.');
    if (this.unplugMidWrite) {
      this.unplugMidWrite = false;
      this.present = false;
      this.writes.push(bytes.slice(0, Math.floor(bytes.length / 2)));
      throw new Error('The device was disconnected.');
    }
    this.writes.push(bytes);
  }

  async close(): Promise<void> {}
}

/** A connector of one fake printer per device name. */
export function fakeConnector(printers: Record<string, FakePrinter>): PrinterConnector {
  return {
    async request() {
      const name = Object.keys(printers)[0];
      return name ? fakeRef(name) : null;
    },
    async open(ref: DeviceRef) {
      const printer = printers[ref.name];
      return printer?.present ? printer : null;
    },
  };
}

export function fakeRef(name: string): DeviceRef {
  return { vendorId: 1, productId: 2, serialNumber: name, name };
}

export function makePrinter(overrides: Partial<PrinterSetting> & { id: string }): PrinterSetting {
  return { role: 'receipt', connection: 'usb', paper: 80, stations: [], device: fakeRef(overrides.id), drawer: true, ...overrides };
}

/**
 * A serial scale's line: `frames` are what it sends (a continuous scale sends them at once);
 * with `answers`, it answers each request it is sent with the next of them, as a
 * request-and-answer scale does. `requests` counts what the till asked.
 */
export class FakeScalePort {
  requests = 0;
  readable: ReadableStream<Uint8Array>;
  writable: WritableStream<Uint8Array>;
  private controller!: ReadableStreamDefaultController<Uint8Array>;

  constructor(frames: readonly string[] = [], answers: readonly string[] = []) {
    const encoder = new TextEncoder();
    const queue = [...answers];
    this.readable = new ReadableStream<Uint8Array>({
      start: (controller) => {
        this.controller = controller;
        for (const frame of frames) controller.enqueue(encoder.encode(frame));
      },
    });
    this.writable = new WritableStream<Uint8Array>({
      write: () => {
        this.requests += 1;
        const answer = queue.shift();
        if (answer !== undefined) this.controller.enqueue(encoder.encode(answer));
      },
    });
  }
}
