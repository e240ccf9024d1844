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

/** Both names, `name / localize_name`, for a receipt that prints both (a terminal setting). */
export function bothNames(row: Named): string {
  const local = row.localize_name?.trim();
  return local && local !== row.name ? `${row.name} / ${local}` : row.name;
}

/**
 * Turns a message of the catalog (its English text, the id) into the words on the screen.
 * The pure rules take it as an argument, so they stay free of the i18n runtime.
 */
export type Translate = (message: string, values?: Record<string, string | number>) => string;

/**
 * The source language without the i18n runtime: each `{name}` replaced by its value. The pure
 * rules default to it, so their plain-text results (and their tests) read in English.
 */
export const english: Translate = (message, values) => message.replace(/\{(\w+)\}/g, (whole, key: string) => (values && Object.hasOwn(values, key) ? String(values[key]) : whole));

/**
 * Marks a message of the catalog that is kept as data and translated where it is shown
 * (`t(error)`): it returns the message as it is, and lets the catalog check find it.
 */
export const msg = (message: string): string => message;
