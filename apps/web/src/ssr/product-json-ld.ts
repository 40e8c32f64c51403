import { CURRENCY, type Product } from '@shop/shared';
import { isOnSale, saleEndsDay } from '../lib/sale-price';
import { variantSearch } from '../lib/variant-url';

type Variant = Product['variants'][number];

const IN_STOCK = 'https://schema.org/InStock';
const OUT_OF_STOCK = 'https://schema.org/OutOfStock';
const availability = (stock: number) => (stock > 0 ? IN_STOCK : OUT_OF_STOCK);

interface Priced {
  price: number;
  regularPrice?: number;
  saleEndsAt?: string | null;
}

/**
 * An Offer's price: the price now, and during a sale with an end its last day (decision 0062),
 * so a search engine does not keep showing the sale price after it.
 */
function offerPrice({ price, regularPrice, saleEndsAt }: Priced) {
  const until = isOnSale(price, regularPrice) && saleEndsAt ? saleEndsDay(saleEndsAt) : undefined;
  return { price: price.toFixed(2), ...(until ? { priceValidUntil: until } : {}) };
}

/** Options that schema.org names (and search engines read as `variesBy`); others are additional properties. */
function schemaProperty(optionName: string): 'color' | 'size' | undefined {
  if (/^colou?rs?$/i.test(optionName.trim())) return 'color';
  if (/^(sizes?|storage|capacity)$/i.test(optionName.trim())) return 'size';
  return undefined;
}

interface ProductFacts {
  /** The page's address without its query string. */
  pageUrl: string;
  description: string;
  absolute: (url: string) => string;
}

/**
 * A product's JSON-LD: a Product with its Offer when it is sold one way only (as before
 * variants existed), and otherwise a ProductGroup (itself a Product, with an AggregateOffer of
 * the variants' prices) whose `hasVariant` lists each variant with its own options, pictures,
 * address and Offer (price now, the sale's last day, and availability).
 */
export function productJsonLd(product: Product, { pageUrl, description, absolute }: ProductFacts) {
  const common = {
    '@context': 'https://schema.org',
    name: product.name,
    image: product.image.map(absolute),
    description,
    brand: { '@type': 'Brand', name: product.brand },
    category: `${product.category} > ${product.subcategory}`,
  };
  if (product.options.length === 0 || product.variants.length === 0) {
    return {
      ...common,
      '@type': 'Product',
      sku: String(product.id),
      offers: {
        '@type': 'Offer',
        url: pageUrl,
        ...offerPrice(product),
        priceCurrency: CURRENCY,
        availability: availability(product.stock),
      },
    };
  }
  const prices = product.variants.map((variant) => variant.price);
  const variesBy = product.options
    .map((option) => schemaProperty(option.name))
    .filter((property) => property !== undefined)
    .map((property) => `https://schema.org/${property}`);
  const describeVariant = (variant: Variant) => {
    const properties: Record<string, unknown> = {};
    const additional: { '@type': 'PropertyValue'; name: string; value: string }[] = [];
    for (const option of product.options) {
      const value = variant.options[option.name];
      if (value === undefined) continue;
      const property = schemaProperty(option.name);
      if (property) properties[property] = value;
      else additional.push({ '@type': 'PropertyValue', name: option.name, value });
    }
    const url = `${pageUrl}${variantSearch(product.options, variant.options)}`;
    const images = variant.image.length > 0 ? variant.image : product.image;
    return {
      '@type': 'Product',
      sku: variant.sku,
      name: [product.name, ...product.options.map((option) => variant.options[option.name])]
        .filter(Boolean)
        .join(', '),
      image: images.map(absolute),
      ...properties,
      ...(additional.length > 0 ? { additionalProperty: additional } : {}),
      offers: {
        '@type': 'Offer',
        url,
        ...offerPrice(variant),
        priceCurrency: CURRENCY,
        availability: availability(variant.stock),
      },
    };
  };
  return {
    ...common,
    '@type': 'ProductGroup',
    productGroupID: String(product.id),
    ...(variesBy.length > 0 ? { variesBy } : {}),
    offers: {
      '@type': 'AggregateOffer',
      lowPrice: Math.min(...prices).toFixed(2),
      highPrice: Math.max(...prices).toFixed(2),
      priceCurrency: CURRENCY,
      offerCount: product.variants.length,
      availability: availability(product.variants.reduce((sum, variant) => sum + variant.stock, 0)),
    },
    hasVariant: product.variants.map(describeVariant),
  };
}
