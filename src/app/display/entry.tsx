/**
 * The customer display's start (display.html, through ./main.tsx): the language, then
 * the display's screen. No database, no sync: it only listens to the till.
 */
import { CustomerDisplay } from '../../devices/ui/CustomerDisplay';
import { showPage } from '../showPage';

export function showDisplay(): Promise<void> {
  return showPage(<CustomerDisplay />);
}
