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
  children: ReactNode;
}

export function ChoiceGroup({ name, rule, required, met, className, children }: ChoiceGroupProps) {
  const nameId = useId();
  const ruleId = useId();
  const ruleClass = ['picker-group__rule', required && 'picker-group__rule--required', required && met && 'picker-group__rule--met']
    .filter(Boolean)
    .join(' ');
  return (
    <fieldset className={`picker-group${className ? ` ${className}` : ''}`} aria-labelledby={nameId} aria-describedby={ruleId}>
      <legend className="picker-group__legend">
        <span id={nameId} className="picker-group__name">
          {name}
        </span>{' '}
        <span id={ruleId} className={ruleClass}>
          {rule}
        </span>
      </legend>
      {children}
    </fieldset>
  );
}
