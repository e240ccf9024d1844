/**
 * How a kiosk order starts and how it goes back to the start: the first screen's brands (two
 * or more: a tile each; one: "Tap to order"), the brand tapped made the order's (the order is
 * empty there, so nothing is lost) and the customer's "Eat in" or "Take away" recorded on it, and "Change brand", which empties the order (asked first
 * by the kiosk screen when it holds lines) and shows the first screen again. An order left
 * untouched (`IdleReset`) is cleared and the first screen is the next customer's.
 */
import { useCallback, useMemo } from 'react';
import type { Dining } from '../../cart/cart';
import type { Brand } from '../../core/catalog';
import { localName } from '../../core/names';
import { useLanguage } from '../../i18n/react';
import { kioskBrands } from '../../menu/kioskMenu';
import type { MenuIndex } from '../../menu/menuIndex';
import { menuStore } from '../../menu/ui/menuStore';
import type { useSellingOrder } from '../useSellingOrder';
import type { useProductChoice } from '../useProductChoice';
import type { useKioskWelcome } from './useKioskWelcome';
import type { KioskBrand } from '../../checkout/ui/KioskAttract';

export function useKioskStart({ menuIndex, order, brand, location, welcome, choice, setPaying }: {
  menuIndex: MenuIndex;
  order: ReturnType<typeof useSellingOrder>;
  /** The brand the menu shows now. */
  brand: Brand | undefined;
  /** The branch's name: the first screen's title when the customer chooses a brand. */
  location: string;
  welcome: ReturnType<typeof useKioskWelcome>;
  choice: Pick<ReturnType<typeof useProductChoice>, 'cancel'>;
  setPaying(open: boolean): void;
}) {
  const { start, changeBrand, nextCustomer } = welcome;
  const { lang } = useLanguage();
  const brands = useMemo<KioskBrand[]>(
    () => kioskBrands(menuIndex).map((b) => ({ id: b.brand_id, name: localName({ name: b.brand_name, localize_name: b.localize_name }, lang.localNames), image: b.brand_thumbnail })),
    [menuIndex, lang.localNames],
  );
  const several = brands.length >= 2;

  function onStart(brandId: number | null, dining: Dining) {
    const switched = brandId !== null && brandId !== order.menuBrandId ? order.switchBrand(brandId) : Promise.resolve();
    if (brandId !== null && brandId !== order.menuBrandId) menuStore.getState().dispatch({ type: 'brandSwitched', brand_id: brandId }, menuIndex);
    // Written after the brand, so the order the customer fills carries where they eat it.
    void switched.then(() => order.send(() => ({ type: 'diningChosen', dining })));
    start();
  }

  const { clearAbandoned } = order;
  const backToBrands = useCallback(() => {
    clearAbandoned();
    changeBrand();
  }, [clearAbandoned, changeBrand]);

  // An abandoned order clears for the next customer, payment screen included.
  const { cancel: cancelPicker } = choice;
  const resetAbandoned = useCallback(() => {
    cancelPicker();
    setPaying(false);
    clearAbandoned();
    nextCustomer();
  }, [cancelPicker, setPaying, clearAbandoned, nextCustomer]);

  return {
    attract: {
      title: !several && brand ? localName({ name: brand.brand_name, localize_name: brand.localize_name }, lang.localNames) : location,
      logo: several ? null : brand?.brand_thumbnail || null,
      brands,
      onStart,
    },
    backToBrands,
    resetAbandoned,
  };
}
