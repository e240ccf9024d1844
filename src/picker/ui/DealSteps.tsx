/**
 * A deal's picker one step at a time: the step shown, kept as UI state over the pure step order
 * (`mealSteps`), and the tiles above it, a large button per step (its number, its name, ✓ once
 * its required choices are made), the shown one marked current; a tap on a tile opens its step.
 */
import { useCallback, useMemo, useState, type RefObject } from 'react';
import { useLingui } from '@lingui/react/macro';
import { useLanguage } from '../../i18n/react';
import type { Unmet } from '../result';
import type { PickerState } from '../state';
import { currentStep, firstStep, mealSteps, neighbour, stepAfterTick, stepKeyOf, type MealStep } from '../steps';

/** The steps, the one shown and the ways to move; a tick that ends a step of one moves on by itself. */
export function useMealSteps(state: PickerState, unmet: readonly Unmet[], form: RefObject<HTMLElement | null>) {
  const steps = useMemo(() => mealSteps(state, unmet), [state, unmet]);
  const [key, setKey] = useState<string | null>(() => firstStep(steps)?.key ?? null);
  // The steps as last drawn: a change of steps with the shown one newly done may move on.
  const [drawn, setDrawn] = useState(steps);
  let shownKey = key;
  if (drawn !== steps) {
    shownKey = key === null ? null : stepAfterTick(drawn, steps, key);
    setDrawn(steps);
    if (shownKey !== key) setKey(shownKey);
  }
  const shown = currentStep(steps, shownKey);
  const go = useCallback((step: MealStep | null) => {
    if (step === null) return;
    setKey(step.key);
    form.current?.scrollIntoView?.({ block: 'start' });
  }, [form]);
  return {
    steps,
    shown,
    go,
    back: shown ? neighbour(steps, shown.key, -1) : null,
    next: shown ? neighbour(steps, shown.key, 1) : null,
    /** Opens the step where `unmet` is answered (the held "Add to order" leads there). */
    goToUnmet: (u: Unmet) => {
      const k = stepKeyOf(u);
      go(k === null ? null : (steps.find((s) => s.key === k) ?? null));
    },
  };
}

/** A step's name on its tile: the slot's category, the picked item, or the deal's own choices. */
function useStepName(state: PickerState) {
  const { t } = useLingui();
  const { name } = useLanguage();
  return (step: MealStep): string => {
    const slot = state.slots[step.slot];
    const item = slot?.candidates.find((c) => c.product_id === step.product_id);
    switch (step.kind) {
      case 'options':
        return t`Choices`;
      case 'more':
        return t`Extras`;
      case 'slot':
        return name({ name: slot?.name ?? '', localize_name: slot?.localize_name ?? null });
      case 'required':
        return name(item ?? { name: '', localize_name: null });
      case 'extras': {
        const itemName = name(item ?? { name: '', localize_name: null });
        return t`${itemName} extras`;
      }
    }
  };
}

export function DealSteps({ state, steps, shown, onGo }: { state: PickerState; steps: readonly MealStep[]; shown: MealStep | null; onGo(step: MealStep): void }) {
  const { t } = useLingui();
  const stepName = useStepName(state);
  return (
    <ol className="picker-steps" aria-label={t`Steps`}>
      {steps.map((step, i) => (
        <li key={step.key}>
          <button
            type="button"
            className={`btn picker-steps__step${step.required && step.done ? ' picker-steps__step--done' : ''}`}
            aria-current={shown?.key === step.key ? 'step' : undefined}
            onClick={() => onGo(step)}
          >
            {i + 1}. {stepName(step)}
            {step.required && step.done && (
              <>
                <span aria-hidden="true"> ✓</span>
                <span className="visually-hidden"> {t`done`}</span>
              </>
            )}
          </button>
        </li>
      ))}
    </ol>
  );
}
