/**
 * Which printer prints what: the receipt printer, and each kitchen printer the tickets of the
 * kitchen stations it serves. The tickets come grouped by station already (`byStation` in
 * src/day/stations.ts, through `kitchenSend`), the same grouping the screen and the system
 * dialog print: this only says which printers take each one.
 */
import type { PrinterSetting } from '../settings';

export function receiptPrinter(printers: readonly PrinterSetting[]): PrinterSetting | null {
  return printers.find((p) => p.role === 'receipt') ?? null;
}

export function kitchenPrinters(printers: readonly PrinterSetting[]): PrinterSetting[] {
  return printers.filter((p) => p.role === 'kitchen');
}

/**
 * Whether a kitchen printer prints the ticket of `station` (null: the kitchen is one station,
 * none set up): one that chose no station serves every station; one that chose some serves
 * those by name.
 */
export function servesStation(printer: PrinterSetting, station: string | null): boolean {
  if (printer.role !== 'kitchen') return false;
  return printer.stations.length === 0 || (station !== null && printer.stations.includes(station));
}

export interface KitchenRoutes<T> {
  /** One ticket per station per printer, in the tickets' order. */
  jobs: { printer: PrinterSetting; ticket: T }[];
  /** The tickets no kitchen printer serves (their station chosen by none, and none serves every station). */
  unserved: T[];
}

/**
 * Each station's ticket to the kitchen printers that serve its station; a station no printer
 * chose goes to the printers that serve every station, and with none of those it is unserved
 * (never dropped: the caller shows it and the system dialog prints it).
 */
export function routeKitchenTickets<T extends { station: string | null }>(tickets: readonly T[], printers: readonly PrinterSetting[]): KitchenRoutes<T> {
  const kitchens = kitchenPrinters(printers);
  const routes: KitchenRoutes<T> = { jobs: [], unserved: [] };
  for (const ticket of tickets) {
    const serving = kitchens.filter((p) => servesStation(p, ticket.station));
    if (serving.length === 0) routes.unserved.push(ticket);
    for (const printer of serving) routes.jobs.push({ printer, ticket });
  }
  return routes;
}

/** The names a printer chose that no station has (renamed or removed): shown "not set up" in Settings. */
export function staleStations(printer: PrinterSetting, stations: readonly { name: string }[]): string[] {
  return printer.stations.filter((name) => !stations.some((s) => s.name === name));
}
