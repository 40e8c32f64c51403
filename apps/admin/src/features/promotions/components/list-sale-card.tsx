import { PROMOTION_ADMIN_TEXTS } from '@shop/shared';
import { useSaleActions } from '../../../api/sales/use-sale-actions';
import { SaleForm } from '../../../components/sale-form';
import { Card } from '../../../components/ui/card';

interface ListSaleCardProps {
  lists: { category: string[]; brand: string[] };
}

/**
 * Sale prices for a whole category or brand (decision 0062): a percent off each of its
 * variants, or their sales ended. Any staff member may, as they set prices.
 */
export function ListSaleCard({ lists }: ListSaleCardProps) {
  const actions = useSaleActions();
  return (
    <Card title={PROMOTION_ADMIN_TEXTS.sales.title}>
      <SaleForm lists={lists} {...actions} />
    </Card>
  );
}
