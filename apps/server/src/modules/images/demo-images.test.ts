import { SUBCATEGORIES } from '@shop/shared';
import { describe, expect, it } from 'vitest';
import { demoHeroes } from '../../demo-shop/demo-heroes';
import { demoProducts } from '../../demo-shop/demo-products';
import {
  DEMO_IMAGE_URL_PREFIX,
  DEMO_IMAGE_VARIANTS,
  demoHeroImagePath,
  demoProductImagePath,
  HERO_THEMES,
  renderDemoImage,
  renderDemoProductImage,
} from './demo-images';
import { KINDS } from './drawings/kinds';

/**
 * A small well-formedness check: one root, balanced tags, quoted attributes and no bare '&'
 * or '<' in text or attribute values. Enough to catch a broken drawing or an unescaped brand.
 */
function isWellFormedXml(xml: string): boolean {
  const token = /<(\/?)([A-Za-z][\w:.-]*)((?:\s+[\w:.-]+="[^"<]*")*)\s*(\/?)>|([^<]+)/y;
  const bareAmpersand = /&(?!(?:amp|lt|gt|quot|apos|#\d+);)/;
  const open: string[] = [];
  let rootClosed = false;
  let index = 0;
  while (index < xml.length) {
    token.lastIndex = index;
    const match = token.exec(xml);
    if (!match) return false;
    index = token.lastIndex;
    const [, closing, name, attributes = '', selfClosing, text] = match;
    if (text !== undefined) {
      if (open.length === 0 || bareAmpersand.test(text)) return false;
      continue;
    }
    if (rootClosed || bareAmpersand.test(attributes)) return false;
    if (closing) {
      if (selfClosing || attributes || open.pop() !== name) return false;
    } else if (!selfClosing) {
      open.push(name ?? '');
    } else if (open.length === 0) {
      return false;
    }
    if (open.length === 0) rootClosed = true;
  }
  return rootClosed;
}

function relative(urlPath: string): string {
  expect(urlPath.startsWith(DEMO_IMAGE_URL_PREFIX)).toBe(true);
  return urlPath.slice(DEMO_IMAGE_URL_PREFIX.length);
}

function expectDrawnLocally(svg: string | null, viewBox: string): void {
  expect(svg).not.toBeNull();
  const text = svg ?? '';
  expect(text.startsWith('<svg')).toBe(true);
  expect(text).toContain(`viewBox="${viewBox}"`);
  expect(isWellFormedXml(text)).toBe(true);
  // Nothing may be fetched: the only URL allowed is the SVG namespace, and url() only points inside.
  expect(text.replace('xmlns="http://www.w3.org/2000/svg"', '')).not.toMatch(
    /https?:|href=|@import|@font-face/,
  );
  expect(text.match(/url\([^)]*\)/g)?.every((reference) => reference.startsWith('url(#')) ?? true).toBe(true);
}

describe('the well-formedness check itself', () => {
  it('accepts good XML and refuses broken XML', () => {
    expect(isWellFormedXml('<svg a="1"><g><rect/></g><text>A &amp; B</text></svg>')).toBe(true);
    expect(isWellFormedXml('<svg><g></svg>')).toBe(false);
    expect(isWellFormedXml('<svg><text>A & B</text></svg>')).toBe(false);
    expect(isWellFormedXml('<svg><text>A <B></text></svg>')).toBe(false);
    expect(isWellFormedXml('<svg></svg><svg></svg>')).toBe(false);
  });
});

describe('demo product images', () => {
  it('name subcategory, brand, colour and look in the path, in one spelling each', () => {
    expect(demoProductImagePath({ subcategory: 'Power Bank', brand: 'TP-Link', colour: '#1E3A8A' }, 2)).toBe(
      '/images/demo/product/power-bank/tp-link/1e3a8a/standard/2.svg',
    );
    expect(
      demoProductImagePath(
        { subcategory: 'iPhone', brand: 'Apple', colour: '#8a8178', look: 'iphone-pro' },
        1,
      ),
    ).toBe('/images/demo/product/iphone/apple/8a8178/iphone-pro/1.svg');
  });

  it("without a look (paths stored before looks existed) draw the brand's usual look", () => {
    expect(renderDemoImage('product/iphone/apple/f4c6d1/1.svg')).toBe(
      renderDemoImage('product/iphone/apple/f4c6d1/iphone/1.svg'),
    );
    expect(renderDemoImage('product/android-phone/tecno/2e5e4e/2.svg')).toBe(
      renderDemoImage('product/android-phone/tecno/2e5e4e/tecno-ring/2.svg'),
    );
    expectDrawnLocally(renderDemoImage('product/laptop/hp/1e3a8a/1.svg'), '0 0 800 800');
  });

  it('render every image of every demo product', () => {
    for (const product of demoProducts) {
      for (let variant = 1; variant <= product.imageCount; variant += 1) {
        expectDrawnLocally(renderDemoImage(relative(demoProductImagePath(product, variant))), '0 0 800 800');
      }
    }
  });

  it('render all four variants of every subcategory, and the variants differ', () => {
    for (const subcategory of SUBCATEGORIES) {
      const images = DEMO_IMAGE_VARIANTS.map((variant) =>
        renderDemoImage(
          relative(demoProductImagePath({ subcategory, brand: 'Samsung', colour: '#0f766e' }, variant)),
        ),
      );
      for (const image of images) expectDrawnLocally(image, '0 0 800 800');
      expect(new Set(images).size, subcategory).toBe(DEMO_IMAGE_VARIANTS.length);
    }
  });

  it("put the brand's mark on the drawing", () => {
    expect(renderDemoImage('product/android-phone/samsung/1f2a44/galaxy-a/1.svg')).toContain(
      '>SAMSUNG</text>',
    );
    expect(renderDemoImage('product/laptop/hp/1e3a8a/windows/2.svg')).toContain('>hp</text>');
    expect(renderDemoImage('product/laptop/lenovo/1f2937/thinkpad/2.svg')).toContain('>ThinkPad</text>');
  });

  it('draw the same image for the same path, so it can be cached', () => {
    expect(renderDemoImage('product/speaker/jbl/dc2626/3.svg')).toBe(
      renderDemoImage('product/speaker/jbl/dc2626/3.svg'),
    );
  });

  it('escape brand text so that it cannot break or inject markup', () => {
    const svg = renderDemoProductImage(
      { subcategory: 'Laptop', brand: 'Tom & Jerry <script>', colourHex: '1e3a8a' },
      1,
    );
    expect(svg).toContain('Tom &amp; Jerry &lt;script&gt;');
    expect(svg).not.toContain('<script>');
    expect(isWellFormedXml(svg)).toBe(true);
  });
});

describe('looks: model families drawn apart', () => {
  const phone = (look: string, variant: number) =>
    renderDemoImage(`product/android-phone/samsung/1f2a44/${look}/${variant}.svg`);

  it('give two different phone models different drawings, front and back', () => {
    for (const variant of [1, 2, 3]) {
      expect(renderDemoImage(`product/iphone/apple/8a8178/iphone-pro/${variant}.svg`)).not.toBe(
        renderDemoImage(`product/iphone/apple/8a8178/iphone/${variant}.svg`),
      );
      expect(phone('galaxy-a', variant)).not.toBe(phone('galaxy-ultra', variant));
    }
    // The backs alone tell every phone family apart, whatever the colour.
    const backs = KINDS['Android Phone'].looks.map((look) => phone(look, 2));
    expect(new Set(backs).size).toBe(backs.length);
  });

  it('draw every look of every kind in all four variants, each look differently', () => {
    for (const subcategory of SUBCATEGORIES) {
      const fronts = new Set<string | null>();
      for (const look of KINDS[subcategory].looks) {
        for (const variant of DEMO_IMAGE_VARIANTS) {
          const svg = renderDemoImage(
            relative(demoProductImagePath({ subcategory, brand: 'Sony', colour: '#0f766e', look }, variant)),
          );
          expectDrawnLocally(svg, '0 0 800 800');
          if (variant === 1) fronts.add(svg);
        }
      }
      expect(fronts.size, subcategory).toBe(KINDS[subcategory].looks.length);
    }
  });

  it('escape any brand text in every look of every kind', () => {
    for (const subcategory of SUBCATEGORIES) {
      for (const look of KINDS[subcategory].looks) {
        for (const variant of DEMO_IMAGE_VARIANTS) {
          const svg = renderDemoProductImage(
            { subcategory, brand: 'Tom & Jerry <script>', colourHex: 'f8fafc', look },
            variant,
          );
          expect(svg, `${subcategory} ${look}`).not.toContain('<script>');
          expect(isWellFormedXml(svg), `${subcategory} ${look}`).toBe(true);
        }
      }
    }
  });

  it('know every look the seed asks for', () => {
    for (const product of demoProducts) {
      if (product.look) expect(KINDS[product.subcategory].looks, product.name).toContain(product.look);
    }
  });

  it("show a product's images as different pictures (front, back or side, in the box)", () => {
    for (const product of demoProducts) {
      const images = Array.from({ length: product.imageCount }, (_, index) =>
        renderDemoImage(relative(demoProductImagePath(product, index + 1))),
      );
      expect(new Set(images).size, product.name).toBe(product.imageCount);
    }
  });

  it('put each brand of the same kind and colour under its own mark', () => {
    const brands = [
      'Samsung',
      'Apple',
      'Tecno',
      'Infinix',
      'itel',
      'Xiaomi',
      'Oppo',
      'Nokia',
      'Huawei',
    ] as const;
    const backs = brands.map((brand) =>
      renderDemoImage(
        relative(
          demoProductImagePath({ subcategory: 'Phone Case', brand, colour: '#334155', look: 'galaxy-a' }, 1),
        ),
      ),
    );
    expect(new Set(backs).size).toBe(brands.length);
  });
});

describe('demo hero images', () => {
  it('render every image of every demo hero', () => {
    for (const hero of demoHeroes) {
      for (let variant = 1; variant <= hero.imageCount; variant += 1) {
        const path = demoHeroImagePath(hero, variant);
        expect(path).toMatch(/^\/images\/demo\/hero\/[a-z]+\/[0-9a-f]{6}\/[a-z0-9-]+\/[12]\.svg$/);
        expectDrawnLocally(renderDemoImage(relative(path)), '0 0 1600 600');
      }
    }
  });

  it("draw the devices a hero names, and its theme's own for paths without a subject", () => {
    const galaxy = renderDemoImage('hero/phones/1f2a44/galaxy/1.svg');
    expect(galaxy).not.toBe(renderDemoImage('hero/phones/1f2a44/iphone-pro/1.svg'));
    expect(renderDemoImage('hero/phones/1f2a44/1.svg')).toBe(galaxy);
    expect(renderDemoImage('hero/phones/1f2a44/spaceship/1.svg')).toBeNull();
  });

  it('render all four variants of every theme', () => {
    for (const theme of HERO_THEMES) {
      for (const variant of DEMO_IMAGE_VARIANTS) {
        expectDrawnLocally(
          renderDemoImage(relative(demoHeroImagePath({ theme, colour: '#312e81' }, variant))),
          '0 0 1600 600',
        );
      }
    }
  });
});

describe('paths the renderer does not draw', () => {
  const refused = [
    '',
    '../etc/passwd',
    '../../../../etc/passwd',
    'product/x/y/zzz/9.svg',
    'product/laptop/hp/1e3a8a/0.svg',
    'product/laptop/hp/1e3a8a/5.svg',
    'product/laptop/hp/1e3a8a/1.png',
    'product/laptop/hp/1E3A8A/1.svg',
    'product/laptop/hp/#1e3a8a/1.svg',
    'product/laptop/hp/1e3a8/1.svg',
    'product/laptop/hp/gggggg/1.svg',
    'product/laptop/not-a-brand/1e3a8a/1.svg',
    'product/spaceship/hp/1e3a8a/1.svg',
    'product/laptop/hp/1e3a8a/1.svg/../../secret',
    'product/laptop/hp/1e3a8a/1.svg?download=1',
    'product/laptop/hp/1e3a8a/iphone-pro/1.svg',
    'product/iphone/apple/8a8178/galaxy-z/1.svg',
    'product/iphone/apple/8a8178/Iphone/1.svg',
    'product/iphone/apple/8a8178/iphone/pro/1.svg',
    'product/iphone/apple/8a8178/iphone/5.svg',
    '/product/laptop/hp/1e3a8a/1.svg',
    'product/../product/laptop/hp/1e3a8a/1.svg',
    'product/laptop%2F..%2Fhp/1e3a8a/1.svg',
    'hero/unknown/1e3a8a/1.svg',
    'hero/phones/1e3a8a/7.svg',
    'hero/phones/red/1.svg',
    'banner/phones/1e3a8a/1.svg',
    'product/laptop/hp/1e3a8a/1.svg\n',
    `product/laptop/${'a'.repeat(10_000)}/1e3a8a/1.svg`,
  ];

  it.each(refused.map((path) => [JSON.stringify(path).slice(0, 80), path]))('refuses %s', (_label, path) => {
    expect(renderDemoImage(path)).toBeNull();
  });

  it('never throws, even on values that are not text', () => {
    for (const value of [undefined, null, 42, {}, [], Symbol('path')]) {
      expect(() => renderDemoImage(value as unknown as string)).not.toThrow();
      expect(renderDemoImage(value as unknown as string)).toBeNull();
    }
  });
});
