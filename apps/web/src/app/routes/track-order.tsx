import { PayNowInstead } from '../../features/checkout/components/pay-now-instead';
import TrackOrderPage from '../../features/orders/pages/track-order-page';
import { OrderReturnRequests } from '../../features/returns/components/order-return-requests';

/**
 * /track_order: the shopper's orders (features/orders), with the checkout's "Pay now" on an
 * order to pay on delivery that may still be paid online (decision 0034), and the order's
 * return requests and warranty claims (decision 0063): the features meet here.
 */
export default function TrackOrderRoute() {
  return (
    <TrackOrderPage
      orderActions={(order) => (
        <>
          <OrderReturnRequests order={order} />
          {order.canPayNow ? <PayNowInstead order={order} /> : null}
        </>
      )}
    />
  );
}
