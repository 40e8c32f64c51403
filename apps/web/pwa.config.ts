import type { VitePWAOptions } from 'vite-plugin-pwa';

/**
 * The storefront's web app manifest and service worker (decision 0032). The worker is our own
 * src/service-worker.ts on Workbox; vite-plugin-pwa builds it and hands it the list of files
 * to precache.
 */
export const pwaOptions: Partial<VitePWAOptions> = {
  strategies: 'injectManifest',
  srcDir: 'src',
  filename: 'service-worker.ts',
  // A new deploy's worker waits until the shopper agrees to reload (app/register-service-worker.ts).
  registerType: 'prompt',
  // Registered by our own code after hydration, never by an inline script (the CSP allows none).
  injectRegister: false,
  injectManifest: {
    globPatterns: ['assets/*.{js,css}', 'index.html', 'offline.html', 'favicon.svg', 'icons/*.png'],
  },
  manifest: {
    id: '/',
    name: 'Kwik Tech Ghana',
    short_name: 'Kwik Tech',
    description:
      'Phones, tablets, laptops, accessories and sound systems in Ghana, priced in cedis, with delivery across the country.',
    start_url: '/',
    scope: '/',
    display: 'standalone',
    theme_color: '#0f172a',
    background_color: '#ffffff',
    icons: [
      { src: '/icons/icon-192.png', sizes: '192x192', type: 'image/png' },
      { src: '/icons/icon-512.png', sizes: '512x512', type: 'image/png' },
      { src: '/icons/icon-maskable-512.png', sizes: '512x512', type: 'image/png', purpose: 'maskable' },
    ],
  },
};
