import type { App } from '../../plugins/zod-type-provider';
import { catalogueListRoutes } from './catalogue-list-routes';
import { catalogueRoutes } from './routes';
import { startSaleClock } from './sale-clock';

/*
 * The catalogue: the products table and its stock. Every read and write of products goes
 * through the functions below, so a later answer cache has one place to clear.
 */
export {
  archiveProduct,
  createProduct,
  deleteProduct,
  findAnyProduct,
  findAnyProductsByIds,
  listAdminProducts,
  listEveryProduct,
  listLowStockVariants,
  listOneVariantSales,
  lockProduct,
  restoreProduct,
  updateProduct,
  updateProductFlags,
  updateProductStock,
} from './admin-product-repository';
export { listNamesByCaseless, productNamesOf } from './catalogue-list-names';
export {
  createListEntry,
  deleteListEntry,
  type ListEntry,
  readAdminCatalogueLists,
  updateListEntry,
} from './catalogue-list-repository';
export { countFaultyUnits } from './faulty-units-repository';
export { unknownFilterValue } from './known-list-names';
export {
  type CatalogueProduct,
  type ProductRow,
  toAdminProduct,
  toProduct,
  toVariantReference,
  type VariantRow,
  variantImages,
  variantOptionsOf,
} from './product-mapper';
export { findProduct, findProductsByIds, listProductPageDates } from './product-repository';
export { usePriceClock } from './sale-clock';
export {
  endSales,
  NO_SALE,
  productSaleOf,
  putOnSale,
  type SaleCount,
  type SaleFields,
  saleRefusalOf,
  saveProductSale,
} from './sale-writes';
export {
  deliveryBranchId,
  type LineToTake,
  returnStock,
  type StockLine,
  takeEachOrRefuse,
  takeStock,
  takeStockIfThere,
} from './stock';
export { clearStockAnswersOnWrite, stockChanged } from './stock-answers';
export { findVariantsOf, saveVariantGrid, saveVariantStock, toVariantsAnswer } from './variant-grid';
export {
  catalogueProductColumns,
  findVariantProductId,
  listEveryVariant,
  lockVariantsOfProduct,
} from './variant-repository';

export async function catalogueModule(app: App) {
  const saleClock = startSaleClock(app);
  await catalogueRoutes(app, saleClock);
  await catalogueListRoutes(app);
}
