/**
 * The devices a terminal is set up with, as its settings row stores them (plain fields of
 * `TerminalSettings`): printers and the scale. Types only, so the database and the screens
 * share them without loading the device layer.
 */
import type { PaperWidth } from './printer/document';

export type Connection = 'usb' | 'serial' | 'bluetooth';

/** What finds a device again among those the browser already allowed (after a reload too). */
export interface DeviceRef {
  vendorId: number | null;
  productId: number | null;
  serialNumber: string | null;
  /** The device's own name, as the browser gave it. */
  name: string;
}

export interface PrinterSetting {
  /** A UUID made when the printer is added. */
  id: string;
  role: 'receipt' | 'kitchen';
  connection: Connection;
  paper: PaperWidth;
  /**
   * A kitchen printer's stations, by name (Settings "Kitchen stations"): it prints their
   * tickets; empty = every station. A name no station has any more (renamed or removed) is
   * kept, serves nothing, and shows as "not set up" in Settings "Printers".
   */
  stations: string[];
  device: DeviceRef;
  /** Kick the cash drawer on this printer's port (a receipt printer). */
  drawer: boolean;
}

export type ScaleProtocol = 'continuous' | 'request';

export interface ScaleSetting {
  device: DeviceRef;
  protocol: ScaleProtocol;
  baudRate: number;
}
