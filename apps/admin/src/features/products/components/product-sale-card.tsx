import { PROMOTION_ADMIN_TEXTS } from '@shop/shared';
import { toast } from 'react-toastify/unstyled';
import { useEndSale } from '../../../api/sales/end-sale';
import { usePutOnSale } from '../../../api/sales/put-on-sale';
import { SaleForm } from '../../../components/sale-form';
import { Card } from '../../../components/ui/card';
import { failureMessage } from '../../../lib/failure-message';

interface ProductSaleCardProps {
  /** The product's public id, which the sale names. */
  productPublicId: string;
  /** After a sale started or ended: the grid shows the variants' new sale prices. */
  onDone: () => void;
}

/** "Put on sale" on a product's page: a percent off every one of its variants (decision 0062). */
export function ProductSaleCard({ productPublicId, onDone }: ProductSaleCardProps) {
  const putOnSale = usePutOnSale();
  const endSale = useEndSale();
  const refusal = putOnSale.error ?? endSale.error;
  const done = (answer: { message: string }) => {
    toast.success(answer.message);
    onDone();
  };
  return (
    <Card title={PROMOTION_ADMIN_TEXTS.sales.target}>
      <SaleForm
        product={productPublicId}
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
