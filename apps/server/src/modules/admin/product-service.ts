import type { Db } from '../../db/client';
import { lockCartLinesOfProduct } from '../cart';
import { archiveProduct, deleteProduct, lockProduct } from '../catalogue';
import { isProductOrdered } from '../orders';

/**
 * Deletes a product, or archives it when an order refers to it, so the order keeps its
 * product link. One transaction across three modules' tables: the product row is locked
 * first, so an order being placed for it at the same moment either finishes before (and
 * the product is archived) or waits and finds it gone. Checkout locks the shopper's cart
 * lines and then the product; the delete's cascade to cart lines needs those same locks,
 * so they are taken first here too, in the same order, or the two would deadlock.
 */
export async function deleteOrArchiveProduct(
  db: Db,
  id: number,
): Promise<'deleted' | 'archived' | 'missing'> {
  return db.transaction(async (transaction) => {
    await lockCartLinesOfProduct(transaction, id);
    const product = await lockProduct(transaction, id);
    if (!product) return 'missing';
    if (await isProductOrdered(transaction, id)) {
      if (!product.archived) await archiveProduct(transaction, id);
      return 'archived';
    }
    await deleteProduct(transaction, id);
    return 'deleted';
  });
}
