import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineProject } from 'vitest/config';
import { testFilesChangingModules } from '../../scripts/test-files-changing-modules';

const reactRouter = (file: string) =>
  fileURLToPath(new URL(`../../node_modules/react-router/dist/development/${file}`, import.meta.url));

/** The component tests that change a module (vi.mock, vi.resetModules): vitest.isolated.config.ts runs them. */
export const webFilesChangingModules = testFilesChangingModules(import.meta.dirname, ['src'], (file) =>
  /\.test\.tsx?$/.test(file),
);

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
      // Evaluated afresh after vi.resetModules (ssr/hydration.test.tsx renders on the server
      // and hydrates in one process; each side needs its own contexts).
      server: { deps: { inline: [/react-router/, /@tanstack\/react-query/, /react-toastify/] } },
      // CI shares two cores between every suite; user-event typing can take seconds there.
      testTimeout: 20_000,
    },
  });

export default webProject({
  name: 'web',
  include: ['src/**/*.test.{ts,tsx}'],
  exclude: webFilesChangingModules,
  // A worker imports React, the router and the app once for all its files instead of once per
  // file (half of the project's time); the setup (scripts/component-test-setup.ts) puts back
  // what a file changes outside its own render.
  isolate: false,
});
