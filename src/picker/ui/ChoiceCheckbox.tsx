/**
 * The checkbox of one choice (option item, add-on, combo product): its accessible name starts
 * with the choice's name, followed by its extra cost when it has one.
 */
export interface ChoiceCheckboxProps {
  name: string;
  /** "+0.250", or empty when free. */
  cost: string;
  checked: boolean;
  disabled: boolean;
  onToggle(): void;
}

export function ChoiceCheckbox({ name, cost, checked, disabled, onToggle }: ChoiceCheckboxProps) {
  return (
    <label className="picker-row__label">
      <input type="checkbox" className="picker-row__check" checked={checked} disabled={disabled} onChange={onToggle} />
      <span className="picker-row__name">{name}</span>
      {cost !== '' && (
        <>
          {' '}
          <span className="picker-row__cost money">{cost}</span>
        </>
      )}
    </label>
  );
}
