/*
 * Installed after probes.js: records every IndexedDB getAll of the page's main thread that
 * returns more than 1,000 rows, as `window.__bench.bigReads` entries {store, start, ms, rows}
 * (times from navigation start). Shows how often the UI reads a whole catalog table.
 */
(() => {
  // Init scripts also run in about:blank, where storage is denied.
  if (!location.protocol.startsWith('http')) return;
  const bench = window.__bench;
  bench.bigReads = [];
  const wrap = (proto, storeName) => {
    const original = proto.getAll;
    proto.getAll = function (...args) {
      const start = performance.now();
      const req = original.apply(this, args);
      req.addEventListener('success', () => {
        // A stored chunk of products counts as the products it holds.
        const rows = Array.isArray(req.result)
          ? req.result.reduce((n, r) => n + (Array.isArray(r?.products) ? r.products.length : 1), 0)
          : 0;
        if (rows > 1000) bench.bigReads.push({ store: storeName(this), start, ms: performance.now() - start, rows });
      });
      return req;
    };
  };
  wrap(IDBObjectStore.prototype, (store) => store.name);
  wrap(IDBIndex.prototype, (index) => `${index.objectStore.name}.${index.name}`);
})();
