import { PayNowInstead } from '../../features/checkout/components/pay-now-instead';
import TrackOrderPage from '../../features/orders/pages/track-order-page';

/**
 * /track_order: the shopper's orders (features/orders), with the checkout's "Pay now" on an
 * order to pay on delivery that may still be paid online (decision 0034): the two features meet here.
 */
export default function TrackOrderRoute() {
  return (
    <TrackOrderPage orderActions={(order) => (order.canPayNow ? <PayNowInstead order={order} /> : null)} />
  );
}
