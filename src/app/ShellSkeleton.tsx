/**
 * The till's shell at its final size, a message in place of the menu: shown before the
 * terminal's settings are read and while a terminal not yet connected tries the served config.
 */
import type { MessageDescriptor } from '@lingui/core';
import { useLanguage } from '../i18n/react';
import { SellingSkeleton } from './SellingSkeleton';

export function ShellSkeleton({ message }: { message: MessageDescriptor }) {
  const { translate } = useLanguage();
  return (
    <div className="shell">
      <header className="statusbar" aria-hidden="true" />
      <main className="shell__main">
        <SellingSkeleton message={translate(message)} />
      </main>
    </div>
  );
}
