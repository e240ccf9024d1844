/**
 * The benchmark page, in two modes (`?products=N`, `&images=0`: cards without pictures):
 *
 * - `&store=1`: generates the catalog of N products (EAN-13 barcodes) and stores it in a
 *   fresh IndexedDB database as the active generation with its views (`storeCatalog`), as a
 *   complete sync leaves it; nothing is mounted. The runner then opens the page without it.
 * - otherwise: mounts the selling menu over that database as the selling screen does: a
 *   `CatalogSource` of the active generation (`useCatalogSource`: the head, then one listing
 *   at a time from IndexedDB) and the menu built from it (`useSourceMenu`), with the real
 *   catalog worker (`createCatalogQueries`) answering search and scans. The page never holds
 *   the whole catalog.
 *
 * `window.menuBench` lets the runner arm a measurement before a real tap, keystroke or scan
 * and read it back:
 * - a tap is timed from the click (captured on window, before React sees it) to the commit
 *   in which the tapped tab is selected and the Products list is not busy (its listing read),
 *   "render", and to the second animation frame after that commit, when the frame holding the
 *   new grid has been painted, "paint";
 * - a search from the last keystroke's input event (and from the moment the menu asked the
 *   worker, once the typing settled) to the commit that shows its results, and that paint;
 * - a scan from the Enter key that ends the scanner's burst to `onChoose` with the product.
 * Main-thread tasks over 50 ms are recorded from the start (PerformanceObserver 'longtask').
 */
import { useMemo, useState, type ReactNode } from 'react';
import { flushSync } from 'react-dom';
import { createRoot } from 'react-dom/client';
import '../../src/app/styles.css';
import type { Product } from '../../src/core/catalog';
import { OrderPanelSkeleton } from '../../src/cart/ui/OrderPanelSkeleton';
import { useCatalogSource, type HeldGeneration } from '../../src/app/catalog/useCatalogSource';
import { useSourceMenu } from '../../src/app/catalog/useSourceMenu';
import { DbProvider } from '../../src/app/data/DbProvider';
import { readActiveGeneration } from '../../src/db/activeGeneration';
import { PosDb } from '../../src/db/schema';
import { createCatalogQueries, type CatalogQueriesClient } from '../../src/menu/worker/client';
import type { SearchResult } from '../../src/menu/searchProducts';
import { INITIAL_MENU_STATE, menuStore } from '../../src/menu/ui/menuStore';
import { SellingMenu, type MenuChoice, type MenuQueries } from '../../src/menu/ui/SellingMenu';
import { storeCatalog } from '../../test/kit/storedCatalog';
import { benchCatalog } from './benchCatalog';
import { withEan13Barcodes } from './catalogQueries';

export interface TapTiming {
  renderMs: number;
  paintMs: number;
  /** The tap showed a listing the source did not hold: the grid was busy while it was read. */
  read: boolean;
}

export interface SearchTiming {
  /** Last keystroke's input event → the menu asks (the settle delay and a render). */
  settleMs: number;
  /** The menu asks → the answer is back on the main thread (the worker's part). */
  answerMs: number;
  /** The menu asks → results painted: the time after the settle. */
  askedPaintMs: number;
  /** Last keystroke's input event → results painted: what the cashier waits, settle included. */
  typedPaintMs: number;
  total: number;
}

export interface ScanTiming {
  /** Enter → `onChoose` with the product of the code. */
  chosenMs: number;
}

export interface LongTask {
  start: number;
  duration: number;
}

export interface MenuBenchApi {
  products: number;
  now(): number;
  /** Resolves once the catalog worker answers a question: it has read the generation and built its index. */
  warm(): Promise<void>;
  /** A new source of the generation (nothing held but the first listing), the menu back at its defaults; the worker is kept. */
  remount(): void;
  armTap(): void;
  tapResult(): Promise<TapTiming>;
  armSearch(text: string): void;
  searchResult(): Promise<SearchTiming>;
  armScan(code: string): void;
  /** Null when the keys were not read as a scan (the burst was too slow): the runner scans again. */
  scanResult(): Promise<ScanTiming | null>;
  gridNodes(): number;
  scrollGrid(to: 'end' | 'middle'): Promise<void>;
  longTasks(from: number, to: number): LongTask[];
}

declare global {
  interface Window {
    menuBench?: MenuBenchApi;
    /** Set once the store mode has stored the catalog. */
    menuBenchStored?: { generateMs: number; storeMs: number };
  }
}

/** Longest wait for a tap, search or scan to show before the measurement fails. */
const GIVE_UP_MS = 30_000;
/** A scan is asked in the Enter key's own handler: not asked this long after, the keys were not read as one. */
const SCAN_MISSED_MS = 1_000;

const longTasks: LongTask[] = [];
new PerformanceObserver((list) => {
  for (const entry of list.getEntries()) longTasks.push({ start: entry.startTime, duration: entry.duration });
}).observe({ type: 'longtask', buffered: true });

const frame = () => new Promise<number>((resolve) => requestAnimationFrame(() => resolve(performance.now())));

