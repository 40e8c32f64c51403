import { CART_LABELS, CART_MESSAGES, type CartResponse, PICKUP_TEXTS } from '@shop/shared';
import { useNavigate } from 'react-router';
import { toast } from 'react-toastify/unstyled';
import { paths } from '../../../lib/paths';
import type { CartFigures } from '../cart-figures';
import { CartSummary } from './cart-summary';

/** The first version's two checks before checkout, in its order: a city first, then at least 1 item. */
export function checkoutProblem(city: string, itemCount: number): string | null {
  if (!city) return CART_MESSAGES.selectCity;
  if (itemCount < 1) return CART_MESSAGES.needItems(itemCount);
  return null;
}

/**
 * The summary and Proceed to Checkout; the city goes along as ?city=. When branches hold the
 * whole cart, a pickup needs no city: "Or pick up at a branch" opens /order on pickup.
 */
interface CartCheckoutPanelProps {
  figures: CartFigures;
  city: string;
  discount?: CartResponse['discount'];
  /** The names of the branches offering pickup that hold every item (decision 0069). */
  pickupBranches?: string[] | undefined;
}

export function CartCheckoutPanel({ figures, city, discount, pickupBranches }: CartCheckoutPanelProps) {
  const navigate = useNavigate();
  const pickUp = () => {
    if (figures.itemCount < 1) {
      toast.error(CART_MESSAGES.needItems(figures.itemCount));
      return;
    }
    toast.info(CART_MESSAGES.redirectingToCheckout, { toastId: CART_MESSAGES.redirectingToCheckout });
    navigate(`${paths.order}?fulfilment=pickup`);
  };
  const proceed = () => {
    const problem = checkoutProblem(city, figures.itemCount);
    if (problem) {
      toast.error(problem, { toastId: problem });
      return;
    }
    // Named, so that the checkout takes it away once it shows (order-page.tsx).
    toast.info(CART_MESSAGES.redirectingToCheckout, { toastId: CART_MESSAGES.redirectingToCheckout });
    navigate(`${paths.order}?city=${encodeURIComponent(city)}`);
  };
  return (
    <section
      aria-labelledby="cart-summary-heading"
      className="flex flex-col gap-4 rounded-lg bg-slate-50 p-4"
    >
      <h2 id="cart-summary-heading" className="text-xl font-bold">
        {CART_LABELS.summary}
      </h2>
      <CartSummary figures={figures} discount={discount} />
      <button
        type="button"
        onClick={proceed}
        className="min-h-12 rounded-md bg-slate-900 font-semibold text-white hover:bg-slate-700"
      >
        {CART_LABELS.proceed}
      </button>
      {pickupBranches && pickupBranches.length > 0 && (
        <div className="flex flex-col gap-1">
          <button
            type="button"
            onClick={pickUp}
            className="min-h-12 rounded-md border border-slate-900 font-semibold hover:bg-slate-100"
          >
            {PICKUP_TEXTS.pickUpInstead}
          </button>
          <p className="text-sm text-slate-600">{PICKUP_TEXTS.pickUpInsteadHint(pickupBranches)}</p>
        </div>
      )}
    </section>
  );
}
