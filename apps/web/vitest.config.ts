import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineProject } from 'vitest/config';

const reactRouter = (file: string) =>
  fileURLToPath(new URL(`../../node_modules/react-router/dist/development/${file}`, import.meta.url));

/**
 * A component test that changes a module (vi.mock, vi.resetModules) is named
 * NAME.isolated.test.tsx and runs in vitest.isolated.config.ts; scripts/isolated-test-names.test.ts
 * fails on one that is not.
 */
export const isolatedTestFiles = '**/*.isolated.test.{ts,tsx}';

/** The web project's settings; vitest.isolated.config.ts takes them for the files above. */
export const webProject = (test: { name: string; include: string[]; exclude: string[]; isolate: boolean }) =>
  defineProject({
    plugins: [react()],
    resolve: {
      // One copy of React Router for the components and the browser's RouterProvider
      // (react-router/dom): otherwise one is loaded as ESM and the other as CommonJS, and the
      // router's context is not the one the components read.
      alias: [
        { find: /^react-router$/, replacement: reactRouter('index.mjs') },
        { find: /^react-router\/dom$/, replacement: reactRouter('dom-export.mjs') },
      ],
    },
    test: {
      ...test,
      environment: 'jsdom',
      setupFiles: ['../../scripts/component-test-setup.ts'],
      restoreMocks: true,
      // Evaluated afresh after vi.resetModules (ssr/hydration.isolated.test.tsx renders on the server
      // and hydrates in one process; each side needs its own contexts).
      server: { deps: { inline: [/react-router/, /@tanstack\/react-query/, /react-toastify/] } },
      // CI shares two cores between every suite; user-event typing can take seconds there.
      testTimeout: 20_000,
    },
  });

export default webProject({
  name: 'web',
  include: ['src/**/*.test.{ts,tsx}'],
  exclude: [isolatedTestFiles],
  // A worker imports React, the router and the app once for all its files instead of once per
  // file (half of the project's time); the setup (scripts/component-test-setup.ts) puts back
  // what a file changes outside its own render.
  isolate: false,
});
