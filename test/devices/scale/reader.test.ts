import { describe, expect, test } from 'vitest';
import { MAX_READINGS, readWeight } from '../../../src/devices/scale/reader';
import { FakeScalePort } from '../../kit/devices';

/** A deadline that never comes: the reading stops on what the scale says. */
const never = new Promise<void>(() => undefined);
const now = Promise.resolve();

describe('a continuous scale', () => {
  test('the first stable weight above zero is taken, after a half frame and unstable readings', async () => {
    const port = new FakeScalePort(['0kg\r\n', 'US,GS,+  0.480kg\r\n', 'US,GS,+  0.4', '98kg\r\nST,GS,+  0.500kg\r\n', 'ST,GS,+  0.700kg\r\n']);
    expect(await readWeight(port, 'continuous', never)).toEqual({ ok: true, grams: 500 });
  });

  test('a scale still moving when the time is up is unstable, never its moving weight', async () => {
    const port = new FakeScalePort(['US,GS,+  0.480kg\r\n']);
    const deadline = new Promise<void>((resolve) => setTimeout(resolve, 20));
    expect(await readWeight(port, 'continuous', deadline)).toEqual({ ok: false, reason: 'unstable' });
  });

  test('a stable zero is an empty scale', async () => {
    const port = new FakeScalePort(Array.from({ length: MAX_READINGS }, () => 'ST,GS,+  0.000kg\r\n'));
    expect(await readWeight(port, 'continuous', never)).toEqual({ ok: false, reason: 'empty' });
  });

  test('an overloaded scale says so', async () => {
    const port = new FakeScalePort(Array.from({ length: MAX_READINGS }, () => 'OL,GS,+ --.---kg\r\n'));
    expect(await readWeight(port, 'continuous', never)).toEqual({ ok: false, reason: 'overload' });
  });

  test('nothing but noise before the deadline is no answer', async () => {
    const port = new FakeScalePort(['\x02garbage\r\n']);
    expect(await readWeight(port, 'continuous', now)).toEqual({ ok: false, reason: 'no-answer' });
  });

  test('a port that is not open is not connected', async () => {
    expect(await readWeight({ readable: null, writable: null }, 'continuous', never)).toEqual({ ok: false, reason: 'not-connected' });
  });
});

describe('a request-and-answer scale', () => {
  test('the till asks, and asks again while the answer is still moving', async () => {
    const port = new FakeScalePort([], ['S D      0.310 kg\r\n', 'S S      0.325 kg\r\n']);
    expect(await readWeight(port, 'request', never)).toEqual({ ok: true, grams: 325 });
    expect(port.requests).toBe(2);
  });

  test('an underload answer is read as such', async () => {
    const port = new FakeScalePort([], Array.from({ length: MAX_READINGS }, () => 'S -\r\n'));
    expect(await readWeight(port, 'request', never)).toEqual({ ok: false, reason: 'underload' });
  });

  test('a scale that never answers is no answer, not a weight', async () => {
    const port = new FakeScalePort();
    const deadline = new Promise<void>((resolve) => setTimeout(resolve, 20));
    expect(await readWeight(port, 'request', deadline)).toEqual({ ok: false, reason: 'no-answer' });
    expect(port.requests).toBe(1);
  });
});
