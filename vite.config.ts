import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import { VitePWA } from 'vite-plugin-pwa';
import { lingui } from '@lingui/vite-plugin';
import { linguiMacros } from './scripts/lingui.ts';
import type { Plugin } from 'vite';
import path from 'node:path';

/**
 * The app shell is precached by a Workbox service worker; a new version waits until the
 * cashier applies it (registerType 'prompt'). API calls are never served from a cache: the
 * catalog lives in IndexedDB. Images (product, category, brand) are cached at run time,
 * cache-first, with an entry cap and expiry, and dropped first under storage pressure. They are
 * fetched with CORS (the <img> tags say crossorigin="anonymous"), so a cached entry has its real
 * status and size; the image server must send Access-Control-Allow-Origin.
 */
const devEmulator = process.env.POS_DEV_EMULATOR;
const buildTag = process.env.POS_BUILD_TAG?.replace(/[^a-z0-9]/gi, '');

/**
 * Content-Security-Policy of the built app, as a meta tag: scripts, styles, workers and the
 * manifest from the app's own origin only (no inline script, no eval). Connections and images
 * go to the app's origin and the POS server: `POS_SERVER_ORIGINS` (space-separated origins,
 * e.g. `https://pos.example.com https://media.example.com`) pins them at build time; without
 * it any http(s) server the terminal is connected to is allowed, since the server is typed in
 * at run time.
 */
export function contentSecurityPolicy(serverOrigins = process.env.POS_SERVER_ORIGINS?.trim()): string {
  const servers = serverOrigins ? serverOrigins.split(/\s+/).join(' ') : 'https: http:';
  return [
    "default-src 'self'",
    "script-src 'self'",
    "style-src 'self'",
    `img-src 'self' data: blob: ${servers}`,
    `connect-src 'self' ${servers}`,
    "worker-src 'self'",
    "manifest-src 'self'",
    "font-src 'self'",
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
  ].join('; ');
}

/** What a build without `POS_SERVER_ORIGINS` allows, said when it is built. */
export const OPEN_CSP_WARNING =
  'POS_SERVER_ORIGINS is not set: the Content-Security-Policy lets the app connect to and load images from ANY http(s) ' +
  'server (connect-src and img-src "https: http:"). Scripts stay limited to the app itself. Set POS_SERVER_ORIGINS ' +
  '(space-separated origins of the POS server and its image host) to pin them.';

/**
 * The CSP meta tag, injected first in <head> so no tag before it can load anything unchecked.
 * A build without `POS_SERVER_ORIGINS` warns what its policy allows.
 */
export function cspPlugin(serverOrigins = process.env.POS_SERVER_ORIGINS?.trim(), warn?: (message: string) => void): Plugin {
  return {
    name: 'pos-csp',
    apply: 'build',
    configResolved(config) {
      if (!serverOrigins) (warn ?? ((message: string) => config.logger.warn(message)))(OPEN_CSP_WARNING);
    },
    transformIndexHtml: () => [
      {
        tag: 'meta',
        attrs: { 'http-equiv': 'Content-Security-Policy', content: contentSecurityPolicy(serverOrigins) },
        injectTo: 'head-prepend',
      },
    ],
  };
}

/**
 * The first load's stages (src/app/main.tsx imports each dynamically, so each is evaluated in
 * a task of its own) are preloaded by index.html: every script of every stage is fetched from
 * the start, in parallel, as a static import would be, and counts in the first load
 * (`bench:size`). Only the entry's own dynamic imports and their static imports are named;
 * what a stage loads later (a dialog, a catalog) is not.
 */
