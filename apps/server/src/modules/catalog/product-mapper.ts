import { type AdminProduct, type Product, toCedis } from '@shop/shared';
import { isoOrNull } from '../../db/query-helpers';
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

/** The product as staff see it: archived ones included, with the dates they are sorted by. */
export function toAdminProduct(row: ProductRow): AdminProduct {
  return {
    ...toProduct(row),
    archived: row.archivedAt !== null,
    archivedAt: isoOrNull(row.archivedAt),
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}
