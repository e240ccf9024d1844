/**
 * "Read scale" beside a weighed product's "Weight (kg)": the weight field fills only with a
 * stable weight above zero; anything else says why and leaves the field as typed.
 */
import { useState } from 'react';
import type { MessageDescriptor } from '@lingui/core';
import { useLingui } from '@lingui/react/macro';
import type { ScaleRead } from '../../core/scale';
import { kilograms } from '../../cart/lineText';
import { useLanguage } from '../../i18n/react';
import { SCALE_REFUSALS } from './scaleText';

export type ReadScaleFn = () => Promise<ScaleRead>;

export function ReadScale({ read, onWeight }: { read: ReadScaleFn; onWeight(text: string): void }) {
  const { t } = useLingui();
  const { translate } = useLanguage();
  const [reading, setReading] = useState(false);
  const [refused, setRefused] = useState<MessageDescriptor | null>(null);

  async function readNow() {
    setReading(true);
    setRefused(null);
    const result = await read().catch((): ScaleRead => ({ ok: false, reason: 'not-connected' }));
    setReading(false);
    if (result.ok) onWeight(kilograms(result.grams));
    else setRefused(SCALE_REFUSALS[result.reason]);
  }

  return (
    <div className="picker-scale">
      <button type="button" className="btn" disabled={reading} onClick={() => void readNow()}>
        {t`Read scale`}
      </button>
      <p role="status" className="picker-field__problem">
        {refused ? translate(refused) : ''}
      </p>
    </div>
  );
}
