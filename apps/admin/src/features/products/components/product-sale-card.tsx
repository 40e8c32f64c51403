import { PROMOTION_ADMIN_TEXTS } from '@shop/shared';
import { useSaleActions } from '../../../api/sales/use-sale-actions';
import { SaleForm } from '../../../components/sale-form';
import { Card } from '../../../components/ui/card';

interface ProductSaleCardProps {
  /** The product's public id, which the sale names. */
  productPublicId: string;
  /** After a sale started or ended: the grid shows the variants' new sale prices. */
  onDone: () => void;
}

/** "Put on sale" on a product's page: a percent off every one of its variants (decision 0062). */
export function ProductSaleCard({ productPublicId, onDone }: ProductSaleCardProps) {
  const actions = useSaleActions(onDone);
  return (
    <Card title={PROMOTION_ADMIN_TEXTS.sales.target}>
      <SaleForm product={productPublicId} {...actions} />
    </Card>
  );
}
