import { setupI18n, type MessageDescriptor } from '@lingui/core';
import type { CompiledMessage } from '@lingui/message-utils/compileMessage';
/**
 * A catalog name as a person reads it: the second-language name (`localize_name`, service
 * interface 2.2, 2.6, 2.7) when the language on screen is the catalog's second language and
 * the row has one, else `name`. Orders keep both names as snapshots, so a receipt reprinted
 * later needs no catalog.
 */
export interface Named {
  name: string;
  /** Absent on lines stored before the second-language name was kept. */
  localize_name?: string | null;
}

export function localName(row: Named, localNames: boolean): string {
  const local = row.localize_name?.trim();
  return localNames && local ? local : row.name;
}

/**
 * Turns a message of the catalogs (a descriptor written with the `msg` macro of
 * `@lingui/core/macro`) into the words on the screen; a plain string (the server's own words)
 * shows as it came. The pure rules take it as an argument, so they stay free of the i18n layer;
 * the screens pass the language on screen's (`useLanguage().translate`).
 */
/** A message kept as data (a `msg` descriptor), or the server's own words. */
export type Message = MessageDescriptor | string;

export type Translate = (message: Message) => string;

/**
 * What a Lingui instance does with a message it has no entry for: shows it as it is. The macros
 * leave the English compiled at build time where it needs the runtime (scripts/lingui.ts), so
 * nothing is compiled here, and a text that is no message (the server's words) keeps its braces.
 */
export const asItIs = (message: string): CompiledMessage => [message];

/**
 * A catalog whose only keys are its messages: Lingui looks an id up with `messages[id]`, and in
 * a plain object the server's "constructor" or "toString" would find what every object inherits
 * and be shown as a function's source. Every catalog is loaded through this.
 */
export function ownKeys<T extends object>(messages: T): T {
  return Object.assign(Object.create(null) as T, messages);
}

const source = setupI18n({ locale: 'en', messages: { en: ownKeys({}) } }).setMessagesCompiler(asItIs);

/**
 * The source language without the i18n layer: a message's English, placeholders filled in. The
 * pure rules default to it, so their plain-text results (and their tests) read in English.
 */
export const english: Translate = (message) => (typeof message === 'string' ? source._(message) : source._(message));
