/**
 * The typed inputs of an open-price (textbox "Price") or sold-by-weight (textbox "Weight (kg)")
 * product, with the on-screen keypad. The keypad types into the field last focused, or the
 * first one shown, so a hardware keyboard and touch keys work on the same text.
 */
import { useId, useState, type Dispatch, type Ref } from 'react';
import type { CurrencyDigits } from '../../core/money';
import type { PickerEvent } from '../events';
import { NumberInput, ScopeKeypad } from '../../ui/NumberInput';
import { useLingui } from '@lingui/react/macro';
import { ReadScale, type ReadScaleFn } from './ReadScale';

type Field = 'price' | 'weight';

export interface TypedFieldsProps {
  priceText: string | null;
  weightText: string | null;
  /** Why the typed price does not read; null while it reads or is still empty. */
  priceProblem: string | null;
  weightProblem: string | null;
  digits: CurrencyDigits;
  /** Attached to the first field shown. */
  focusRef?: Ref<HTMLInputElement>;
  /** With a scale set up: "Read scale" beside the weight; typing stays possible. */
  readScale?: ReadScaleFn | null;
  dispatch: Dispatch<PickerEvent>;
}

interface TypedFieldProps {
  /** Where the held "Add to order" leads when this field's rule is unmet (`unmetPlace`). */
  place: Field;
  label: string;
  problem: string | null;
  target: boolean;
  inputRef?: Ref<HTMLInputElement> | undefined;
  value: string;
  allowPoint: boolean;
  onText(text: string): void;
  onFocus(): void;
}

function TypedField({ place, label, problem, target, inputRef, value, allowPoint, onText, onFocus }: TypedFieldProps) {
  const problemId = useId();
  return (
    <div className={`picker-field${target ? ' picker-field--target' : ''}`} data-place={place}>
      <label className="picker-field__label">
        <span>{label}</span>
        <NumberInput
          ref={inputRef}
          value={value}
          allowPoint={allowPoint}
          onText={onText}
          onFocus={onFocus}
          enterKeyHint="done"
          className="picker-field__input money"
          aria-invalid={problem !== null}
          aria-describedby={problem !== null ? problemId : undefined}
          onKeyDown={(e) => {
            // Enter adds the line from the field itself, whether or not the browser finds the
            // footer's submit button for implicit submission.
            if (e.key !== 'Enter') return;
            e.preventDefault();
            e.currentTarget.form?.requestSubmit();
          }}
        />
      </label>
      {problem !== null && (
        <p id={problemId} className="picker-field__problem">
          {problem}
        </p>
      )}
    </div>
  );
}

export function TypedFields({ priceText, weightText, priceProblem, weightProblem, digits, focusRef, readScale = null, dispatch }: TypedFieldsProps) {
  const { t } = useLingui();
  // Which field the keypad types into, for its frame (the scope's keypad follows the focus too).
  const [target, setTarget] = useState<Field>(priceText !== null ? 'price' : 'weight');
  const typed = (field: Field, text: string) =>
    dispatch(field === 'price' ? { type: 'priceTyped', text } : { type: 'weightTyped', text });

  return (
    <div className="picker-typed">
      <div className="picker-typed__fields">
        {priceText !== null && (
          <TypedField
            place="price"
            label={t`Price`}
            value={priceText}
            allowPoint={digits > 0}
            problem={priceProblem}
            target={target === 'price'}
            inputRef={focusRef}
            onText={(text) => typed('price', text)}
            onFocus={() => setTarget('price')}
          />
        )}
        {weightText !== null && (
          <TypedField
            place="weight"
            label={t`Weight (kg)`}
            value={weightText}
            allowPoint
            problem={weightProblem}
            target={target === 'weight'}
            inputRef={priceText === null ? focusRef : undefined}
            onText={(text) => typed('weight', text)}
            onFocus={() => setTarget('weight')}
          />
        )}
        {weightText !== null && readScale && <ReadScale read={readScale} onWeight={(text) => typed('weight', text)} />}
      </div>
      <ScopeKeypad />
    </div>
  );
}
