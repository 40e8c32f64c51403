import { PROMOTION_ADMIN_TEXTS } from '@shop/shared';
import { toast } from 'react-toastify/unstyled';
import { useEndSale } from '../../../api/sales/end-sale';
import { usePutOnSale } from '../../../api/sales/put-on-sale';
import { SaleForm } from '../../../components/sale-form';
import { Card } from '../../../components/ui/card';
import { failureMessage } from '../../../lib/failure-message';

interface ListSaleCardProps {
  lists: { category: string[]; brand: string[] };
}

/**
 * Sale prices for a whole category or brand (decision 0062): a percent off each of its
 * variants, or their sales ended. Any staff member may, as they set prices.
 */
export function ListSaleCard({ lists }: ListSaleCardProps) {
  const putOnSale = usePutOnSale();
  const endSale = useEndSale();
  const refusal = putOnSale.error ?? endSale.error;
  const done = (answer: { message: string }) => toast.success(answer.message);
  return (
    <Card title={PROMOTION_ADMIN_TEXTS.sales.title}>
      <SaleForm
        lists={lists}
        busy={putOnSale.isPending || endSale.isPending}
        refusal={refusal ? failureMessage(refusal) : null}
        onStart={(body) => {
          endSale.reset();
          putOnSale.mutate(body, { onSuccess: done });
        }}
        onEnd={(target) => {
          putOnSale.reset();
          endSale.mutate(target, { onSuccess: done });
        }}
      />
    </Card>
  );
}
