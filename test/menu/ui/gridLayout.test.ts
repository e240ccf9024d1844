import { describe, expect, test } from 'vitest';
import { cardWidthFor, columnsFor, KIOSK_GRID, TILL_GRID } from '../../../src/menu/ui/gridLayout';

describe('grid columns', () => {
  test.each([
    [100, 1],
    [150, 1],
    [307, 1],
    [308, 2],
    [1076, 6],
    [1900, 12],
  ])('a grid %i px wide holds %i till columns', (width, columns) => {
    expect(columnsFor(width, TILL_GRID)).toBe(columns);
  });

  test.each([200, 480, 1076, 1920])('cards in a grid %i px wide are at least the minimum card width and fill the row', (width) => {
    for (const metrics of [TILL_GRID, KIOSK_GRID]) {
      const columns = columnsFor(width, metrics);
      const card = cardWidthFor(width, columns, metrics);
      expect(card).toBeGreaterThanOrEqual(metrics.minCardWidth);
      expect(columns * card + (columns - 1) * metrics.gap).toBeCloseTo(width);
    }
  });

  test('a grid narrower than one card shrinks the card to the grid, never below a 44 px touch target', () => {
    expect(cardWidthFor(120, 1, TILL_GRID)).toBe(120);
    expect(cardWidthFor(20, 1, TILL_GRID)).toBe(44);
  });
});
