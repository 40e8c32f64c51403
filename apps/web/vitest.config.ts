import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineProject } from 'vitest/config';

const reactRouter = (file: string) =>
  fileURLToPath(new URL(`../../node_modules/react-router/dist/development/${file}`, import.meta.url));

export default defineProject({
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
    name: 'web',
    environment: 'jsdom',
    include: ['src/**/*.test.{ts,tsx}'],
    setupFiles: ['./src/test/setup.ts'],
    restoreMocks: true,
    // Evaluated afresh after vi.resetModules (ssr/hydration.test.tsx renders on the server
    // and hydrates in one process; each side needs its own contexts).
    server: { deps: { inline: [/react-router/, /@tanstack\/react-query/, /react-toastify/] } },
    // CI shares two cores between every suite; user-event typing can take seconds there.
    testTimeout: 20_000,
  },
});
