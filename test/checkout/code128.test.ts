import { expect, test } from 'vitest';
import { code128Bars, code128Values } from '../../src/checkout/code128';

test('code set B: start B, each character its value, the check character (mod 103, weighted by position), stop', () => {
  // "T3-1": T 52, 3 19, - 13, 1 17; check = (104 + 52 + 2*19 + 3*13 + 4*17) % 103 = 301 % 103 = 95.
  expect(code128Values('T3-1')).toEqual([104, 52, 19, 13, 17, 95, 106]);
});

test('a ticket number draws as 11 modules per symbol and 13 for the stop, starting and ending with a bar', () => {
  const ticket = 'T3-4F2A-000042';
  const drawn = code128Bars(ticket)!;
  expect(drawn.width).toBe(11 * (ticket.length + 2) + 13);
  // Start B is 2 1 1 2 1 4: bars of 2, 1 and 1 modules at 0, 3 and 6.
  expect(drawn.bars.slice(0, 3)).toEqual([{ x: 0, width: 2 }, { x: 3, width: 1 }, { x: 6, width: 1 }]);
  // The stop ends with a bar of 2 modules at the last edge.
  expect(drawn.bars.at(-1)).toEqual({ x: drawn.width - 2, width: 2 });
});

test('a character outside code set B is not drawn rather than drawn wrong', () => {
  expect(code128Values('T3-٤٢')).toBeNull();
  expect(code128Bars('\n')).toBeNull();
});
