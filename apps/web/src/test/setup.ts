import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import { afterEach } from 'vitest';

// Screens load their code on demand (lazy routes); on CI's two busy cores the first import of a
// route's chunk can take longer than the default second for findBy and waitFor.
configure({ asyncUtilTimeout: 5000 });

afterEach(() => {
  cleanup();
  window.localStorage.clear();
});
