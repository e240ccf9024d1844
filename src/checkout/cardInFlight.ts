/**
 * What the till says when an action would leave a card payment in flight (clearing, parking,
 * locking): apart from the card payment's rules (cardPayment.ts), which load with "Payment".
 */
import { msg } from '@lingui/core/macro';

/** Why the till refuses to clear, park, lock or log out while a card payment is in flight. */
export const CARD_IN_FLIGHT_MESSAGE = msg`A card payment is in progress: open Payment and wait for it or cancel it first.`;
