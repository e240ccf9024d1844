/** The Bluetooth transport ships no types: the part of it printer/bluetooth.ts uses. */
declare module '@point-of-sale/webbluetooth-receipt-printer' {
  export default class WebBluetoothReceiptPrinter {
    connect(): Promise<void>;
    disconnect(): Promise<void>;
    print(data: Uint8Array): Promise<void>;
    addEventListener(event: 'connected', listener: (info: { name?: string; id?: string }) => void): void;
    addEventListener(event: 'disconnected' | 'data', listener: (...args: unknown[]) => void): void;
  }
}
