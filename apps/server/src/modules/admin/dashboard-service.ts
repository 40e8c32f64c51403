import { DASHBOARD_TOP_PRODUCTS, type DashboardResponse, LOW_STOCK_THRESHOLD, toCedis } from '@shop/shared';
import type { Executor } from '../../db/client';
import { latestBackups } from '../backups';
import { findProductsByIds, listLowStockVariants, variantImages } from '../catalogue';
import { countOrdersByStatus, ordersPerDay, topSellingLines } from '../orders';

const LOW_STOCK_LIST_SIZE = 20;

/**
 * Best-selling variants (orders module) under the product's current name and the variant's
 * first image (catalogue); a product or variant that is gone keeps the name, image and
 * variant its order lines recorded.
 */
async function topProducts(db: Executor) {
  const lines = await topSellingLines(db, DASHBOARD_TOP_PRODUCTS);
  const productsById = await findProductsByIds(
    db,
    lines.flatMap((line) => (line.productId === null ? [] : [line.productId])),
  );
  return lines.map((line) => {
    const product = line.productId === null ? undefined : productsById.get(line.productId);
    const variant = product?.variants.find((candidate) => candidate.publicId === line.variantPublicId);
    const image = product && variant ? variantImages(product, variant)[0] : product?.images[0];
    return {
      productId: line.productId,
      name: product?.name ?? line.snapshotName,
      variant: { _id: line.variantPublicId ?? '', sku: line.variantSku, options: line.variantOptions },
      image: image ?? line.snapshotImage,
      unitsSold: line.units,
      revenue: toCedis(line.revenuePesewas),
    };
  });
}

/** Sales at a glance: 30 days of orders and revenue, counts by status, top 5, low stock. */
export async function loadDashboard(
  db: Executor,
  now = new Date(),
  { backups = false }: { backups?: boolean } = {},
): Promise<DashboardResponse> {
  const [days, statusCounts, top, lowStock, backup] = await Promise.all([
    ordersPerDay(db, now),
    countOrdersByStatus(db),
    topProducts(db),
    listLowStockVariants(db, LOW_STOCK_THRESHOLD, LOW_STOCK_LIST_SIZE),
    latestBackups(db),
  ]);
  return {
    success: true,
    days: days.map(({ revenuePesewas, ...day }) => ({ ...day, revenue: toCedis(revenuePesewas) })),
    statusCounts,
    topProducts: top,
    lowStock,
    // Shown without BACKUP_DIR too: the card then says that no automatic backup is taken.
    backup: { automatic: backups, ...backup },
  };
}
