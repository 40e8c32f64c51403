import { StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { App, type BrowserApp, createBrowserApp } from './app/app';
import { readPageData } from './app/page-data-script';
import { loadPagesAt } from './app/routes';
import { inNextTask, startHydrationTurns } from './lib/hydration-turns';
import { followLinksThroughTheWorkerWhenOffline } from './lib/offline-navigation';
import { noteServerRenderedIslands } from './lib/static-islands';
import { whenIdle } from './lib/when-idle';
import './index.css';

const container = document.getElementById('root');
if (!container) throw new Error('index.html has no #root element');
// The server sends its rendered page with the data it used; `npm run dev` serves the bare page.
const dehydratedState = readPageData();
if (dehydratedState) {
  // The parts with nothing to hydrate keep the server's DOM (components/static-island.tsx). The
  // production build only: development and the tests hydrate everything on React, whose checks
  // (ssr/hydration.isolated.test.tsx) compare all of it with the server's HTML.
  if (import.meta.env.PROD) {
    noteServerRenderedIslands(container);
    startHydrationTurns();
  }
  // The server's HTML is the page: let the browser paint it (and its hero picture) before the
  // runtime takes it over, one frame later and in tasks of their own: the page's code asked for,
  // the router and the cache made, then the hydration's turns (decision 0039).
  const oneTaskEach = (...steps: (() => void)[]) => {
    const [step, ...rest] = steps;
    if (!step) return;
    inNextTask(() => {
      step();
      oneTaskEach(...rest);
    });
  };
  let made: BrowserApp | undefined;
  requestAnimationFrame(() =>
    oneTaskEach(
      () => loadPagesAt(window.location.pathname),
      () => {
        made = createBrowserApp(dehydratedState);
      },
      () =>
        hydrateRoot(
          container,
          <StrictMode>
            <App made={made} />
          </StrictMode>,
        ),
    ),
  );
} else {
  createRoot(container).render(
    <StrictMode>
      <App />
    </StrictMode>,
  );
}

followLinksThroughTheWorkerWhenOffline();
// The service worker (decision 0032) once the page has loaded and the main thread is idle, so
// neither its code nor its first downloads compete with what the shopper sees first.
const registerWorker = () =>
  whenIdle(
    () => void import('./app/register-service-worker').then((module) => module.registerServiceWorker()),
  );
if (import.meta.env.PROD) {
  if (document.readyState === 'complete') registerWorker();
  else window.addEventListener('load', registerWorker, { once: true });
}
