/**
 * The dialogs a cashier opens first after a start, each a chunk of its own loaded on first use
 * or ahead of it when the till is idle (`firstUse.ts`): the option picker, the sale's dialogs
 * ("Pay") and "Orders".
 */
import { lazyPreload } from '../ui/lazyPreload';

export const PickerDialog = lazyPreload(() => import('../picker/ui/PickerDialog').then((m) => m.PickerDialog));
export const SaleDialogs = lazyPreload(() => import('./SaleDialogs').then((m) => m.SaleDialogs));
export const OrdersFlow = lazyPreload(() => import('./OrdersFlow').then((m) => m.OrdersFlow));
