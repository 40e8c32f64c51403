import { and, eq, isNull, type SQL } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { products } from '../../db/schema';

const UUID_PATTERN = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const MAX_SERIAL = 2_147_483_647;

/** What the review calls need of a product: its name and picture, and its published figures. */
export interface ReviewedProduct {
  id: number;
  name: string;
  image: string | null;
  /** Published reviews and their average in tenths, kept by the trigger of migration 0028. */
  reviews: number;
  ratingTenths: number | null;
}

/**
 * A product on sale by its numeric id or its public `_id`, as `GET /api/product/:id` reads it
 * (an archived one is not found); only the few columns the reviews show, not its variants.
 */
export async function findReviewedProduct(
  db: Executor,
  idOrPublicId: string,
): Promise<ReviewedProduct | undefined> {
  let condition: SQL;
  if (/^\d{1,10}$/.test(idOrPublicId) && Number(idOrPublicId) <= MAX_SERIAL) {
    condition = eq(products.id, Number(idOrPublicId));
  } else if (UUID_PATTERN.test(idOrPublicId)) {
    condition = eq(products.publicId, idOrPublicId.toLowerCase());
  } else {
    return undefined;
  }
  const [row] = await db
    .select({
      id: products.id,
      name: products.name,
      images: products.images,
      reviews: products.reviews,
      ratingTenths: products.ratingTenths,
    })
    .from(products)
    .where(and(condition, isNull(products.archivedAt)))
    .limit(1);
  if (!row) return undefined;
  const { images, ...product } = row;
  return { ...product, image: images[0] ?? null };
}
