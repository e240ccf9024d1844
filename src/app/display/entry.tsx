/**
 * The customer display's start (display.html, through ./main.tsx): the language, then
 * the display's screen. No database, no sync: it only listens to the till.
 */
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { activateLanguage, terminalLanguage } from '../../i18n/i18n';
import { SOURCE_LANGUAGE } from '../../i18n/languages';
import { CustomerDisplay } from '../../devices/ui/CustomerDisplay';

export async function showDisplay(): Promise<void> {
  const language = terminalLanguage();
  if (language !== SOURCE_LANGUAGE) await activateLanguage(language).catch(() => undefined);
  const root = document.getElementById('root');
  if (!root) throw new Error('index.html has no #root element');
  createRoot(root).render(
    <StrictMode>
      <CustomerDisplay />
    </StrictMode>,
  );
}
