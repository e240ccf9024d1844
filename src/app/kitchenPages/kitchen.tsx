/** Entry point of the kitchen screen (kitchen.html): a page of its own for a kitchen tablet. */
import '../styles.css';
import { KitchenScreenPage } from '../../kitchen/ui/KitchenScreen';
import { showKitchenPage } from './entry';

void showKitchenPage(<KitchenScreenPage />);
