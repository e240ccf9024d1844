// @vitest-environment jsdom
import { render, screen } from '@testing-library/react';
import { expect, test } from 'vitest';
import { CustomerDisplay } from '../../../src/devices/ui/CustomerDisplay';
import { useTellDisplay } from '../../../src/app/display/useTellDisplay';
import { TrainingMarkContext } from '../../../src/ui/trainingMarkContext';

/** The selling screen's side of the display, with no order open yet. */
function Till() {
  useTellDisplay(undefined, undefined, 3, 'KWD');
  return null;
}

test('a till in training has the customer display say TRAINING', async () => {
  render(
    <>
      <TrainingMarkContext.Provider value>
        <Till />
      </TrainingMarkContext.Provider>
      <CustomerDisplay />
    </>,
  );
  expect(await screen.findByText('TRAINING', {}, { timeout: 5_000 })).toBeInTheDocument();
});
