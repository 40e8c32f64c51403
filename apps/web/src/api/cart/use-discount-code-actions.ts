import { DISCOUNT_TEXTS } from '@shop/shared';
import { toast } from 'react-toastify/unstyled';
import { refuseWhenOffline } from '../../lib/connection';
import { useApplyDiscountCode } from './apply-discount-code';
import { useRemoveDiscountCode } from './remove-discount-code';

/**
 * What the discount code box does on the cart page and on /order, in one place: apply and
 * remove (refused offline), each clearing the other's last error, and the error to show.
 */
export function useDiscountCodeActions() {
  const applyCode = useApplyDiscountCode();
  const removeCode = useRemoveDiscountCode();
  return {
    onApply(code: string) {
      if (refuseWhenOffline()) return;
      removeCode.reset();
      applyCode.mutate({ code });
    },
    onRemove() {
      if (refuseWhenOffline()) return;
      applyCode.reset();
      removeCode.mutate(undefined, { onSuccess: () => toast.success(DISCOUNT_TEXTS.removed) });
    },
    applying: applyCode.isPending,
    removing: removeCode.isPending,
    failure: applyCode.error ?? removeCode.error,
  };
}
