/**
 * Lingui: the message catalogs (`src/i18n/locales/<code>.po`) and how messages are named.
 * `npm run extract` (lingui extract) writes them from the code's macros; a message's id is its
 * English text (scripts/lingui.ts). @lingui/vite-plugin compiles a catalog when it is imported;
 * a catalog missing a message or holding a broken ICU message fails the build (vite.config.ts),
 * and test/i18n/catalogs.test.ts fails when the catalogs are stale against the code.
 */
import { defineConfig } from '@lingui/conf';
import { formatter } from '@lingui/format-po';
import { sourceTextExtractor } from './scripts/lingui.ts';

export default defineConfig({
  sourceLocale: 'en',
  locales: ['en', 'ar'],
  fallbackLocales: { default: 'en' },
  catalogs: [{ path: '<rootDir>/src/i18n/locales/{locale}', include: ['<rootDir>/src'] }],
  format: formatter({ explicitIdAsDefault: true, lineNumbers: false }),
  extractors: [sourceTextExtractor],
  // The macros call the till's own i18n instance and hook (src/i18n), not Lingui's defaults.
  runtimeConfigModule: { i18n: ['#i18n', 'i18n'], useLingui: ['#i18n/react', 'useLingui'] },
});
