/**
 * The start of a page of its own beside the till (the customer display, the kitchen screen, the
 * ready board): the terminal's language, then `page` in the page's #root.
 */
import { StrictMode, type ReactNode } from 'react';
import { createRoot } from 'react-dom/client';
import { activateLanguage, terminalLanguage } from '../i18n/i18n';
import { SOURCE_LANGUAGE } from '../i18n/languages';

export async function showPage(page: ReactNode): Promise<void> {
  const language = terminalLanguage();
  if (language !== SOURCE_LANGUAGE) await activateLanguage(language).catch(() => undefined);
  const root = document.getElementById('root');
  if (!root) throw new Error('the page has no #root element');
  createRoot(root).render(<StrictMode>{page}</StrictMode>);
}
