/**
 * The quantity of one chosen item: "Decrease <name>", the quantity, "Increase <name>".
 * The quantity is an `output` so a screen reader hears the new value after a tap.
 */
export interface StepperProps {
  name: string;
  quantity: number;
  canIncrease: boolean;
  canDecrease: boolean;
  onIncrease(): void;
  onDecrease(): void;
}

export function Stepper({ name, quantity, canIncrease, canDecrease, onIncrease, onDecrease }: StepperProps) {
  return (
    <span className="picker-stepper">
      <button
        type="button"
        className="btn picker-stepper__btn"
        aria-label={`Decrease ${name}`}
        disabled={!canDecrease}
        onClick={onDecrease}
      >
        −
      </button>
      <output className="picker-stepper__qty" aria-label={`Quantity of ${name}`}>
        {quantity}
      </output>
      <button
        type="button"
        className="btn picker-stepper__btn"
        aria-label={`Increase ${name}`}
        disabled={!canIncrease}
        onClick={onIncrease}
      >
        +
      </button>
    </span>
  );
}