function gridList(): HTMLElement {
  const list = document.querySelector<HTMLElement>('[role="list"][aria-label="Products"]');
  if (!list) throw new Error('no Products list');
  return list;
}

/**
 * Resolves with the time of the first DOM change after which `done()` holds (checked at once
 * too), then with the second animation frame after it: the frame that holds it painted.
 */
function whenShown(done: () => boolean, what: string): Promise<{ rendered: number; painted: number }> {
  return new Promise((resolve, reject) => {
    let finished = false;
    const finish = () => {
      if (finished || !done()) return;
      finished = true;
      const rendered = performance.now();
      observer.disconnect();
      clearTimeout(timer);
      void frame()
        .then(frame)
        .then((painted) => resolve({ rendered, painted }));
    };
    const observer = new MutationObserver(finish);
    observer.observe(document.body, { subtree: true, childList: true, characterData: true, attributes: true });
    const timer = setTimeout(() => {
      observer.disconnect();
      reject(new Error(`${what}: not shown after ${GIVE_UP_MS} ms`));
    }, GIVE_UP_MS);
    finish();
  });
}

/** Records each search the menu asks, by text, to time the one the runner typed. */
interface Asked {
  at: number;
  answered?: { at: number; result: SearchResult };
}
const searches = new Map<string, Asked>();
let searchAnswered: ((text: string) => void) | null = null;
let scanAskedAt: number | null = null;
let chosen: ((choice: MenuChoice) => void) | null = null;
/** The last Enter key, seen before the scanner's own handler (registered before the menu mounts). */
let enterAt = 0;
let onEnter: (() => void) | null = null;
window.addEventListener(
  'keydown',
  (event) => {
    if (event.key !== 'Enter') return;
    enterAt = performance.now();
    onEnter?.();
  },
  { capture: true },
);

function timedQueries(queries: MenuQueries): MenuQueries {
  return {
    ...queries,
    search(text, allowed) {
      const asked: Asked = { at: performance.now() };
      searches.set(text, asked);
      return queries.search(text, allowed).then((result) => {
        if (result !== null) asked.answered = { at: performance.now(), result };
        searchAnswered?.(text);
        return result;
      });
    },
    scan(code, scale) {
      scanAskedAt = performance.now();
      return queries.scan(code, scale);
    },
  };
}

/** The card of the first product the grid shows: its name and the size of the list it belongs to. */
function firstCard(): { name: string; setSize: number } | null {
  const cell = gridList().querySelector('li[aria-posinset="1"]');
  if (!cell) return null;
  return { name: cell.querySelector('.product__name')?.textContent ?? '', setSize: Number(cell.getAttribute('aria-setsize')) };
}

/** The grid shows `result`: its first product first in a list of its length, or the note that nothing matched. */
function showsResult(result: SearchResult): boolean {
  const card = firstCard();
  if (result.products.length === 0) return card === null && (document.querySelector('.selling-menu__note')?.textContent ?? '').startsWith('No products match');
  const first: Product = result.products[0]!;
  return card !== null && card.name === first.name && card.setSize === result.products.length;
}

const query = new URLSearchParams(location.search);
const products = Number(query.get('products') ?? '1000');
const images = query.get('images') !== '0';
const db = new PosDb({ name: `bench-menu-${products}` });

function BenchTill({ queries }: { queries: CatalogQueriesClient }) {
  const held = useCatalogSource(queries, false);
  if (!held) return null;
  return <BenchMenu held={held} />;
}

function BenchMenu({ held }: { held: HeldGeneration }) {
  const { catalog, menuIndex, queries } = useSourceMenu(held.source, held.availability, false);
  const timed = useMemo(() => timedQueries(queries), [queries]);
  return (
    <SellingMenu
      index={menuIndex}
      queries={timed}
      digits={catalog.session.config.currency_decimals}
      orderHasLines={false}
      onBrandSwitched={() => {}}
      onChoose={(choice) => chosen?.(choice)}
    />
  );
}

/** The selling screen's layout: the menu beside the order column (an empty order's placeholder). */
function Layout({ children }: { children: ReactNode }) {
  return (
    <div className="selling" style={{ height: '100vh' }}>
      {children}
      <OrderPanelSkeleton />
    </div>
  );
}

let remount: () => void = () => {};

function Root({ queries }: { queries: CatalogQueriesClient }) {
  const [mount, setMount] = useState(0);
  // At once: the menu of the previous source is gone when remount() returns.
  remount = () => flushSync(() => setMount((n) => n + 1));
  return (
    <Layout>
      <DbProvider db={db}>
        <BenchTill key={mount} queries={queries} />
      </DbProvider>
    </Layout>
  );
}

async function store(): Promise<void> {
  await db.delete();
  await db.open();
  const t0 = performance.now();
  const catalog = withEan13Barcodes(benchCatalog(products, images));
  const t1 = performance.now();
  await storeCatalog(db, catalog);
  const t2 = performance.now();
  db.close();
  window.menuBenchStored = { generateMs: t1 - t0, storeMs: t2 - t1 };
}

