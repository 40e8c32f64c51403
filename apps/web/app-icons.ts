import { readFileSync } from 'node:fs';
import sharp from 'sharp';
import type { Plugin } from 'vite';

/** The sizes the web app manifest names (pwa.config.ts): what Chrome needs to offer to install the shop. */
const ICONS = [
  { fileName: 'icons/icon-192.png', size: 192, maskable: false },
  { fileName: 'icons/icon-512.png', size: 512, maskable: false },
  { fileName: 'icons/icon-maskable-512.png', size: 512, maskable: true },
];
const THEME_COLOUR = '#0f172a';

/**
 * The installed app's icons, drawn by sharp from the favicon at build time, so the repository
 * keeps one drawing and no image files. The maskable icon keeps the mark inside the middle
 * 80 % that every launcher's mask leaves visible.
 */
export function appIcons(faviconPath: string): Plugin {
  return {
    name: 'shop-app-icons',
    apply: 'build',
    async generateBundle() {
      const favicon = readFileSync(faviconPath);
      for (const { fileName, size, maskable } of ICONS) {
        const markSize = maskable ? Math.round(size * 0.7) : size;
        const mark = await sharp(favicon, { density: Math.ceil((72 * markSize) / 32) })
          .resize(markSize, markSize)
          .png()
          .toBuffer();
        const icon = maskable
          ? await sharp({ create: { width: size, height: size, channels: 4, background: THEME_COLOUR } })
              .composite([{ input: mark, gravity: 'centre' }])
              .png()
              .toBuffer()
          : mark;
        this.emitFile({ type: 'asset', fileName, source: icon });
      }
    },
  };
}
