import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { precompressedAssets } from '../../scripts/precompressed-assets';

const apiServer = 'http://localhost:3000';

export default defineConfig(({ isSsrBuild }) => ({
  // The server's renderer (src/ssr/entry-server.tsx, built with --ssr into dist-server) needs
  // no compressed copies: only what browsers download gets them.
  plugins: [react(), tailwindcss(), ...(isSsrBuild ? [] : [precompressedAssets()])],
  publicDir: isSsrBuild ? false : 'public',
  server: {
    proxy: {
      '/api': apiServer,
      '/images': apiServer,
      '/uploads': apiServer,
    },
  },
  build: {
    // scripts/check-bundle-size.mjs reads the manifest to find what / loads at first.
    manifest: !isSsrBuild,
    target: isSsrBuild ? 'node20' : 'es2022',
  },
}));
