import type { PrintWords } from '../../devices/service';
import { useLanguage } from '../../i18n/react';

/** How slips read: the language on screen, its names and its direction. */
export function usePrintWords(): PrintWords {
  const { lang, name, translate } = useLanguage();
  return { t: translate, name, direction: lang.dir };
}
