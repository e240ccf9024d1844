/**
 * The user guide is one page per part of the till in docs/guide/, each short enough to read
 * whole, and docs/user-guide.md is their index: every page is listed there, so a link to the
 * guide still leads to every page, and each section linked to is on its page.
 */
import path from 'node:path';
import { describe, expect, test } from 'vitest';
import { filesUnder, read } from './docs';

const INDEX = 'docs/user-guide.md';
/** The most lines a page of the guide may have. */
const MAX_LINES = 300;

const pages = filesUnder('docs/guide', (name) => name.endsWith('.md'));

/** The lines of a file as an editor counts them (a last newline ends a line, it starts none). */
export const lineCount = (text: string): number => text.replace(/\n$/, '').split('\n').length;

/** GitHub's anchor for a heading: lower case, punctuation dropped, blanks as hyphens. */
export const anchor = (heading: string): string =>
  heading
    .toLowerCase()
    .replace(/[^\p{L}\p{N}_\- ]/gu, '')
    .replace(/ /g, '-');

describe('the user guide, page by page', () => {
  test('the guide has its pages', () => {
    expect(pages.length).toBeGreaterThan(1);
  });

  test(`every page of docs/guide/ is under ${MAX_LINES} lines`, () => {
    const long = pages.filter((page) => lineCount(read(page)) >= MAX_LINES).map((page) => `${page}: ${lineCount(read(page))} lines`);
    expect(long, 'split the page: a page of the guide is read whole').toEqual([]);
  });

  test('every page of docs/guide/ is listed in docs/user-guide.md', () => {
    const index = read(INDEX);
    const unlisted = pages.filter((page) => !index.includes(`](${page.replace('docs/', '')})`));
    expect(unlisted, `list the page in ${INDEX}: its link, what it covers and its sections`).toEqual([]);
  });

  test('every link to a section of a page, from the index or another page, names a heading of that page', () => {
    const headings = (page: string) => read(page).split('\n').flatMap((line) => (/^#{1,6} /.test(line) ? [anchor(line.replace(/^#+ /, ''))] : []));
    const links = [INDEX, ...pages].flatMap((doc) =>
      [...read(doc).matchAll(/\]\(((?:guide\/)?[\w-]+\.md)#([^)]+)\)/g)].map(([link, target, hash]) => ({ doc, link, page: path.posix.join(path.posix.dirname(doc), target!), hash: hash! })),
    );
    expect(links.filter((l) => l.doc === INDEX).length).toBeGreaterThan(pages.length);
    const missing = links.filter((l) => l.page.startsWith('docs/guide/') && !headings(l.page).includes(l.hash)).map((l) => `${l.doc}: ${l.link}`);
    expect(missing, 'link to a heading the page has, as GitHub spells its anchor').toEqual([]);
  });

  test('lines and anchors are counted as a reader meets them', () => {
    expect(lineCount('a\nb\n')).toBe(2);
    expect(lineCount('a\nb')).toBe(2);
    expect(anchor('The status bar and "More"')).toBe('the-status-bar-and-more');
    expect(anchor("Installing on a tablet and a shop's line")).toBe('installing-on-a-tablet-and-a-shops-line');
    expect(anchor('Refused while anything waits: logging out, clearing the data, another server')).toBe('refused-while-anything-waits-logging-out-clearing-the-data-another-server');
  });
});
