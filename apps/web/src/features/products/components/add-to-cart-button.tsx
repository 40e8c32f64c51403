import { PRODUCT_LABELS, type Product } from '@shop/shared';
import { ShoppingCart } from 'lucide-react';
import { useAddToCartAction } from '../use-add-to-cart-action';
import type { Variant } from '../variant-choice';

/**
 * Adds one unit of the product, or of the variant chosen on its page; a product sold one way
 * only is added by its id alone, as before variants existed. A sold-out choice shows "Out of
 * stock" where the button was: a greyed button reads as broken, not as sold out.
 */
export function AddToCartButton({ product, variant }: { product: Product; variant?: Variant }) {
  const { add, isPending } = useAddToCartAction();
  const soldOut = (variant?.stock ?? product.stock) <= 0;
  if (soldOut) {
    return (
      <span
        data-testid="sold-out"
        className="inline-flex min-h-12 items-center justify-center rounded-md border border-slate-300 bg-slate-100 px-8 font-semibold text-slate-700"
      >
        {PRODUCT_LABELS.outOfStock}
      </span>
    );
  }
  return (
    <button
      type="button"
      onClick={() => add(product._id, variant?._id)}
      disabled={isPending}
      className="inline-flex min-h-12 items-center justify-center gap-2 rounded-md bg-slate-900 px-8 font-semibold text-white hover:bg-slate-700 disabled:cursor-not-allowed disabled:bg-slate-400"
    >
      <ShoppingCart aria-hidden="true" size={20} />
      {isPending ? PRODUCT_LABELS.adding : PRODUCT_LABELS.addToCart}
    </button>
  );
}
