/**
 * A `group` of choices named exactly by `name` (its rule text is the description, not part of
 * the name), so option groups, add-ons and combo slots are found by the same name everywhere.
 */
import { useId, type ReactNode } from 'react';

export interface ChoiceGroupProps {
  name: string;
  /** "Required · choose 1", "Optional · up to 3". */
  rule: string;
  required: boolean;
  /** A required group that holds enough: its rule is shown as done. */
  met: boolean;
  className?: string;
  /** Where the picker leads the cashier to an unmet rule (`unmetPlace`). */
  place?: string;
  /** The unmet rule, once the held "Add to order" was tapped: the group is marked invalid and says it. */
  invalid?: string | null;
  children: ReactNode;
}

export function ChoiceGroup({ name, rule, required, met, className, place, invalid = null, children }: ChoiceGroupProps) {
  const nameId = useId();
  const ruleId = useId();
  const invalidId = useId();
  const ruleClass = ['picker-group__rule', required && 'picker-group__rule--required', required && met && 'picker-group__rule--met']
    .filter(Boolean)
    .join(' ');
  return (
    <fieldset
      className={`picker-group${className ? ` ${className}` : ''}${invalid ? ' picker-group--invalid' : ''}`}
      aria-labelledby={nameId}
      aria-describedby={invalid ? `${ruleId} ${invalidId}` : ruleId}
      aria-invalid={invalid ? true : undefined}
      data-place={place}
    >
      <legend className="picker-group__legend">
        <span id={nameId} className="picker-group__name">
          {name}
        </span>{' '}
        <span id={ruleId} className={ruleClass}>
          {rule}
        </span>
      </legend>
      {invalid && (
        <p id={invalidId} className="picker-unmet picker-group__invalid">
          {invalid}
        </p>
      )}
      {children}
    </fieldset>
  );
}
