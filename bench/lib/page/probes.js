/*
 * Installed in the page before the app's own scripts (Playwright `addInitScript`). Records,
 * in `window.__bench`, times relative to navigation start (performance.now()):
 *   longTasks   every main-thread task over 50 ms ({start, duration}),
 *   marks       first time each milestone was seen:
 *     shell          the connected terminal's shell is in the DOM (status bar, then menu or splash),
 *     tablistInDom   the Categories tablist is in the DOM,
 *     menuReady      the first animation frame in which the first Categories tab is visible and
 *                    enabled and a product button is visible: a tappable menu,
 *     syncedShown    the Sync status reads "Synced …".
 * Plain JavaScript on purpose: the runner's TypeScript transform would add helpers the page
 * does not have.
 */
(() => {
  // Init scripts also run in about:blank, where storage is denied.
  if (!location.protocol.startsWith('http')) return;
  const bench = { longTasks: [], marks: {} };
  window.__bench = bench;
  const mark = (name) => {
    if (!(name in bench.marks)) bench.marks[name] = performance.now();
  };
  bench.mark = mark;

  try {
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries()) bench.longTasks.push({ start: entry.startTime, duration: entry.duration });
    }).observe({ type: 'longtask', buffered: true });
  } catch {
    bench.longTasks = null;
  }

  const visible = (el) => !!el && el.checkVisibility();
  const menuReady = () => {
    const tab = document.querySelector('[role="tablist"][aria-label="Categories"] [role="tab"]');
    if (!visible(tab) || tab.disabled || tab.getAttribute('aria-disabled') === 'true') return false;
    return visible(document.querySelector('[role="list"][aria-label="Products"] button'));
  };
  const onFrame = () => {
    if (menuReady()) mark('menuReady');
    else requestAnimationFrame(onFrame);
  };
  requestAnimationFrame(onFrame);

  const milestones = ['shell', 'tablistInDom', 'syncedShown'];
  const observer = new MutationObserver(() => {
    if (document.querySelector('.shell')) mark('shell');
    if (document.querySelector('[role="tablist"][aria-label="Categories"]')) mark('tablistInDom');
    const status = document.querySelector('[role="status"][aria-label="Sync status"]');
    if (status && status.textContent.trim().startsWith('Synced')) mark('syncedShown');
    if (milestones.every((name) => name in bench.marks)) observer.disconnect();
  });
  observer.observe(document, { childList: true, subtree: true, characterData: true });
})();
