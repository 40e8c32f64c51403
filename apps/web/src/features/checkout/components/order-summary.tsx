import {
  type CartItem,
  CHECKOUT_LABELS,
  cartLineUnitPrice,
  formatGhs,
  toCedis,
  toPesewas,
  variantDisplayName,
} from '@shop/shared';
import { IMAGE_SIZES, sizedImage } from '../../../lib/sized-image';
import type { OrderFigures } from '../delivery-details';

/** The picture of a line's variant (a colour's own), else the product's. */
const linePicture = (item: CartItem) =>
  item.product.variants.find((variant) => variant._id === item.variant._id)?.image[0] ??
  item.product.image[0];

/** A line's total in whole pesewas, at its variant's price. */
const lineTotal = (item: CartItem) => toCedis(toPesewas(cartLineUnitPrice(item)) * item.quantity);

/** The order as the server cart holds it, each line named and priced by its variant, with the chosen city's fee. */
export function OrderSummary({ items, figures }: { items: readonly CartItem[]; figures: OrderFigures }) {
  return (
    <section
      aria-labelledby="order-summary-heading"
      className="flex flex-col gap-3 rounded-lg bg-slate-50 p-4"
    >
      <h2 id="order-summary-heading" className="text-xl font-bold">
        {CHECKOUT_LABELS.summary}
      </h2>
      <ul className="flex flex-col gap-2">
        {items.map((item) => (
          <li key={item.variant._id} className="flex items-center gap-3">
            <img
              {...sizedImage(linePicture(item), IMAGE_SIZES.thumbnail)}
              alt=""
              width={48}
              height={48}
              className="h-12 w-12 rounded bg-white object-contain"
            />
            <span className="flex-1 text-sm">
              {variantDisplayName(item.product.name, item.variant.options)}{' '}
              {CHECKOUT_LABELS.quantity(item.quantity)}
            </span>
            <span className="text-sm font-semibold">{formatGhs(lineTotal(item))}</span>
          </li>
        ))}
      </ul>
      <dl className="flex flex-col gap-1 border-t border-slate-200 pt-2">
        <div className="flex justify-between">
          <dt className="text-slate-600">{CHECKOUT_LABELS.subtotal}</dt>
          <dd data-testid="order-subtotal">{formatGhs(figures.subtotal)}</dd>
        </div>
        <div className="flex justify-between">
          <dt className="text-slate-600">{CHECKOUT_LABELS.deliveryFee}</dt>
          <dd data-testid="order-fee">{formatGhs(figures.shippingFee)}</dd>
        </div>
        <div className="flex justify-between text-lg font-bold">
          <dt>{CHECKOUT_LABELS.total}</dt>
          <dd data-testid="order-total">{formatGhs(figures.total)}</dd>
        </div>
      </dl>
    </section>
  );
}
