/**
 * The benchmark page: builds a catalog of `?products=N` (`&images=0`: without images) in the page, mounts the selling menu
 * on it, and offers `window.menuBench` to the runner: arm a measurement before a real tap,
 * read how long the tap took to render and to reach the screen, count the grid's DOM nodes.
 *
 * A tap is timed from the click event (captured on window, before React sees it) to the
 * first task after React's synchronous re-render ("render"), and to the second animation
 * frame after it, when the frame holding the new grid has been painted ("paint").
 */
import { createRoot } from 'react-dom/client';
import '../../src/app/styles.css';
import { buildMenuIndex } from '../../src/menu/menuIndex';
import { createMenuStore } from '../../src/menu/ui/menuStore';
import { fullIndexQueries } from '../../src/menu/ui/fullIndexQueries';
import { SellingMenu } from '../../src/menu/ui/SellingMenu';
import { benchCatalog } from './benchCatalog';

export interface TapTiming {
  renderMs: number;
  paintMs: number;
}

export interface MenuBenchApi {
  products: number;
  generateMs: number;
  indexMs: number;
  arm(): void;
  result(): Promise<TapTiming>;
  gridNodes(): number;
  scrollGrid(to: 'end' | 'middle'): Promise<void>;
}

declare global {
  interface Window {
    menuBench?: MenuBenchApi;
  }
}

const frame = () => new Promise<number>((resolve) => requestAnimationFrame(() => resolve(performance.now())));

/** Runs after pending microtasks and React's synchronous work, ahead of the next frame. */
function afterCurrentTask(): Promise<number> {
  return new Promise((resolve) => {
    const channel = new MessageChannel();
    channel.port1.onmessage = () => resolve(performance.now());
    channel.port2.postMessage(null);
  });
}

function gridList(): HTMLElement {
  const list = document.querySelector<HTMLElement>('[role="list"][aria-label="Products"]');
  if (!list) throw new Error('no Products list');
  return list;
}

const query = new URLSearchParams(location.search);
const products = Number(query.get('products') ?? '1000');
const t0 = performance.now();
const catalog = benchCatalog(products, query.get('images') !== '0');
const t1 = performance.now();
const index = buildMenuIndex(catalog);
const t2 = performance.now();

let pending: Promise<TapTiming> | null = null;

window.menuBench = {
  products,
  generateMs: t1 - t0,
  indexMs: t2 - t1,
  arm() {
    pending = new Promise((resolve) => {
      window.addEventListener(
        'click',
        () => {
          performance.mark('tap');
          const start = performance.now();
          void (async () => {
            const rendered = await afterCurrentTask();
            await frame();
            const painted = await frame();
            performance.measure('tap-to-paint', 'tap');
            resolve({ renderMs: rendered - start, paintMs: painted - start });
          })();
        },
        { capture: true, once: true },
      );
    });
  },
  result() {
    if (!pending) return Promise.reject(new Error('arm() first'));
    const p = pending;
    pending = null;
    return p;
  },
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
};

createRoot(document.getElementById('root')!).render(
  <div style={{ height: '100vh' }}>
    <SellingMenu
      index={index}
      queries={fullIndexQueries(index)}
      digits={catalog.session.config.currency_decimals}
      orderHasLines={false}
      store={createMenuStore()}
      onBrandSwitched={() => {}}
      onChoose={() => {}}
    />
  </div>,
);
