import { StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { App } from './app/app';
import { readPageData } from './app/page-data-script';
import './index.css';

const container = document.getElementById('root');
if (!container) throw new Error('index.html has no #root element');
// The server sends its rendered page with the data it used; `npm run dev` serves the bare page.
const dehydratedState = readPageData();
const app = (
  <StrictMode>
    <App dehydratedState={dehydratedState} />
  </StrictMode>
);
if (dehydratedState) {
  // The server's HTML is the page: let the browser paint it (and its hero picture) before the
  // runtime hydrates it, which Preact does in one task (decision 0010). One frame later.
  requestAnimationFrame(() => setTimeout(() => hydrateRoot(container, app)));
} else {
  createRoot(container).render(app);
}
