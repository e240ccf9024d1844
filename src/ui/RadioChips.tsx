/** One choice of a few, drawn as chips (radios in a `radiogroup`), none chosen until tapped. */
import './chips.css';

export function RadioChips<K extends string>({ name, label, options, chosen, onChoose }: {
  /** The radios' group name in the form. */
  name: string;
  /** The radiogroup's name. */
  label: string;
  options: readonly { key: K; label: string }[];
  chosen: K | null;
  onChoose(key: K): void;
}) {
  return (
    <div role="radiogroup" aria-label={label} className="chips">
      {options.map((option) => (
        <label key={option.key} className="chip">
          <input type="radio" name={name} checked={chosen === option.key} onChange={() => onChoose(option.key)} />
          {option.label}
        </label>
      ))}
    </div>
  );
}
