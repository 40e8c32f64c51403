import { type Product, toCedis } from '@shop/shared';
import type { products } from '../../db/schema';

export type ProductRow = typeof products.$inferSelect;

/** The API's product shape (DESIGN.md section 5): cedis on the wire, the spec's field names. */
export function toProduct(row: ProductRow): Product {
  return {
    id: row.id,
    _id: row.publicId,
    name: row.name,
    price: toCedis(row.pricePesewas),
    image: row.images,
    category: row.category,
    subcategory: row.subcategory,
    brand: row.brand,
    soundSystem: row.soundSystem,
    description: row.description,
    info: row.info,
    reviews: row.reviews,
    TopSellingProduct: row.topSelling,
    collection: row.collection,
    stock: row.stock,
  };
}
