// @vitest-environment jsdom
/**
 * A dialog loaded ahead (when the till is idle) is shown on the render that asks for it,
 * without the suspended pass a plain `React.lazy` makes, after which React holds it back.
 */
import { act, render, screen } from '@testing-library/react';
import { Suspense } from 'react';
import { expect, test } from 'vitest';
import { lazyPreload } from '../../src/ui/lazyPreload';

const Dialog = ({ title }: { title: string }) => <div role="dialog" aria-label={title} />;

test('a component loaded ahead is shown on its first render, with no fallback', async () => {
  const Loaded = lazyPreload(() => Promise.resolve(Dialog));
  await Loaded.preload();
  render(
    <Suspense fallback={<p>Loading</p>}>
      <Loaded title="Payment" />
    </Suspense>,
  );
  // Synchronously after the render: neither the fallback nor a pending pass.
  expect(screen.getByRole('dialog', { name: 'Payment' })).toBeTruthy();
  expect(screen.queryByText('Loading')).toBeNull();
});

test('a component not loaded ahead loads on its first use', async () => {
  const Later = lazyPreload(() => Promise.resolve(Dialog));
  render(
    <Suspense fallback={<p>Loading</p>}>
      <Later title="Orders" />
    </Suspense>,
  );
  expect(screen.getByText('Loading')).toBeTruthy();
  expect(await screen.findByRole('dialog', { name: 'Orders' })).toBeTruthy();
});

test('a load that failed (offline before it was cached) is tried again at the next use', async () => {
  let attempts = 0;
  const Flaky = lazyPreload(() => (++attempts === 1 ? Promise.reject(new Error('offline')) : Promise.resolve(Dialog)));
  await expect(Flaky.preload()).rejects.toThrow('offline');
  await act(() => Flaky.preload());
  render(
    <Suspense fallback={<p>Loading</p>}>
      <Flaky title="Chicken burger" />
    </Suspense>,
  );
  expect(screen.getByRole('dialog', { name: 'Chicken burger' })).toBeTruthy();
  expect(attempts).toBe(2);
});
