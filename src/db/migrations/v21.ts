/**
 * Version 21: a kitchen printer chooses the kitchen stations it serves (Settings "Kitchen
 * stations", by name) instead of the brands whose lines it printed. The settings row's
 * `printers` lose `brands` and gain `stations`; no table or index changes.
 *
 * Every stored printer is kept. A printer with no brand list printed every line and now serves
 * every station (`stations: []`); a printer with a brand list also serves every station: a
 * brand says nothing of which station makes a line, so stations are a new choice the manager
 * makes in Settings "Printers". Until then each kitchen printer prints every station's
 * ticket: the kitchen gets more paper, never less.
 */
import { loadedUpgrade, type Migration } from './migration';
import { v19 } from './v19';

export const v21: Migration = {
  version: 21,
  stores: v19.stores,
  upgrade: loadedUpgrade(() => import('./v21.upgrade')),
};
