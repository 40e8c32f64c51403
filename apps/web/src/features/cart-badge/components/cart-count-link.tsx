import { CART_BADGE_LABEL, NAV_LABELS } from '@shop/shared';
import { ShoppingCart } from 'lucide-react';
import { Link } from 'react-router';
import { paths } from '../../../lib/paths';
import { useCartCount } from '../use-cart-count';

/** The header's cart link: the total quantity, or the word Items when empty (SPEC.md section 2). */
export function CartCountLink() {
  const count = useCartCount();
  return (
    <Link
      to={paths.cart}
      aria-label={CART_BADGE_LABEL(count)}
      className="inline-flex min-h-11 min-w-11 items-center gap-1 rounded-md px-2 hover:bg-white/10"
    >
      <ShoppingCart aria-hidden="true" size={22} />
      <span
        data-testid="cart-count"
        className="rounded-full bg-amber-400 px-2 text-sm font-bold text-slate-900"
      >
        {count > 0 ? count : NAV_LABELS.cartEmpty}
      </span>
    </Link>
  );
}