/** The measurement armed by `arm…()`, handed over once by `…Result()`. */
function armed<T>(arm: string) {
  let pending: Promise<T> | null = null;
  return {
    set(measurement: Promise<T>): void {
      pending = measurement;
    },
    take(): Promise<T> {
      const measurement = pending ?? Promise.reject(new Error(`${arm}() first`));
      pending = null;
      return measurement;
    },
  };
}

function api(queries: CatalogQueriesClient): MenuBenchApi {
  const tap = armed<TapTiming>('armTap');
  const search = armed<SearchTiming>('armSearch');
  const scan = armed<ScanTiming | null>('armScan');
  return {
    products,
    now: () => performance.now(),
    async warm() {
      const gen = await readActiveGeneration(db);
      if (gen === null) throw new Error('no active generation');
      await queries.products(gen, [1]);
    },
    remount() {
      menuStore.setState({ ...INITIAL_MENU_STATE });
      remount();
    },
    armTap() {
      tap.set(new Promise((resolve, reject) => {
        window.addEventListener(
          'click',
          (event) => {
            const start = performance.now();
            const clicked = (event.target as Element).closest('[role="tab"]');
            const list = clicked?.closest('[role="tablist"]')?.getAttribute('aria-label');
            const label = clicked?.textContent;
            if (!clicked || !list) return reject(new Error('the click was not on a tab'));
            let read = false;
            // A listing read marks the grid busy until the listing is shown: every change of
            // the mark is seen, even one made and taken back between two frames (a listing's
            // first record read faster than a frame).
            const marks = new MutationObserver(() => {
              if (document.querySelector('[role="list"][aria-label="Products"][aria-busy]')) read = true;
            });
            marks.observe(document.body, { subtree: true, childList: true, attributes: true, attributeFilter: ['aria-busy'] });
            // The tab itself, or the one of its name if the tabs were drawn anew.
            const selected = () =>
              clicked.isConnected
                ? clicked.getAttribute('aria-selected') === 'true'
                : document.querySelector(`[role="tablist"][aria-label="${list}"] [role="tab"][aria-selected="true"]`)?.textContent === label;
            whenShown(() => {
              const busy = gridList().hasAttribute('aria-busy');
              read ||= busy;
              return selected() && !busy;
            }, `tap on ${list} "${label}"`).then(
              ({ rendered, painted }) => {
                marks.disconnect();
                resolve({ renderMs: rendered - start, paintMs: painted - start, read });
              },
              (error: unknown) => {
                marks.disconnect();
                reject(error instanceof Error ? error : new Error(String(error)));
              },
            );
          },
          { capture: true, once: true },
        );
      }));
    },
    tapResult: () => tap.take(),
    armSearch(text) {
      searches.delete(text);
      let typed = 0;
      const onInput = () => {
        typed = performance.now();
      };
      window.addEventListener('input', onInput, { capture: true });
      search.set(new Promise((resolve, reject) => {
        searchAnswered = (answered) => {
          const asked = searches.get(text);
          if (answered !== text || !asked?.answered) return;
          searchAnswered = null;
          window.removeEventListener('input', onInput, { capture: true });
          const { result, at } = asked.answered;
          whenShown(() => showsResult(result), `search "${text}"`).then(({ painted }) => {
            resolve({
              settleMs: asked.at - typed,
              answerMs: at - asked.at,
              askedPaintMs: painted - asked.at,
              typedPaintMs: painted - typed,
              total: result.total,
            });
          }, reject);
        };
      }));
    },
    searchResult: () => search.take(),
    armScan(code) {
      scanAskedAt = null;
      scan.set(new Promise((resolve, reject) => {
        let missed: ReturnType<typeof setTimeout> | undefined;
        const done = (result: ScanTiming | null) => {
          onEnter = null;
          chosen = null;
          clearTimeout(missed);
          clearTimeout(giveUp);
          resolve(result);
        };
        onEnter = () => {
          missed = setTimeout(() => {
            if (scanAskedAt === null) done(null);
          }, SCAN_MISSED_MS);
        };
        const giveUp = setTimeout(() => reject(new Error(`scan ${code}: nothing chosen after ${GIVE_UP_MS} ms`)), GIVE_UP_MS);
        chosen = ({ product }) => {
          if (product.barcode_value !== code) return reject(new Error(`scan ${code} chose product ${product.id} (${product.barcode_value})`));
          done({ chosenMs: performance.now() - enterAt });
        };
      }));
    },
    scanResult: () => scan.take(),
    gridNodes() {
      const walker = document.createTreeWalker(gridList());
      let count = 0;
      while (walker.nextNode()) count++;
      return count;
    },
    async scrollGrid(to) {
      const scroller = gridList().parentElement!;
      scroller.scrollTop = to === 'end' ? scroller.scrollHeight : scroller.scrollHeight / 2;
      await frame();
      await frame();
    },
    longTasks: (from, to) => longTasks.filter((t) => t.start + t.duration > from && t.start < to),
  };
}

if (query.get('store') === '1') {
  void store();
} else {
  const queries = createCatalogQueries(db);
  window.menuBench = api(queries);
  createRoot(document.getElementById('root')!).render(<Root queries={queries} />);
}
