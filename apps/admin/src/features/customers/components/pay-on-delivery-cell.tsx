import { type AdminCustomer, PAY_ON_DELIVERY_TEXTS } from '@shop/shared';
import { toast } from 'react-toastify/unstyled';
import { useRestorePayOnDelivery } from '../../../api/customers/restore-pay-on-delivery';
import { PayOnDeliveryBlocks } from '../../../components/pay-on-delivery-blocks';
import { Button } from '../../../components/ui/button';

const texts = PAY_ON_DELIVERY_TEXTS.account;

/**
 * An account that lost pay on delivery to refused deliveries: which of its
 * account, phone or address did and how many (decision 0044), and the button that gives the
 * person it back. Nothing for the others.
 */
export function PayOnDeliveryCell({ customer }: { customer: AdminCustomer }) {
  const restore = useRestorePayOnDelivery();
  if (!customer.payOnDeliveryBlocked) return null;
  const blocks = customer.payOnDeliveryBlocks ?? [];
  // The most refusals of whatever stopped it: the account's, its phone's or an address's.
  const refused = Math.max(
    customer.refusedDeliveries ?? 0,
    ...blocks.map((block) => block.refusedDeliveries),
  );
  return (
    <div className="mt-1 flex flex-wrap items-center gap-2">
      <span className="rounded bg-red-100 px-1.5 text-xs text-red-900" data-testid="pay-on-delivery-blocked">
        {texts.blocked(refused)}
      </span>
      <PayOnDeliveryBlocks blocks={blocks} withTitle={false} />
      <Button
        variant="secondary"
        size="sm"
        disabled={restore.isPending}
        onClick={() => restore.mutate(customer.id, { onSuccess: (answer) => toast.success(answer.message) })}
      >
        {texts.restore}
      </Button>
    </div>
  );
}
