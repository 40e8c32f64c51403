import { CART_BADGE_LABEL } from '@shop/shared';
import { ShoppingCart } from 'lucide-react';
import { Link } from 'react-router';
import { paths } from '../../../lib/paths';
import { useCartCount } from '../use-cart-count';

/**
 * The header's cart link: the total quantity as a badge, none when the cart is empty (a badge
 * reading "Items" or "0" looked like something waiting); the link's label says the count.
 */
export function CartCountLink() {
  const count = useCartCount();
  return (
    <Link
      to={paths.cart}
      aria-label={CART_BADGE_LABEL(count)}
      className="inline-flex min-h-11 min-w-11 items-center gap-1 rounded-md px-2 hover:bg-white/10"
    >
      <ShoppingCart aria-hidden="true" size={22} />
      {count > 0 && (
        <span
          data-testid="cart-count"
          className="rounded-full bg-amber-400 px-2 text-sm font-bold text-slate-900"
        >
          {count}
        </span>
      )}
    </Link>
  );
}
