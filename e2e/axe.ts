/**
 * Accessibility checks with axe-core: WCAG 2.1 A and AA rules (colour contrast among them)
 * over the page or one part of it, failing on serious and critical findings.
 *
 * Every check runs once per entry of LANGUAGES, chosen on the running till by its `choose`
 * step before the screen is opened, so a language added to the till is checked by adding one
 * entry here: its name, the `lang` the document then carries, and how a cashier picks it.
 */
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import AxeBuilder from '@axe-core/playwright';
import { expect, type Page } from '@playwright/test';
import { chooseLanguage } from './helpers';

export interface Language {
  name: string;
  /** The document's `lang` once the language is chosen. */
  lang: string;
  /** Picks the language on an open till; English is the till's own. */
  choose(page: Page): Promise<void>;
  /** A message of the catalog (its English text) as this language shows it: the names a test finds. */
  say(message: string): string;
  /** A catalog row's name as this language shows it: `localize_name` where it shows second-language names. */
  local(row: { name: string; localize_name?: string }): string;
}

/** The till's own catalog of `code` (src/i18n/locales), read as the test runs: msgid to msgstr. */
function catalog(code: string): Map<string, string> {
  const po = readFileSync(fileURLToPath(new URL(`../src/i18n/locales/${code}.po`, import.meta.url)), 'utf8');
  const pairs = po.matchAll(/^msgid ("(?:[^"\\]|\\.)*")\nmsgstr ("(?:[^"\\]|\\.)*")$/gm);
  return new Map([...pairs].map((m) => [JSON.parse(m[1]!) as string, JSON.parse(m[2]!) as string]));
}

const arabic = catalog('ar');

export const LANGUAGES: readonly Language[] = [
  { name: 'English', lang: 'en', choose: async () => {}, say: (message) => message, local: (row) => row.name },
  {
    name: 'Arabic',
    lang: 'ar',
    choose: async (page) => {
      await chooseLanguage(page, 'العربية');
      await expect(page.locator('html')).toHaveAttribute('lang', 'ar');
    },
    say: (message) => {
      const said = arabic.get(message);
      if (said === undefined) throw new Error(`"${message}" is not a message of the Arabic catalog`);
      return said;
    },
    local: (row) => row.localize_name ?? row.name,
  },
];

const SERIOUS = new Set(['serious', 'critical']);
/**
 * Rules axe leaves "to review" that are certain here: a name on an element of no role (a
 * plain span labelled "Order total") is dropped by screen readers, which then read the
 * amount alone.
 */
const CERTAIN = new Set(['aria-prohibited-attr']);

/** Serious and critical axe findings inside `scope` (a CSS selector; the whole page when omitted), one line each. */
export async function seriousViolations(page: Page, scope?: string): Promise<string[]> {
  let builder = new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']);
  if (scope !== undefined) builder = builder.include(scope);
  const { violations, incomplete } = await builder.analyze();
  return [...violations, ...incomplete.filter((v) => CERTAIN.has(v.id))]
    .filter((v) => SERIOUS.has(v.impact ?? ''))
    .flatMap((v) => v.nodes.map((n) => `${v.id} (${v.impact}): ${n.target.join(' ')}: ${n.failureSummary ?? v.help}`));
}

/** Fails with every serious or critical finding listed, and checks the document's language. */
export async function expectAccessible(page: Page, language: Language, scope?: string) {
  await expect(page.locator('html')).toHaveAttribute('lang', language.lang);
  expect(await seriousViolations(page, scope)).toEqual([]);
}
