/**
 * Lingui: the message catalogs (`src/i18n/locales/<code>.po`, msgid = the English text) and
 * how they compile. @lingui/vite-plugin compiles each catalog when it is imported; a catalog
 * missing a message or holding a broken ICU message fails the build (vite.config.ts).
 */
import { defineConfig } from '@lingui/conf';
import { formatter } from '@lingui/format-po';

export default defineConfig({
  sourceLocale: 'en',
  locales: ['en', 'ar'],
  fallbackLocales: { default: 'en' },
  catalogs: [{ path: '<rootDir>/src/i18n/locales/{locale}', include: ['<rootDir>/src'] }],
  format: formatter({ explicitIdAsDefault: true, lineNumbers: false }),
});
