/**
 * Entry point of the customer display (display.html, a second window the till opens): its own
 * small screen, so none of it is in the till's first load.
 */
import '../styles.css';
import { showDisplay } from './entry';

void showDisplay();
