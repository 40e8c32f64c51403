import { fileURLToPath } from 'node:url';
import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { VitePWA } from 'vite-plugin-pwa';
import { precompressedAssets } from '../../scripts/precompressed-assets';
import { appIcons } from './app-icons';
import { pwaOptions } from './pwa.config';

const apiServer = 'http://localhost:3000';
/** Chunks the storefront asks for only after its page has loaded (see build.modulePreload). */
const AFTER_LOAD_CHUNKS = ['register-service-worker', 'forget-personal-cache-entries'];

/**
 * The shopper's download runs on Preact's React-compatible runtime (decision 0009): about a
 * sixth of React DOM's size, which keeps the first load of / within its budget. The server
 * renders with React 19, `npm run dev` and the component tests run on React, and the browser
 * tests run the production build.
 */
const PREACT_IN_PLACE_OF_REACT = [
  { find: /^react-dom\/client$/, replacement: 'preact/compat/client' },
  { find: /^react-dom$/, replacement: 'preact/compat' },
  { find: /^react\/jsx-runtime$/, replacement: 'preact/jsx-runtime' },
  { find: /^react\/jsx-dev-runtime$/, replacement: 'preact/jsx-dev-runtime' },
  { find: /^react$/, replacement: 'preact/compat' },
];

export default defineConfig(({ command, isSsrBuild }) => {
  const browserBuild = command === 'build' && !isSsrBuild;
  return {
    // The server's renderer (src/ssr/entry-server.tsx, built with --ssr into dist-server) needs
    // no compressed copies: only what browsers download gets them.
    plugins: [
      react(),
      tailwindcss(),
      // The manifest and the service worker (decision 0032); `virtual:pwa-register` exists in
      // every build, the worker is written by the browser build only.
      VitePWA({ ...pwaOptions, disable: !browserBuild }),
      ...(browserBuild
        ? [appIcons(fileURLToPath(new URL('public/favicon.svg', import.meta.url))), precompressedAssets()]
        : []),
    ],
    publicDir: isSsrBuild ? false : 'public',
    resolve: { alias: browserBuild ? PREACT_IN_PLACE_OF_REACT : [] },
    server: {
      proxy: {
        '/api': apiServer,
        '/images': apiServer,
        '/uploads': apiServer,
      },
    },
    build: {
      // scripts/check-bundle-size.mjs reads the manifest to find what / loads at first.
      manifest: browserBuild,
      target: isSsrBuild ? 'node20' : 'es2022',
      // Code asked for after the page has loaded (the worker's registration, the purge at
      // logout) is fetched when it runs, with no <link rel="modulepreload"> added for it: such
      // links are the server's to send for a page's own code (decision 0039), and one the
      // browser adds after hydration is work nothing waits for.
      modulePreload: {
        resolveDependencies: (file, dependencies) =>
          [file, ...dependencies].some((name) => AFTER_LOAD_CHUNKS.some((chunk) => name.includes(chunk)))
            ? []
            : dependencies,
      },
      // offline.html: the service worker's page for a page never opened, without a connection.
      rollupOptions: browserBuild
        ? {
            input: {
              index: fileURLToPath(new URL('index.html', import.meta.url)),
              offline: fileURLToPath(new URL('offline.html', import.meta.url)),
            },
          }
        : undefined,
    },
  };
});
