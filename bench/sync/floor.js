/*
 * The floor of a full sync, evaluated in the app's page right after the app's own sync:
 * the least work any sync must do with the same data. Given the server and the key the
 * enrolled terminal uses (the served `/config.json` holds no key), reads the small routes
 * (categories, modifiers, brands) together, then every add-on page and every
 * product page in order with the app's page size; each body is read as text and JSON.parse'd.
 * Then one readwrite transaction on a scratch database with one put-loop per store, products
 * one record per served page as the app stores them, the other tables one record per row.
 * No validation, no decoding, no generations.
 * Defines `window.__benchSyncFloor({ pageSize, serverUrl, apiKey })` -> { totalMs, fetchParseMs, parseMs, writeMs,
 * bytes, rows, rowWriteMs }. `rowWriteMs` is not part of the floor: the products written once
 * more, one record per product, to show what the per-record cost of IndexedDB is.
 */
(() => {
  // Init scripts also run in about:blank, where storage is denied.
  if (!location.protocol.startsWith('http')) return;
  const SCRATCH = 'bench-sync-floor';
  const STORES = { products: 'id', addons: 'id', categories: 'id', modifierGroups: 'id', brands: 'brand_id' };
  const PER_ROW = 'productRows';

  const request = (req) =>
    new Promise((resolve, reject) => {
      req.onsuccess = () => resolve(req.result);
      req.onerror = () => reject(req.error);
    });

  const openScratch = () =>
    new Promise((resolve, reject) => {
      const req = indexedDB.open(SCRATCH, 1);
      req.onupgradeneeded = () => {
        for (const name of Object.keys(STORES)) req.result.createObjectStore(name);
        req.result.createObjectStore(PER_ROW);
      };
      req.onsuccess = () => resolve(req.result);
      req.onerror = () => reject(req.error);
    });

  window.__benchSyncFloor = async ({ pageSize, serverUrl, apiKey }) => {
    await request(indexedDB.deleteDatabase(SCRATCH));
    const headers = { Accept: 'application/json', Authorization: `Bearer ${apiKey}` };
    let parseMs = 0;
    let bytes = 0;
    const getJson = async (path, method = 'GET') => {
      const res = await fetch(serverUrl + path, { method, headers, credentials: 'omit' });
      const text = await res.text();
      bytes += text.length;
      const before = performance.now();
      const body = JSON.parse(text);
      parseMs += performance.now() - before;
      return body;
    };
    const pages = [];
    const listing = async (addon) => {
      const rows = [];
      for (let page = 1; ; page++) {
        const body = await getJson(`/api/v2/products?current_page=${page}&page_limit=${pageSize}${addon ? '&addon=1' : ''}`);
        const data = body.data;
        const served = data.products ?? [];
        if (!addon) pages.push(served);
        for (const row of served) rows.push(row);
        if (page * data.records_per_page >= data.total_records || served.length === 0) return rows;
      }
    };

    const started = performance.now();
    const db = await openScratch();
    const [categories, modifiers, brands] = await Promise.all([
      getJson('/api/v2/categories'),
      getJson('/api/v2/modifiers', 'POST'),
      getJson('/api/v2/brands'),
    ]);
    const addons = await listing(true);
    const products = await listing(false);
    const fetched = performance.now();

    const tables = { products, addons, categories, modifierGroups: modifiers.data ?? [], brands: brands.data ?? [] };
    await new Promise((resolve, reject) => {
      const tx = db.transaction(Object.keys(STORES), 'readwrite');
      const pageStore = tx.objectStore('products');
      pages.forEach((rows, i) => pageStore.put(rows, i));
      for (const [name, rows] of Object.entries(tables)) {
        if (name === 'products') continue;
        const store = tx.objectStore(name);
        const keyOf = STORES[name];
        // Out-of-line keys: a generated row without a usable id must not abort the floor.
        rows.forEach((row, i) => store.put(row, typeof row?.[keyOf] === 'number' ? row[keyOf] : -1 - i));
      }
      tx.oncomplete = resolve;
      tx.onerror = () => reject(tx.error);
      tx.onabort = () => reject(tx.error);
    });
    const written = performance.now();

    await new Promise((resolve, reject) => {
      const tx = db.transaction(PER_ROW, 'readwrite');
      const store = tx.objectStore(PER_ROW);
      products.forEach((row, i) => store.put(row, typeof row?.id === 'number' ? row.id : -1 - i));
      tx.oncomplete = resolve;
      tx.onerror = () => reject(tx.error);
      tx.onabort = () => reject(tx.error);
    });
    const rowWriteMs = performance.now() - written;
    db.close();
    await request(indexedDB.deleteDatabase(SCRATCH));
    const rows = Object.fromEntries(Object.entries(tables).map(([name, list]) => [name, list.length]));
    return { totalMs: written - started, fetchParseMs: fetched - started, parseMs, writeMs: written - fetched, bytes, rows, rowWriteMs };
  };
})();
