/*
 * Installed after probes.js: polls the app's database (`pos`, store `syncMeta`, row 'sync')
 * every 20 ms with raw IndexedDB and marks `activeGen` in `window.__bench.marks` the first
 * time a generation is active. A read waits for a running write transaction on syncMeta, so
 * the mark follows the switch's commit by at most one poll interval. It never creates or
 * upgrades the database: an open that would create it is aborted.
 */
(() => {
  // Init scripts also run in about:blank, where storage is denied.
  if (!location.protocol.startsWith('http')) return;
  const bench = window.__bench;
  const INTERVAL_MS = 20;
  let known = false;

  const readActiveGen = () =>
    new Promise((resolve) => {
      let req;
      try {
        req = indexedDB.open('pos');
      } catch {
        resolve(null);
        return;
      }
      req.onupgradeneeded = () => req.transaction.abort();
      req.onerror = () => resolve(null);
      req.onsuccess = () => {
        const db = req.result;
        db.onversionchange = () => db.close();
        if (!db.objectStoreNames.contains('syncMeta')) {
          db.close();
          resolve(null);
          return;
        }
        const get = db.transaction('syncMeta', 'readonly').objectStore('syncMeta').get('sync');
        get.onsuccess = () => {
          db.close();
          resolve(get.result ? get.result.activeGen : null);
        };
        get.onerror = () => {
          db.close();
          resolve(null);
        };
      };
    });

  const tick = async () => {
    known = known || (await indexedDB.databases()).some((d) => d.name === 'pos');
    const gen = known ? await readActiveGen() : null;
    if (gen !== null && gen !== undefined) {
      bench.mark('activeGen');
      bench.activeGen = gen;
      return;
    }
    setTimeout(tick, INTERVAL_MS);
  };
  void tick();
})();