export function stagedBootPreload(): Plugin {
  return {
    name: 'pos-staged-boot-preload',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      handler(_html, ctx) {
        const { bundle, chunk } = ctx;
        if (!bundle || !chunk) return [];
        const closure = (roots: readonly string[], seen = new Set<string>([chunk.fileName])) => {
          const visit = (file: string) => {
            const found = bundle[file];
            if (!found || found.type !== 'chunk' || seen.has(file)) return;
            seen.add(file);
            found.imports.forEach(visit);
          };
          roots.forEach(visit);
          return seen;
        };
        // Vite preloads the entry's static imports itself.
        const preloaded = closure(chunk.imports);
        const files = [...closure(chunk.dynamicImports, new Set(preloaded))].filter((file) => !preloaded.has(file));
        // A stage's style sheets too: loaded up front, they are in place before its first paint.
        const styles = files.flatMap((file) => {
          const found = bundle[file];
          return found?.type === 'chunk' ? [...(found.viteMetadata?.importedCss ?? [])] : [];
        });
        const link = (rel: string, file: string) => ({ tag: 'link', attrs: { rel, crossorigin: true, href: `/${file}` }, injectTo: 'head' as const });
        return [...new Set(styles)].map((file) => link('stylesheet', file)).concat(files.map((file) => link('modulepreload', file)));
      },
    },
  };
}

/** What the first-load rule reads of a module of the build's graph (Rolldown's ModuleInfo). */
export interface GraphModule {
  importedIds: readonly string[];
  dynamicallyImportedIds: readonly string[];
  importers: readonly string[];
}

/**
 * The modules of the first load that a later chunk imports too. The first load is what the
 * entries import statically, the stages those modules import dynamically (src/app/main.tsx),
 * and all the stages import statically, as `stagedBootPreload` preloads it; a module of it that
 * a module the till loads later imports is shared. Derived from the graph, so a module joins or leaves the
 * shared file as the imports change.
 */
export function firstLoadShared(entries: readonly string[], moduleOf: (id: string) => GraphModule | null): Set<string> {
  const closure = (roots: readonly string[], edges: (m: GraphModule) => readonly string[], seen = new Set<string>()) => {
    const visit = (id: string) => {
      const found = seen.has(id) ? null : moduleOf(id);
      if (!found) return;
      seen.add(id);
      edges(found).forEach(visit);
    };
    roots.forEach(visit);
    return seen;
  };
  const firstLoad = closure(entries, (m) => m.importedIds);
  const stages = [...firstLoad].flatMap((id) => moduleOf(id)?.dynamicallyImportedIds ?? []);
  closure(stages, (m) => m.importedIds, firstLoad);
  // What the till loads later: another page (the customer display) shares chunks, not the file.
  const till = closure(entries, (m) => [...m.importedIds, ...m.dynamicallyImportedIds]);
  return new Set([...firstLoad].filter((id) => moduleOf(id)?.importers.some((importer) => till.has(importer) && !firstLoad.has(importer))));
}

/**
 * The first load's shared file: the modules of the first load that lazily loaded chunks import
 * too (`firstLoadShared`, read from the graph once the build has it), with what they import, in
 * one file instead of a dozen small ones: one file compresses better than many, and a dialog
 * loaded later fetches nothing the first load already ran. `npm run bench:size` lists what the
 * first load holds.
 */
export function firstLoadSharedChunk(): { plugin: Plugin; test: (id: string) => boolean } {
  let shared = new Set<string>();
  return {
    plugin: {
      name: 'pos-first-load-shared',
      apply: 'build',
      buildEnd() {
        const ids = [...this.getModuleIds()];
        // The till's entry only: the customer display, kitchen screen and ready board are pages of their own.
        const till = ids.filter((id) => this.getModuleInfo(id)?.isEntry && id.endsWith('/index.html'));
        shared = firstLoadShared(till, (id) => this.getModuleInfo(id));
      },
    },
    test: (id) => shared.has(id),
  };
}

const firstLoadChunk = firstLoadSharedChunk();

/**
 * `npm run dev`: the dev server hands the app the emulator's provisioning file (its URL and its
 * unused enrolment code, never a key), as `npm start` does.
 */
function devConfig(): Plugin {
  return {
    name: 'pos-dev-config',
    apply: 'serve',
    configureServer(server) {
      if (!devEmulator) return;
      server.middlewares.use('/config.json', (_req, res) => {
        void fetch(`${devEmulator}/__emulator/provisioning`)
          .then((answer) => answer.text())
          .then(
            (text) => {
              res.setHeader('content-type', 'application/json');
              res.end(text);
            },
            () => {
              res.statusCode = 404;
              res.end();
            },
          );
      });
    },
  };
}

