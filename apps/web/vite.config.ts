import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { precompressedAssets } from '../../scripts/precompressed-assets';

const apiServer = 'http://localhost:3000';

export default defineConfig({
  plugins: [react(), tailwindcss(), precompressedAssets()],
  server: {
    proxy: {
      '/api': apiServer,
      '/images': apiServer,
      '/uploads': apiServer,
    },
  },
  build: {
    // scripts/check-bundle-size.mjs reads the manifest to find what / loads at first.
    manifest: true,
    target: 'es2022',
  },
});
