/**
 * Entry point. The first load is evaluated in stages, each in a task of its own: this module
 * with the first load's shared file (what the app shares with the chunks it loads later, read
 * from the module graph by vite.config.ts: React, Dexie, the i18n layer, the sync and the
 * shared rules), then React DOM, then the rest of the app (boot.tsx). Evaluated as one module
 * graph it was one task of 55 to 90 ms on a 2-core machine, long enough to hold a tap; each
 * stage stays under 50 ms (`npm run bench:start -- --trace`). Every stage's script is fetched
 * in parallel from the start (index.html preloads each, `stagedBootPreload` in
 * vite.config.ts), so staging adds no round trip, only the yields between them.
 */
import './styles.css';
import '../ui/pressed.css';
import { nextTask } from '../core/nextTask';

async function stages(): Promise<void> {
  await import('react-dom/client');
  await nextTask();
  const { boot } = await import('./boot');
  boot();
}

void stages();
