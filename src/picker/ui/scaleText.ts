/** Why "Read scale" filled nothing, in one sentence each. */
import { msg } from '@lingui/core/macro';
import type { MessageDescriptor } from '@lingui/core';
import type { ScaleRefusal } from '../../core/scale';

export const SCALE_REFUSALS: Record<ScaleRefusal, MessageDescriptor> = {
  unstable: msg`The scale is still settling: read it again.`,
  empty: msg`Nothing is on the scale: put the goods on it and read again.`,
  overload: msg`Too heavy for the scale.`,
  underload: msg`The scale reads below zero: zero it and read again.`,
  'no-answer': msg`The scale did not answer: check its cable and Settings “Scale”.`,
  'not-connected': msg`The scale is not connected: plug it in, or choose it again in Settings “Scale”.`,
};
