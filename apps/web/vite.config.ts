import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { compression } from 'vite-plugin-compression2';

const apiServer = 'http://localhost:3000';

export default defineConfig({
  plugins: [
    react(),
    tailwindcss(),
    // A Brotli (.br) and a gzip (.gz) copy beside each script, stylesheet and SVG, at the
    // highest levels, for the server to send as they are (@fastify/static's preCompressed).
    // index.html is left out: the server fills it in and compresses it per answer. Every
    // file gets both copies, even the few that do not shrink, so none is compressed per request.
    compression({
      include: /\.(js|mjs|css|svg|json|txt|xml|webmanifest)$/,
      exclude: /(^|\/)\.vite\//,
      algorithms: ['brotliCompress', 'gzip'],
      skipIfLargerOrEqual: false,
    }),
  ],
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
