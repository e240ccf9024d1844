/**
 * The kiosk's part of the selling screen, loaded only at a kiosk (a till never carries it):
 * the first screen (a tile per brand, or "Tap to order"), then the kiosk's own menu and order
 * (`KioskScreen`) with the idle reset that clears an abandoned order for the next customer,
 * never one whose card payment is in flight.
 */
import { useEffect, type ComponentProps } from 'react';
import { useCardInFlight } from '../data/cardInFlight';
import { IdleReset } from '../../checkout/ui/IdleReset';
import { KioskAttract } from '../../checkout/ui/KioskAttract';
import { KioskScreen } from '../../checkout/ui/KioskScreen';
import { useKioskStart } from './useKioskStart';

export function KioskSelling({ start, screen, idleSeconds }: {
  start: Parameters<typeof useKioskStart>[0];
  screen: Omit<ComponentProps<typeof KioskScreen>, 'onChangeBrand'>;
  idleSeconds: number;
}) {
  const kioskStart = useKioskStart(start);
  // A card payment in flight (a reload while the customer paid) is followed on the payment screen,
  // and the idle reset waits for it: the money is never left without its order.
  const inFlight = useCardInFlight();
  const { setPaying } = start;
  useEffect(() => {
    if (inFlight) setPaying(true);
  }, [inFlight, setPaying]);
  if (start.welcome.attract) return <KioskAttract {...kioskStart.attract} />;
  return (
    <>
      <KioskScreen {...screen} onChangeBrand={kioskStart.backToBrands} />
      <IdleReset idleSeconds={idleSeconds} active={(start.order.cart?.lines.length ?? 0) > 0 && inFlight === null} onReset={kioskStart.resetAbandoned} />
    </>
  );
}
