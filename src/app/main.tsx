/** Entry point: the service worker, the background services (db.ts), then the shell. */
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './App';
import { startServices } from './db';
import { ErrorBoundary } from './ErrorBoundary';
import { registerServiceWorker } from './pwa/serviceWorker';
import './styles.css';
import { msg } from '../core/names';

registerServiceWorker();
const services = startServices();

const root = document.getElementById('root');
if (!root) throw new Error('index.html has no #root element');
createRoot(root).render(
  <StrictMode>
    <ErrorBoundary part={msg('The till')}>
      <App services={services} />
    </ErrorBoundary>
  </StrictMode>,
);
