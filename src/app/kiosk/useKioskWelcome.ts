/**
 * A kiosk opens on its first screen, and comes back to it for the next customer, in the
 * terminal's language: the customer's choice of language lasts one order. An order already
 * holding lines (a reload) goes on past it. "Change brand" comes back to it too, in the
 * customer's language, once the order is empty.
 */
import { useCallback, useState } from 'react';
import { activateLanguage, terminalLanguage } from '../../i18n/i18n';

export function useKioskWelcome(kiosk: boolean, orderIsEmpty: boolean, receiptShown: boolean) {
  const [welcomed, setWelcomed] = useState(false);
  const nextCustomer = useCallback(() => {
    setWelcomed(false);
    void activateLanguage(terminalLanguage());
  }, []);
  const changeBrand = useCallback(() => setWelcomed(false), []);
  return { attract: kiosk && !welcomed && orderIsEmpty && !receiptShown, start: () => setWelcomed(true), nextCustomer, changeBrand };
}
