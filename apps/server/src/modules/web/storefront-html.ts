import { CURRENCY, type Product, SHOP_NAME, TRUNCATE_LONG, truncate } from '@shop/shared';
import type { App } from '../../plugins/zod-type-provider';
import { findProduct, toProduct } from '../catalog';

const PRODUCT_PATH = /^\/singleProducts\/([^/]+)\/?$/;
const DESCRIPTION_LENGTH = 155; // what search results show before they cut a snippet

const HTML_ESCAPES: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&#39;',
};
export const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (character) => HTML_ESCAPES[character]!);

/** JSON inside <script> must not be able to close the tag or open a comment. */
const jsonForScript = (value: unknown) =>
  JSON.stringify(value).replace(/</g, '\\u003c').replace(/>/g, '\\u003e').replace(/&/g, '\\u0026');

const absolute = (origin: string, url: string) => (/^https?:\/\//i.test(url) ? url : `${origin}${url}`);

function productHead(
  product: Product,
  origin: string,
  path: string,
): { title: string; description: string; tags: string } {
  const title = `${product.name} | ${SHOP_NAME}`;
  const description = truncate(product.description.replace(/\s+/g, ' ').trim(), DESCRIPTION_LENGTH);
  const images = product.image.map((url) => absolute(origin, url));
  const pageUrl = `${origin}${path}`;
  const availability = product.stock > 0 ? 'https://schema.org/InStock' : 'https://schema.org/OutOfStock';
  const jsonLd = {
    '@context': 'https://schema.org',
    '@type': 'Product',
    name: product.name,
    image: images,
    description,
    sku: String(product.id),
    brand: { '@type': 'Brand', name: product.brand },
    category: `${product.category} > ${product.subcategory}`,
    offers: {
      '@type': 'Offer',
      url: pageUrl,
      price: product.price.toFixed(2),
      priceCurrency: CURRENCY,
      availability,
    },
  };
  const meta = (attribute: 'name' | 'property', key: string, content: string) =>
    `<meta ${attribute}="${key}" content="${escapeHtml(content)}" />`;
  const tags = [
    meta('property', 'og:type', 'product'),
    meta('property', 'og:site_name', SHOP_NAME),
    meta('property', 'og:title', truncate(product.name, TRUNCATE_LONG)),
    meta('property', 'og:description', description),
    meta('property', 'og:url', pageUrl),
    ...(images[0] ? [meta('property', 'og:image', images[0])] : []),
    meta('property', 'product:price:amount', product.price.toFixed(2)),
    meta('property', 'product:price:currency', CURRENCY),
    meta('name', 'twitter:card', 'summary_large_image'),
    `<link rel="canonical" href="${escapeHtml(pageUrl)}" />`,
    `<script type="application/ld+json">${jsonForScript(jsonLd)}</script>`,
  ].join('\n    ');
  return { title, description, tags };
}

/** Puts a page's own title, description and extra head tags into the built index.html. */
export function fillHead(
  template: string,
  head: { title: string; description: string; tags: string },
): string {
  const withTitle = template.replace(
    /<title>[\s\S]*?<\/title>/,
    () => `<title>${escapeHtml(head.title)}</title>`,
  );
  const withDescription = withTitle.replace(
    /<meta\s+name="description"[\s\S]*?\/?>/,
    () => `<meta name="description" content="${escapeHtml(head.description)}" />`,
  );
  return withDescription.replace('</head>', () => `    ${head.tags}\n  </head>`);
}

/**
 * The storefront's index.html for a path. Pages that crawlers should read without
 * JavaScript (a product's title, description, Open Graph and JSON-LD) are filled in here;
 * every other path, and an unknown product, gets the plain template.
 */
export async function renderStorefrontHtml(
  app: App,
  path: string,
  template: string,
  origin = '',
): Promise<string> {
  const match = PRODUCT_PATH.exec(path);
  if (!match) return template;
  let id: string;
  try {
    id = decodeURIComponent(match[1]!);
  } catch {
    return template;
  }
  const row = await findProduct(app.database.db, id);
  if (!row) return template;
  return fillHead(template, productHead(toProduct(row), origin, path));
}
