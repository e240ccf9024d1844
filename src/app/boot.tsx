/**
 * The app's start, the last stage of main.tsx: the service worker, the background services
 * (db.ts), then the shell over the terminal's database, or the training one while the terminal
 * is in training (data/training.tsx over data/DbProvider.tsx: the one place a screen reaches
 * it from).
 */
import { msg } from '@lingui/core/macro';
import { lazy, startTransition, StrictMode, Suspense } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './App';
import { db, startServices, trainingDb } from './db';
import { TillDbProvider } from './data/training';
import { ShellSkeleton } from './ShellSkeleton';
import { ErrorBoundary } from './ErrorBoundary';
import { registerServiceWorker } from './pwa/serviceWorker';
import { activateLanguage, terminalLanguage } from '../i18n/i18n';
import { SOURCE_LANGUAGE } from '../i18n/languages';

/** Shown only while the terminal is in training: loaded then. */
const TrainingBanner = lazy(() => import('../staff/ui/TrainingBanner').then((m) => ({ default: m.TrainingBanner })));

export function boot(): void {
  registerServiceWorker();
  const services = startServices();

  // The terminal's language before the first paint: its catalog is a precached chunk, so a
  // terminal set to Arabic opens in Arabic, offline too. English needs nothing loaded.
  const language = terminalLanguage();
  const ready = language === SOURCE_LANGUAGE ? Promise.resolve() : activateLanguage(language).catch(() => undefined);

  const root = document.getElementById('root');
  if (!root) throw new Error('index.html has no #root element');
  // A transition: React renders the shell in slices of a few milliseconds, so the first paint
  // is not one long task on a slow tablet.
  void ready.then(() =>
    startTransition(() =>
      createRoot(root).render(
        <StrictMode>
          <ErrorBoundary part={msg`The till`}>
            {/* The terminal's database, or the training one while in training; the services run over the terminal's alone. */}
            <TillDbProvider real={db} training={trainingDb} banner={<Suspense fallback={null}><TrainingBanner /></Suspense>} loading={<ShellSkeleton message={msg`Starting…`} />}>
              <App services={services} />
            </TillDbProvider>
          </ErrorBoundary>
        </StrictMode>,
      ),
    ),
  );
}
