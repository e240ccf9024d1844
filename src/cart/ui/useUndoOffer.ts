/**
 * "Undo" after a slip: clearing the order or removing a line is offered back for
 * `UNDO_SECONDS`, with the words that say what it took away, until the order changes again
 * (here or in another tab: undoing then would lose that change).
 */
import { useEffect, useState } from 'react';
import { useLingui } from '@lingui/react/macro';
import type { CartState } from '../cart';
import { revisionAfter, type Restore } from '../undo';
import { useLanguage } from '../../i18n/react';

/** How long "Undo" is offered after "Clear order" or "Remove line". */
export const UNDO_SECONDS = 8;

export function useUndoOffer(state: CartState) {
  const { t } = useLingui();
  const { name } = useLanguage();
  const [undo, setUndo] = useState<{ restore: Restore; text: string } | null>(null);
  useEffect(() => {
    if (!undo) return;
    const lapse = setTimeout(() => setUndo(null), UNDO_SECONDS * 1000);
    return () => clearTimeout(lapse);
  }, [undo]);
  if (undo && state.revision > revisionAfter(undo.restore)) setUndo(null);

  function textOf(slip: Restore): string {
    if (slip.type !== 'lineRestored') return t`Order cleared`;
    const line = name(slip.line);
    return t`${line} removed`;
  }

  return {
    undo,
    /** The last change was made: offer its undoing when it was a slip, or withdraw the offer. */
    offer: (slip: Restore | null) => setUndo(slip && { restore: slip, text: textOf(slip) }),
  };
}
