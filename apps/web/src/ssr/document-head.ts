import { CURRENCY, escapeHtml, type Product, SHOP_NAME, TRUNCATE_LONG, truncate } from '@shop/shared';
import type { PageHead } from '../lib/page-head';
import { variantSearch } from '../lib/variant-url';
import { productJsonLd } from './product-json-ld';
import { reviewsJsonLd } from './reviews-json-ld';

const DESCRIPTION_LENGTH = 155; // what search results show before they cut a snippet

/** JSON inside <script> must not be able to close the tag or open a comment. */
export const jsonForScript = (value: unknown) =>
  JSON.stringify(value).replace(/</g, '\\u003c').replace(/>/g, '\\u003e').replace(/&/g, '\\u0026');

const absolute = (origin: string, url: string) => (/^https?:\/\//i.test(url) ? url : `${origin}${url}`);

/**
 * A product page's tags for crawlers and link previews: Open Graph, canonical and JSON-LD (with
 * its rating and newest reviews, decision 0064). A
 * page opened on a variant previews that variant (its price, picture and address); its
 * canonical address is the product's, which shows them all.
 */
function productTags(head: PageHead & { product: Product }, origin: string, path: string): string[] {
  const { product, variant } = head;
  const description = truncate(product.description.replace(/\s+/g, ' ').trim(), DESCRIPTION_LENGTH);
  const pageUrl = `${origin}${path}`;
  const shownUrl = variant ? `${pageUrl}${variantSearch(product.options, variant.options)}` : pageUrl;
  const price = (variant?.price ?? product.price).toFixed(2);
  const image = variant?.image[0] ?? product.image[0];
  const jsonLd = {
    ...productJsonLd(product, { pageUrl, description, absolute: (url) => absolute(origin, url) }),
    ...reviewsJsonLd(product, head.reviews),
  };
  const meta = (attribute: 'name' | 'property', key: string, content: string) =>
    `<meta ${attribute}="${key}" content="${escapeHtml(content)}" />`;
  return [
    meta('property', 'og:type', 'product'),
    meta('property', 'og:site_name', SHOP_NAME),
    meta('property', 'og:title', truncate(product.name, TRUNCATE_LONG)),
    meta('property', 'og:description', description),
    meta('property', 'og:url', shownUrl),
    ...(image ? [meta('property', 'og:image', absolute(origin, image))] : []),
    meta('property', 'product:price:amount', price),
    meta('property', 'product:price:currency', CURRENCY),
    meta('name', 'twitter:card', 'summary_large_image'),
    `<link rel="canonical" href="${escapeHtml(pageUrl)}" />`,
    `<script type="application/ld+json">${jsonForScript(jsonLd)}</script>`,
  ];
}

/**
 * The built index.html's head with what the render learnt: the page's title and description,
 * and a product's tags for crawlers. Other pages keep the template's.
 */
export function fillHead(template: string, head: PageHead, origin: string, path: string): string {
  let html = template;
  if (head.title !== undefined) {
    const title = head.title;
    html = html.replace(/<title>[\s\S]*?<\/title>/, () => `<title>${escapeHtml(title)}</title>`);
  }
  if (head.description !== undefined) {
    const description = head.description;
    html = html.replace(
      /<meta\s+name="description"[\s\S]*?\/?>/,
      () => `<meta name="description" content="${escapeHtml(description)}" />`,
    );
  }
  if (head.product) {
    const tags = productTags({ ...head, product: head.product }, origin, path).join('\n    ');
    html = html.replace('</head>', () => `    ${tags}\n  </head>`);
  }
  return html;
}
