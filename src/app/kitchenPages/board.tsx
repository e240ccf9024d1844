/** Entry point of the ready board (board.html): a page of its own for a screen customers see. */
import '../styles.css';
import { ReadyBoardPage } from '../../kitchen/ui/ReadyBoard';
import { showKitchenPage } from './entry';

void showKitchenPage(<ReadyBoardPage />);
