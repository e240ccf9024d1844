/** Entry point: the service worker, then the shell. */
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './App';
import { ErrorBoundary } from './ErrorBoundary';
import { registerServiceWorker } from './pwa/serviceWorker';
import './styles.css';

registerServiceWorker();

const root = document.getElementById('root');
if (!root) throw new Error('index.html has no #root element');
createRoot(root).render(
  <StrictMode>
    <ErrorBoundary part="The till">
      <App />
    </ErrorBoundary>
  </StrictMode>,
);
