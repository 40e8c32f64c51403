import { PRODUCT_LABELS, type Product } from '@shop/shared';
import { ShoppingCart } from 'lucide-react';
import { useAddToCartAction } from '../use-add-to-cart-action';

export function AddToCartButton({ product }: { product: Product }) {
  const { add, isPending } = useAddToCartAction();
  const soldOut = product.stock <= 0;
  return (
    <button
      type="button"
      onClick={() => add(product._id)}
      disabled={soldOut || isPending}
      className="inline-flex min-h-12 items-center justify-center gap-2 rounded-md bg-slate-900 px-8 font-semibold text-white hover:bg-slate-700 disabled:cursor-not-allowed disabled:bg-slate-400"
    >
      <ShoppingCart aria-hidden="true" size={20} />
      {isPending ? PRODUCT_LABELS.adding : PRODUCT_LABELS.addToCart}
    </button>
  );
}
