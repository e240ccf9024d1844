import { describe, expect, test } from 'vitest';
import { dealSteps, nextStep } from '../../src/picker/steps';
import type { Unmet } from '../../src/picker/result';

const slot = (name: string | null) => ({ name }) as never;
const empty = (at: number): Unmet => ({ rule: 'slot-empty', slot: at, category_id: 50 + at, message: '' });
const childMin = (at: number): Unmet => ({ rule: 'group-min', group_id: 60, min: 1, child: { slot: at, product_id: 1 }, message: '' });

describe('a deal as steps', () => {
  test('one step per slot, done once the slot and its item\'s required choices are met; the next is the first not done', () => {
    const state = { slots: [slot('Mains'), slot('Sides'), slot('Drinks')] };
    const steps = dealSteps(state, [childMin(0), empty(2)]);
    expect(steps.map((s) => [s.place, s.done])).toEqual([
      ['slot-0', false],
      ['slot-1', true],
      ['slot-2', false],
    ]);
    expect(nextStep(steps)?.slot).toBe(0);
    expect(nextStep(dealSteps(state, [empty(2)]))?.slot).toBe(2);
    expect(nextStep(dealSteps(state, []))).toBeNull();
  });

  test("a slot of a category the branch lacks is no step; a deal's own group rule is no step either", () => {
    const steps = dealSteps({ slots: [slot('Mains'), slot(null)] }, [{ rule: 'group-min', group_id: 9, min: 1, child: null, message: '' }]);
    expect(steps.map((s) => [s.slot, s.done])).toEqual([[0, true]]);
  });
});
