/**
 * "Read scale" for the picker: null when no scale is set up (Settings "Scale"); else a read of
 * it, the Web Serial reader loaded on the first press (not with the first load).
 */
import { useMemo } from 'react';
import type { ScaleRead } from '../../core/scale';
import { useSettings } from '../../app/data/settings';

export function useReadScale(): (() => Promise<ScaleRead>) | null {
  const scale = useSettings()?.scale ?? null;
  return useMemo(() => (scale ? () => import('../scale/webserial').then((m) => m.readScale(scale)) : null), [scale]);
}
