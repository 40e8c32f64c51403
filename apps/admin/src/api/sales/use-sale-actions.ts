import { toast } from 'react-toastify/unstyled';
import { failureMessage } from '../../lib/failure-message';
import { useEndSale } from './end-sale';
import { usePutOnSale } from './put-on-sale';

/**
 * What a "Put on sale" form does, wherever it sits (a product's page, the Promotions page):
 * start or end the sale, each clearing the other's last refusal, the server's message said.
 */
export function useSaleActions(onDone?: () => void) {
  const putOnSale = usePutOnSale();
  const endSale = useEndSale();
  const refusal = putOnSale.error ?? endSale.error;
  const done = (answer: { message: string }) => {
    toast.success(answer.message);
    onDone?.();
  };
  return {
    busy: putOnSale.isPending || endSale.isPending,
    refusal: refusal ? failureMessage(refusal) : null,
    onStart(body: Parameters<typeof putOnSale.mutate>[0]) {
      endSale.reset();
      putOnSale.mutate(body, { onSuccess: done });
    },
    onEnd(target: Parameters<typeof endSale.mutate>[0]) {
      putOnSale.reset();
      endSale.mutate(target, { onSuccess: done });
    },
  };
}
