import { expect, test } from 'vitest';
import { receiptPrinter, routeKitchenTickets, servesStation, staleStations } from '../../../src/devices/printer/routing';
import { makePrinter } from '../../kit/devices';

const grill = makePrinter({ id: 'grill', role: 'kitchen', drawer: false, stations: ['Grill'] });
const bar = makePrinter({ id: 'bar', role: 'kitchen', drawer: false, stations: ['Drinks', 'Desserts'] });
const every = makePrinter({ id: 'every', role: 'kitchen', drawer: false, stations: [] });
const renamed = makePrinter({ id: 'renamed', role: 'kitchen', drawer: false, stations: ['Hot line'] });
const till = makePrinter({ id: 'till', role: 'receipt' });

const ticket = (station: string | null) => ({ station });

test.each([
  ['a printer that chose a station serves it', grill, 'Grill', true],
  ['and no other', grill, 'Drinks', false],
  ['a printer of two stations serves the second', bar, 'Desserts', true],
  ['a printer that chose none serves every station', every, 'Drinks', true],
  ['and the one kitchen of a till with no station set', every, null, true],
  ['a printer that chose stations does not take the one kitchen with no station set', grill, null, false],
  ['a name no station has any more serves nothing else', renamed, 'Grill', false],
  ['the receipt printer serves no station', till, 'Grill', false],
] as const)('%s', (_, printer, station, serves) => {
  expect(servesStation(printer, station)).toBe(serves);
});

test.each([
  ['each station to its printer, one ticket per station per printer', ['Grill', 'Drinks'], [grill, bar], [['Grill', 'grill'], ['Drinks', 'bar']], []],
  ['a printer of every station gets every ticket too', ['Grill', 'Drinks'], [grill, every], [['Grill', 'grill'], ['Grill', 'every'], ['Drinks', 'every']], []],
  ['a station no printer chose goes to the printers of every station', ['Desserts'], [grill, every], [['Desserts', 'every']], []],
  ['with none of those it is unserved, never dropped', ['Desserts', 'Grill'], [grill], [['Grill', 'grill']], ['Desserts']],
  ['a renamed station orphaned by its printer is unserved', ['Hot'], [renamed, till], [], ['Hot']],
  ['no kitchen printer: every ticket unserved', ['Grill'], [till], [], ['Grill']],
  ['the one kitchen (no station set) goes to the printers of every station', [null], [grill, every], [[null, 'every']], []],
] as const)('%s', (_, stations, printers, jobs, unserved) => {
  const routes = routeKitchenTickets(stations.map(ticket), printers);
  expect(routes.jobs.map((j) => [j.ticket.station, j.printer.id])).toEqual(jobs);
  expect(routes.unserved.map((t) => t.station)).toEqual(unserved);
});

test('the names a printer keeps that no station has are its stale ones', () => {
  expect(staleStations(makePrinter({ id: 'k', role: 'kitchen', stations: ['Grill', 'Hot line'] }), [{ name: 'Grill' }, { name: 'Drinks' }])).toEqual(['Hot line']);
  expect(staleStations(every, [])).toEqual([]);
});

test('the receipt printer is the one of role receipt', () => {
  expect(receiptPrinter([grill, till])?.id).toBe('till');
  expect(receiptPrinter([grill])).toBeNull();
});
