import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import { toast } from 'react-toastify/unstyled';
import { afterEach } from 'vitest';

/*
 * The setup of the storefront's and the admin site's component tests (their vitest.config.ts).
 */

// Screens load their code on demand (lazy routes); on CI's two busy cores the first import of a
// route's chunk can take longer than the default second for findBy and waitFor.
configure({ asyncUtilTimeout: 5000 });

// A worker runs many files in one document and one module graph (isolate: false): each test
// leaves the page as it found it.
afterEach(() => {
  cleanup();
  // With no toast container left mounted, this empties react-toastify's waiting queue, which
  // the next file's container would otherwise show.
  toast.dismiss();
  window.localStorage.clear();
  window.sessionStorage.clear();
  document.title = '';
  document.head.replaceChildren();
  for (const name of document.documentElement.getAttributeNames()) {
    document.documentElement.removeAttribute(name);
  }
  window.history.replaceState(null, '', '/');
});
