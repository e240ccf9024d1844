/**
 * A deal's steps above its slots: a large button per step (its number, its slot's name, ✓ once
 * done); the step to do next is marked current, and a tap brings any step into view.
 */
import { useCallback, useEffect, useMemo, useRef, type RefObject } from 'react';
import { useLingui } from '@lingui/react/macro';
import { useLanguage } from '../../i18n/react';
import type { Unmet } from '../result';
import type { PickerState, SlotState } from '../state';
import { dealSteps, nextStep, type DealStep } from '../steps';

/** The deal's steps and the next one; as one step is done, the next comes into view in `form`. */
export function useDealSteps(state: PickerState, unmet: readonly Unmet[], form: RefObject<HTMLFormElement | null>) {
  const steps = useMemo(() => dealSteps(state, unmet), [state, unmet]);
  const next = nextStep(steps);
  const shown = useRef<string | null>(next?.place ?? null);
  const goTo = useCallback(
    (step: DealStep) => form.current?.querySelector<HTMLElement>(`[data-place="${step.place}"]`)?.scrollIntoView?.({ block: 'start', behavior: 'smooth' }),
    [form],
  );
  useEffect(() => {
    if (next === null || next.place === shown.current) return;
    shown.current = next.place;
    goTo(next);
  }, [next, goTo]);
  return { steps, next, goTo };
}

export function DealSteps({ steps, slots, next, onGo }: { steps: readonly DealStep[]; slots: readonly SlotState[]; next: DealStep | null; onGo(step: DealStep): void }) {
  const { t } = useLingui();
  const { name } = useLanguage();
  return (
    <ol className="picker-steps" aria-label={t`Steps`}>
      {steps.map((step, i) => {
        const slot = slots[step.slot]!;
        return (
          <li key={step.place}>
            <button
              type="button"
              className={`btn picker-steps__step${step.done ? ' picker-steps__step--done' : ''}`}
              aria-current={next === step ? 'step' : undefined}
              onClick={() => onGo(step)}
            >
              {i + 1}. {name({ name: slot.name ?? '', localize_name: slot.localize_name })}
              {step.done && (
                <>
                  <span aria-hidden="true"> ✓</span>
                  <span className="visually-hidden"> {t`done`}</span>
                </>
              )}
            </button>
          </li>
        );
      })}
    </ol>
  );
}
