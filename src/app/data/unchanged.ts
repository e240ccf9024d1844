/**
 * A live query hands on a new object on every run, whether or not what it read changed. This
 * keeps the one handed on before while `same` says the new one reads the same (React's
 * "adjusting state while rendering"), so what is built or rendered over it is left alone.
 */
import { useState } from 'react';

export function useUnchanged<T>(value: T, same: (a: T, b: T) => boolean): T {
  const [kept, setKept] = useState(value);
  const unchanged = kept === value || same(kept, value);
  if (!unchanged) setKept(value);
  return unchanged ? kept : value;
}
