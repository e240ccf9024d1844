/**
 * The quantity of one chosen item: "Decrease <name>", the quantity, "Increase <name>".
 * The quantity is an `output` so a screen reader hears the new value after a tap.
 */
import { useLingui } from '@lingui/react/macro';

export interface StepperProps {
  name: string;
  quantity: number;
  canIncrease: boolean;
  canDecrease: boolean;
  onIncrease(): void;
  onDecrease(): void;
}

export function Stepper({ name, quantity, canIncrease, canDecrease, onIncrease, onDecrease }: StepperProps) {
  const { t } = useLingui();
  return (
    <span className="picker-stepper">
      <button
        type="button"
        className="btn picker-stepper__btn"
        aria-label={t`Decrease ${name}`}
        disabled={!canDecrease}
        onClick={onDecrease}
      >
        −
      </button>
      <output className="picker-stepper__qty" aria-label={t`Quantity of ${name}`}>
        {quantity}
      </output>
      <button
        type="button"
        className="btn picker-stepper__btn"
        aria-label={t`Increase ${name}`}
        disabled={!canIncrease}
        onClick={onIncrease}
      >
        +
      </button>
    </span>
  );
}

/** What a choice offers: ticked, its quantity, and which taps the rules allow now. */
export interface StepControls {
  checked: boolean;
  quantity: number;
  canTick: boolean;
  canIncrease: boolean;
  canDecrease: boolean;
}

/**
 * The stepper of a choice that may be taken more than once (an option, a combo child): from
 * 0, "Increase" ticks it, one tap instead of tick-then-step.
 */
export function ChoiceStepper({ name, controls, onTick, onIncrease, onDecrease }: {
  name: string;
  controls: StepControls;
  onTick(): void;
  onIncrease(): void;
  onDecrease(): void;
}) {
  return (
    <Stepper
      name={name}
      quantity={controls.quantity}
      canIncrease={controls.checked ? controls.canIncrease : controls.canTick}
      canDecrease={controls.canDecrease}
      onIncrease={controls.checked ? onIncrease : onTick}
      onDecrease={onDecrease}
    />
  );
}
