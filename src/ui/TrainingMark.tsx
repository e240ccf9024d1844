/**
 * "TRAINING" at the top and the bottom of every receipt and kitchen ticket drawn while the till
 * is in training (src/app/data/training.tsx provides whether it is), so no paper printed in
 * training is ever taken for a real sale. The printer's bytes carry the same mark
 * (`markTraining`, src/devices/printer/documents.ts).
 */
import { useContext } from 'react';
import { useLingui } from '@lingui/react/macro';
import { TrainingMarkContext } from './trainingMarkContext';

export function TrainingMark() {
  const { t } = useLingui();
  if (!useContext(TrainingMarkContext)) return null;
  return <p className="training-mark">{t`TRAINING`}</p>;
}
