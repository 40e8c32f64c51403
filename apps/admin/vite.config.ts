import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { precompressedAssets } from '../../scripts/precompressed-assets';

const apiServer = 'http://localhost:3000';

// The server serves this build at /admin/, so every asset URL must start there.
export default defineConfig({
  base: '/admin/',
  plugins: [react(), tailwindcss(), precompressedAssets()],
  server: {
    port: 5174,
    proxy: {
      '/api': apiServer,
      '/images': apiServer,
      '/uploads': apiServer,
    },
  },
  build: {
    target: 'es2022',
    rolldownOptions: {
      output: {
        // Zod and the line that turns its eval probe off share one chunk, which every chunk
        // with a schema imports: so the probe is off before any schema is built, wherever the
        // bundler puts the schemas (the CSP has no 'unsafe-eval'; src/zod-jitless.ts).
        codeSplitting: {
          groups: [{ name: 'zod', test: /[\\/]node_modules[\\/]zod[\\/]|[\\/]src[\\/]zod-jitless\.ts$/ }],
        },
      },
    },
  },
});
