import {
  API_MESSAGES,
  chooseOptionsMessage,
  type StockAlert,
  VARIANT_MESSAGES,
  variantDisplayName,
} from '@shop/shared';
import type { Executor } from '../../db/client';
import { badRequest, notFound } from '../../plugins/errors';
import {
  type CatalogueProduct,
  findProduct,
  findVariantProductId,
  type VariantRow,
  variantOptionsOf,
} from '../catalogue';
import { maskRecipient } from '../consent';
import type { StockAlertRow } from './stock-alert-repository';

/** The product on sale and the variant a request means, and its name as a cart line shows it. */
export interface ChosenVariant {
  product: CatalogueProduct;
  variant: VariantRow;
  name: string;
}

/** A product on sale by its numeric id or `_id` (404 otherwise), as the product page reads it. */
export async function productOnSale(db: Executor, idOrPublicId: string): Promise<CatalogueProduct> {
  const product = await findProduct(db, idOrPublicId);
  if (!product) throw notFound(API_MESSAGES.productNotFound);
  return product;
}

/** The variant of a product by its public uuid: another product's 400, an unknown one 404. */
export async function variantOfProduct(
  db: Executor,
  product: CatalogueProduct,
  variantId: string,
): Promise<VariantRow> {
  const variant = product.variants.find((candidate) => candidate.publicId === variantId.toLowerCase());
  if (variant) return variant;
  if ((await findVariantProductId(db, variantId)) !== undefined) {
    throw badRequest(VARIANT_MESSAGES.variantOfAnotherProduct);
  }
  throw notFound(VARIANT_MESSAGES.variantNotFound);
}

/**
 * The variant a request means, as the cart reads it (decision 0036): without `variantId` a
 * product with one variant means that one, and one with several is 400 asking for its options.
 */
export async function chosenVariant(
  db: Executor,
  productId: string,
  variantId: string | undefined,
): Promise<ChosenVariant> {
  const product = await productOnSale(db, productId);
  let variant: VariantRow;
  if (variantId !== undefined) variant = await variantOfProduct(db, product, variantId);
  else if (product.variants.length === 1) variant = product.variants[0]!;
  else throw badRequest(chooseOptionsMessage(product.options.map((option) => option.name)));
  return { product, variant, name: variantDisplayName(product.name, variantOptionsOf(product, variant)) };
}

/** A request as the shopper reads it: the variant's public id, the address masked. */
export function toStockAlert(row: StockAlertRow, variantPublicId: string): StockAlert {
  return {
    id: row.id,
    variantId: variantPublicId,
    channel: row.channel,
    recipient: maskRecipient(row.recipient),
    state: row.confirmedAt ? 'waiting' : 'confirming',
  };
}
