// @vitest-environment jsdom
/** Receipts and kitchen tickets drawn in training say TRAINING first and last (src/ui/TrainingMark.tsx). */
import { afterEach, expect, test } from 'vitest';
import { cleanup, render, screen, within } from '@testing-library/react';
import type { ReactElement } from 'react';
import { Receipt } from '../../src/checkout/ui/Receipt';
import { KitchenTicketDialog } from '../../src/day/ui/KitchenTicket';
import { kitchenCopy } from '../../src/day/kitchenTicket';
import { NO_LINKS } from '../../src/day/stations';
import { TrainingMarkContext } from '../../src/ui/trainingMarkContext';
import { exampleOrder } from '../kit/orders';

afterEach(cleanup);

/** The texts of `dialog` in order, its buttons left out. */
function texts(name: string): string[] {
  const dialog = screen.getByRole('dialog', { name });
  return Array.from(dialog.querySelectorAll('p')).map((p) => p.textContent?.trim() ?? '').filter((t) => t !== '');
}

function inTraining(ui: ReactElement, training = true) {
  return render(<TrainingMarkContext.Provider value={training}>{ui}</TrainingMarkContext.Provider>);
}

test('a receipt drawn in training says TRAINING at its top and its bottom; out of training it does not', () => {
  inTraining(<Receipt order={exampleOrder()} date="21/11/2026 12:15" onNewSale={() => undefined} />);
  const lines = texts('Receipt');
  expect([lines[0], lines.at(-1)]).toEqual(['TRAINING', 'TRAINING']);
  expect(lines.filter((l) => l === 'TRAINING')).toHaveLength(2);
  cleanup();
  inTraining(<Receipt order={exampleOrder()} date="21/11/2026 12:15" onNewSale={() => undefined} />, false);
  expect(within(screen.getByRole('dialog', { name: 'Receipt' })).queryByText('TRAINING')).toBeNull();
});

test('a kitchen ticket drawn in training says TRAINING at its top and its bottom, beside COPY on a reprint', () => {
  inTraining(<KitchenTicketDialog tickets={kitchenCopy(exampleOrder(), { channels: [], stations: [], linksOf: () => NO_LINKS })} timeZone="" onClose={() => undefined} />);
  const ticket = within(screen.getByRole('region', { name: 'Kitchen ticket' }));
  expect(ticket.getAllByText('TRAINING')).toHaveLength(2);
  expect(ticket.getByText('COPY')).toBeInTheDocument();
  const lines = texts('Kitchen ticket');
  expect(lines.at(-1)).toBe('TRAINING');
});
