import {
  type CartItem,
  type CartResponse,
  CHECKOUT_LABELS,
  cartLineUnitPrice,
  formatGhs,
  PICKUP_TEXTS,
  toCedis,
  toPesewas,
  variantDisplayName,
} from '@shop/shared';
import type { ReactNode } from 'react';
import { DeliveryFeeValue, DiscountLine } from '../../../components/discount-line';
import { SalePrice } from '../../../components/sale-price';
import { cartLineRegularPrice } from '../../../lib/sale-price';
import { IMAGE_SIZES, sizedImage } from '../../../lib/sized-image';
import type { OrderFigures } from '../delivery-details';

/** The picture of a line's variant (a colour's own), else the product's. */
const linePicture = (item: CartItem) =>
  item.product.variants.find((variant) => variant._id === item.variant._id)?.image[0] ??
  item.product.image[0];

/** A unit price times the line's quantity, in whole pesewas. */
const timesQuantity = (unitPrice: number, item: CartItem) => toCedis(toPesewas(unitPrice) * item.quantity);

interface OrderSummaryProps {
  items: readonly CartItem[];
  figures: OrderFigures;
  /** The cart's promotion (decision 0062): its row under the subtotal. */
  discount?: CartResponse['discount'];
  /** The discount code box, under the lines. */
  children?: ReactNode;
  /** Picked up at a branch (decision 0069): no delivery fee, "Pickup: Free". */
  pickup?: boolean;
}

/**
 * The order as the server cart holds it, each line named and priced by its variant (its
 * regular price struck through during a sale), the discount, the chosen city's fee ("Free
 * delivery" when the promotion waives it) and the total the server will charge.
 */
export function OrderSummary({ items, figures, discount, children, pickup = false }: OrderSummaryProps) {
  return (
    <section
      aria-labelledby="order-summary-heading"
      className="flex flex-col gap-3 rounded-lg bg-slate-50 p-4"
    >
      <h2 id="order-summary-heading" className="text-xl font-bold">
        {CHECKOUT_LABELS.summary}
      </h2>
      <ul className="flex flex-col gap-2">
        {items.map((item) => {
          const regular = cartLineRegularPrice(item);
          return (
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
              <span className="text-right text-sm">
                <SalePrice
                  price={timesQuantity(cartLineUnitPrice(item), item)}
                  regularPrice={regular === undefined ? undefined : timesQuantity(regular, item)}
                  priceClassName="font-semibold"
                  className="flex-col items-end"
                />
              </span>
            </li>
          );
        })}
      </ul>
      {children}
      <dl className="flex flex-col gap-1 border-t border-slate-200 pt-2">
        <div className="flex justify-between">
          <dt className="text-slate-600">{CHECKOUT_LABELS.subtotal}</dt>
          <dd data-testid="order-subtotal">{formatGhs(figures.subtotal)}</dd>
        </div>
        {discount && <DiscountLine discount={discount} amount={figures.discount} />}
        <div className="flex justify-between">
          <dt className="text-slate-600">
            {pickup ? PICKUP_TEXTS.deliveryFeeLabel : CHECKOUT_LABELS.deliveryFee}
          </dt>
          <dd data-testid="order-fee">
            {pickup ? (
              PICKUP_TEXTS.freePickup
            ) : (
              <DeliveryFeeValue
                fee={figures.shippingFee}
                regularFee={figures.regularShippingFee}
                freeDelivery={figures.freeDelivery}
              />
            )}
          </dd>
        </div>
        <div className="flex justify-between text-lg font-bold">
          <dt>{CHECKOUT_LABELS.total}</dt>
          <dd data-testid="order-total">{formatGhs(figures.total)}</dd>
        </div>
      </dl>
    </section>
  );
}
