import {
  CART_LABELS,
  CART_MESSAGES,
  type CartItem,
  cartLineUnitPrice,
  formatGhs,
  variantDisplayName,
} from '@shop/shared';
import { Minus, Plus, Trash2 } from 'lucide-react';
import { Link } from 'react-router';
import { toast } from 'react-toastify/unstyled';
import { useSetCartQuantity } from '../../../api/cart/set-cart-quantity';
import { isSessionExpired } from '../../../api/session-expiry';
import { SalePrice } from '../../../components/sale-price';
import { paths } from '../../../lib/paths';
import { cartLineRegularPrice } from '../../../lib/sale-price';
import { IMAGE_SIZES, sizedImage } from '../../../lib/sized-image';
import { useOneAtATime } from '../../../lib/use-one-at-a-time';
import { variantSearch } from '../../../lib/variant-url';
import { lineTotal } from '../cart-figures';

const stepClass =
  'inline-flex h-11 w-11 items-center justify-center rounded-md border border-slate-300 hover:bg-slate-100 aria-disabled:cursor-not-allowed aria-disabled:opacity-40 disabled:opacity-40';

interface CartLineProps {
  item: CartItem;
  onRemove: (item: CartItem) => void;
  removing: boolean;
}

/**
 * One cart line, which holds one variant: its picture, its name ("Samsung Galaxy A15, 256GB,
 * Blue") linking to that variant's page, its unit price (the regular one struck through during
 * a sale), the line total, − and + and delete.
 */
export function CartLine({ item, onRemove, removing }: CartLineProps) {
  const { product, variant, quantity } = item;
  const name = variantDisplayName(product.name, variant.options);
  const pictures = product.variants.find((candidate) => candidate._id === variant._id)?.image;
  const picture = pictures?.[0] ?? product.image[0];
  const href = `${paths.product(product.id)}${variantSearch(product.options, variant.options)}`;
  const setQuantity = useSetCartQuantity();
  const oneAtATime = useOneAtATime();
  const busy = setQuantity.isPending || removing;
  const atMinimum = quantity <= 1;

  const change = (next: number, success: string, failure: string) =>
    oneAtATime((done) =>
      setQuantity.mutate(
        { productId: product._id, variantId: variant._id, quantity: next },
        {
          onSuccess: () => toast.success(success),
          onError: (error) => {
            if (!isSessionExpired(error)) toast.error(failure);
          },
          onSettled: done,
        },
      ),
    );

  const decrease = () => {
    // aria-disabled rather than disabled keeps the click, so the first version's reason can be shown.
    if (atMinimum) {
      toast.info(CART_MESSAGES.cannotDecreaseBelowOne, { toastId: CART_MESSAGES.cannotDecreaseBelowOne });
      return;
    }
    if (!busy) change(quantity - 1, CART_MESSAGES.decreased, CART_MESSAGES.updateFailed);
  };
  const increase = () => {
    if (!busy) change(quantity + 1, CART_MESSAGES.updated, CART_MESSAGES.addProductFailed);
  };

  return (
    <li data-testid="cart-line" className="flex flex-wrap items-center gap-4 border-b border-slate-200 py-4">
      {/* The name next to it is the link a keyboard or screen reader uses; this one is for the pointer. */}
      <Link to={href} className="shrink-0" tabIndex={-1} aria-hidden="true">
        <img
          {...sizedImage(picture, IMAGE_SIZES.thumbnail)}
          alt=""
          width={80}
          height={80}
          className="h-20 w-20 rounded-md bg-slate-50 object-contain"
        />
      </Link>
      <div className="min-w-40 flex-1">
        <Link to={href} className="inline-flex min-h-11 items-center font-semibold hover:underline">
          {name}
        </Link>
        <p className="text-sm text-slate-600">
          {CART_LABELS.unitPrice}:{' '}
          <SalePrice
            price={cartLineUnitPrice(item)}
            regularPrice={cartLineRegularPrice(item)}
            priceClassName=""
            priceTestId="unit-price"
          />
        </p>
      </div>
      <div className="flex items-center gap-2">
        <button
          type="button"
          className={stepClass}
          aria-label={CART_LABELS.decrease(name)}
          aria-disabled={atMinimum || busy}
          title={atMinimum ? CART_MESSAGES.cannotDecreaseBelowOne : undefined}
          onClick={decrease}
        >
          <Minus aria-hidden="true" size={18} />
        </button>
        <output
          aria-label={CART_LABELS.quantity(name)}
          className="w-8 text-center font-semibold"
          data-testid="quantity"
        >
          {quantity}
        </output>
        <button
          type="button"
          className={stepClass}
          aria-label={CART_LABELS.increase(name)}
          disabled={busy}
          onClick={increase}
        >
          <Plus aria-hidden="true" size={18} />
        </button>
      </div>
      <p className="min-w-24 text-right font-semibold sm:w-32" data-testid="line-total">
        <span className="sr-only">{CART_LABELS.lineTotal}: </span>
        {formatGhs(lineTotal(item))}
      </p>
      <button
        type="button"
        className={`${stepClass} text-red-700`}
        aria-label={CART_LABELS.remove(name)}
        disabled={busy}
        onClick={() => onRemove(item)}
      >
        <Trash2 aria-hidden="true" size={18} />
      </button>
    </li>
  );
}
