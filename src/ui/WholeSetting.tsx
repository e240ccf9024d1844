/** A whole number of a setting (minutes, a percent), saved when the box is left; anything else typed goes back to the stored value. */
import { useState } from 'react';
import { readTypedWhole } from '../core/typedNumber';
import { NumberInput } from './NumberInput';

export function WholeSetting({ label, stored, min = 0, max, save }: { label: string; stored: number; min?: number; max: number; save(value: number): void }) {
  const [text, setText] = useState(String(stored));
  function commit() {
    const typed = readTypedWhole(text, 3);
    if (typed.ok && typed.value >= min && typed.value <= max) save(typed.value);
    else setText(String(stored));
  }
  return (
    <label>
      {label}
      <NumberInput value={text} onText={setText} onBlur={commit} />
    </label>
  );
}
