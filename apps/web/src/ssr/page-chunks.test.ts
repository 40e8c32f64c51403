import { describe, expect, it } from 'vitest';
import { type BuildManifest, pageChunkLinks } from './page-chunks';

const manifest: BuildManifest = {
  'index.html': {
    file: 'assets/index-1.js',
    imports: ['_compat-1.js'],
    css: ['assets/index-1.css'],
  },
  '_compat-1.js': { file: 'assets/compat-1.js' },
  'offline.html': { file: 'assets/offline-1.js', imports: ['_visited-1.js'] },
  '_visited-1.js': { file: 'assets/visited-1.js' },
  'src/features/products/pages/product-page.tsx': {
    file: 'assets/product-page-1.js',
    imports: ['index.html', '_compat-1.js', '_gallery-1.js', '_visited-1.js'],
  },
  '_gallery-1.js': { file: 'assets/gallery-1.js', imports: ['_compat-1.js'], css: ['assets/gallery-1.css'] },
};

describe("a page's chunks", () => {
  it("are linked with every chunk and style they import, except what the page's entry links already", () => {
    expect(pageChunkLinks(manifest, ['src/features/products/pages/product-page.tsx'])).toBe(
      '<link rel="stylesheet" crossorigin href="/assets/gallery-1.css">' +
        '<link rel="modulepreload" crossorigin href="/assets/product-page-1.js">' +
        '<link rel="modulepreload" crossorigin href="/assets/gallery-1.js">' +
        '<link rel="modulepreload" crossorigin href="/assets/visited-1.js">',
    );
  });

  it('are none for a module the build does not know', () => {
    expect(pageChunkLinks(manifest, ['src/app/routes/no-such-page.tsx'])).toBe('');
  });
});