export default defineConfig({
  plugins: [
    // The Lingui macros name each message by its English text (scripts/lingui.ts).
    linguiMacros(),
    react(),
    // The message catalogs compile at build time; a missing or broken message fails the build.
    lingui({ failOnMissing: true, failOnCompileError: true }),
    devConfig(),
    cspPlugin(),
    stagedBootPreload(),
    firstLoadChunk.plugin,
    VitePWA({
      registerType: 'prompt',
      injectRegister: false,
      includeAssets: ['icons/icon.svg', 'icons/apple-touch-icon.png'],
      manifest: {
        id: '/',
        name: 'Point of Sale',
        short_name: 'POS',
        description: 'Offline-first point of sale for cashiers and self-order kiosks',
        start_url: '/',
        scope: '/',
        display: 'standalone',
        orientation: 'any',
        background_color: '#f4f6f9',
        theme_color: '#1f3a5f',
        icons: [
          { src: '/icons/icon-192.png', sizes: '192x192', type: 'image/png', purpose: 'any' },
          { src: '/icons/icon-512.png', sizes: '512x512', type: 'image/png', purpose: 'any' },
          { src: '/icons/maskable-512.png', sizes: '512x512', type: 'image/png', purpose: 'maskable' },
        ],
      },
      workbox: {
        globPatterns: ['**/*.{js,css,html,svg,png,webmanifest}'],
        cleanupOutdatedCaches: true,
        clientsClaim: true,
        skipWaiting: false,
        navigateFallback: '/index.html',
        navigateFallbackDenylist: [/^\/api\//, /^\/__emulator\//, /^\/images\//, /^\/config\.json$/],
        runtimeCaching: [
          {
            // <img> loads, and the background warm-up's fetch() of the same URLs (no destination).
            urlPattern: ({ request, url }) =>
              request.destination === 'image' || /\.(avif|gif|jpe?g|png|svg|webp|bmp|ico)$/i.test(url.pathname),
            handler: 'CacheFirst',
            options: {
              cacheName: 'pos-images',
              expiration: { maxEntries: 4000, maxAgeSeconds: 30 * 24 * 3600, purgeOnQuotaError: true },
              // Only real answers: an opaque (status 0) response is counted as about 7 MB of quota
              // by Chromium, and a failure cached would be served as the image for a month.
              cacheableResponse: { statuses: [200] },
              // An image server answering CORS says `Vary: Origin` (the emulator does, as CDNs
              // do); the warm-up's fetch and the card's <img> ask with different headers, so
              // the cached image would never be matched offline. An image URL names one image.
              matchOptions: { ignoreVary: true },
            },
          },
        ],
      },
    }),
  ],
  build: {
    target: 'es2022',
    // The till runs in Chromium, which preloads modules natively: no polyfill in the first load.
    // A chunk loaded later fetches its own imports (from the service worker's cache, offline
    // too) rather than the first load carrying every later chunk's list of imports (2 KB
    // gzipped of file names). The page's own preloads (index.html) stay; so does a later
    // chunk's CSS, which Vite adds apart from this list.
    modulePreload: { polyfill: false, resolveDependencies: (_file, deps, { hostType }) => (hostType === 'html' ? deps : []) },
    sourcemap: true,
    // POS_BUILD_TAG names every script differently, as a release whose chunks all changed does:
    // e2e/update.spec.ts builds a second version with it.
    rolldownOptions: {
      // The till, and the pages of their own outside its first load: the customer display's
      // window, the kitchen screen and the ready board.
      input: {
        index: path.resolve(import.meta.dirname, 'index.html'),
        display: path.resolve(import.meta.dirname, 'display.html'),
        kitchen: path.resolve(import.meta.dirname, 'kitchen.html'),
        board: path.resolve(import.meta.dirname, 'board.html'),
      },
      output: {
        // What the first load shares with the chunks loaded later travels in one file of it.
        codeSplitting: { groups: [{ name: 'shared', test: firstLoadChunk.test }] },
        ...(buildTag ? { entryFileNames: `assets/[name]-${buildTag}-[hash].js`, chunkFileNames: `assets/[name]-${buildTag}-[hash].js` } : {}),
      },
    },
  },
  worker: { plugins: () => [linguiMacros()] },
  server: { port: 5173 },
});
