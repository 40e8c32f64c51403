import {
  CART_MESSAGES,
  CHECKOUT_LABELS,
  CHECKOUT_MESSAGES,
  CHECKOUT_RESUME_TEXT,
  formatGhs,
  PAY_ON_DELIVERY,
  PAY_ON_DELIVERY_TEXTS,
  PAY_ONLINE,
  type PaymentMethod as PaymentMethodName,
  PICKUP_MESSAGES,
  PICKUP_TEXTS,
  SELLER_DETAILS_TEXTS,
} from '@shop/shared';
import { type FormEvent, useEffect, useRef, useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { toast } from 'react-toastify/unstyled';
import { useCart } from '../../../api/cart/get-cart';
import { useDiscountCodeActions } from '../../../api/cart/use-discount-code-actions';
import { useDeliveryFees } from '../../../api/delivery-fees/get-delivery-fees';
import { useMarketingConsent } from '../../../api/marketing-consent/get-marketing-consent';
import { useOrders } from '../../../api/orders/get-orders';
import { usePaymentConfig } from '../../../api/payments/get-payment-config';
import { usePhoneSettings } from '../../../api/phone/get-phone-settings';
import { useProfile } from '../../../api/profile/get-profile';
import { isSessionExpired } from '../../../api/session-expiry';
import { useSellerDetails } from '../../../api/store-info/get-seller-details';
import { DiscountCodeForm } from '../../../components/discount-code-form';
import { GoToLogin } from '../../../components/go-to-login';
import { MarketingChoiceFields } from '../../../components/marketing-choice-fields';
import { SellerDetails } from '../../../components/seller-details';
import { ErrorMessage } from '../../../components/status-message';
import { refuseWhenOffline, useOnline } from '../../../lib/connection';
import { type MarketingBoxes, marketingChoice } from '../../../lib/marketing-choice';
import { paths } from '../../../lib/paths';
import { useAuthToken } from '../../../lib/use-auth-token';
import { usePageMeta } from '../../../lib/use-page-meta';
import { DeliveryFormFields } from '../components/delivery-form-fields';
import { FulfilmentChoice } from '../components/fulfilment-choice';
import { OrderSummary } from '../components/order-summary';
import { PaymentChoice } from '../components/payment-choice';
import { PaymentMethod } from '../components/payment-method';
import { TestPaymentDialog } from '../components/test-payment-dialog';
import {
  checkDeliveryDetails,
  checkoutBody,
  emptyDeliveryDetails,
  orderBody,
  orderFigures,
} from '../delivery-details';
import {
  isPayAtCounterOffered,
  isPayOnDeliveryOffered,
  payAtCounterHint,
  payOnDeliveryAbsence,
  payOnDeliveryHint,
} from '../pay-on-delivery-offer';
import { loadPaystackScript } from '../payment/paystack-popup';
import { deliveryDetailsOf, readPendingCheckout } from '../pending-checkout';
import { prefilledDetails } from '../prefilled-details';
import { useCheckout } from '../use-checkout';
import { usePickupChoice } from '../use-pickup-choice';
import { usePlaceOnDelivery } from '../use-place-on-delivery';

export default function OrderPage() {
  const token = useAuthToken();
  usePageMeta(CHECKOUT_LABELS.title, CHECKOUT_LABELS.pageDescription);
  useEffect(() => {
    if (!token) toast.error(CHECKOUT_MESSAGES.loginToOrder, { toastId: CHECKOUT_MESSAGES.loginToOrder });
  }, [token]);
  if (!token) return <GoToLogin />;
  return <Checkout />;
}

function Checkout() {
  const [searchParams] = useSearchParams();
  // The cart's "Redirecting to checkout..." has done its work once the checkout shows.
  useEffect(() => {
    toast.dismiss(CART_MESSAGES.redirectingToCheckout);
  }, []);
  // A checkout that was under way when the page was left (a dropped connection, a reload):
  // its details come back, and it is started again once the page can reach the server.
  const [found] = useState(readPendingCheckout);
  const [details, setDetails] = useState(() =>
    found ? deliveryDetailsOf(found) : emptyDeliveryDetails(searchParams.get('city') ?? ''),
  );
  const online = useOnline();
  // A 401 on any of these ends the session with the first version's checkout text (the session policy says it).
  const sessionMeta = { loginMessage: CHECKOUT_MESSAGES.loginToOrder };
  // The summary must show what the server will charge, never a minute-old copy.
  const cart = useCart({ staleTime: 0, meta: sessionMeta });
  const fees = useDeliveryFees(sessionMeta);
  const seller = useSellerDetails();
  const config = usePaymentConfig(sessionMeta);
  const checkout = useCheckout(config.data);
  const onDelivery = usePlaceOnDelivery();
  const codeActions = useDiscountCodeActions();
  const [chosenMethod, setChosenMethod] = useState<PaymentMethodName>(PAY_ONLINE);
  // Delivered, or picked up free at a branch holding the whole cart (decision 0069).
  const pickupChoice = usePickupChoice(
    found?.checkout,
    sessionMeta,
    searchParams.get('fulfilment') === 'pickup' ? 'pickup' : undefined,
  );
  const { pickup, branch } = pickupChoice;
  const navigate = useNavigate();
  // A phone the shopper verified on /profile is offered here (decision 0026), and marked as verified.
  const phone = usePhoneSettings();
  const verifiedPhone = phone.data?.phoneVerified ? phone.data.phone : null;
  const verifiedDisplay = phone.data?.phoneVerified ? phone.data.phoneDisplay : null;
  useEffect(() => {
    if (verifiedDisplay)
      setDetails((current) => (current.phoneNumber ? current : { ...current, phoneNumber: verifiedDisplay }));
  }, [verifiedDisplay]);
  // Name and e-mail from the account, phone and address from the last order: empty fields only.
  const account = useProfile(sessionMeta).data?.user;
  const lastOrder = useOrders(sessionMeta).data?.[0];
  useEffect(() => {
    if (account || lastOrder) setDetails((current) => prefilledDetails(current, account, lastOrder));
  }, [account, lastOrder]);
  const isEmpty = cart.data?.cartItems.length === 0;
  // Offers the account already said yes to show ticked (decision 0065); the form never waits for it.
  const givenConsent = useMarketingConsent().data?.consent;
  const [marketingBoxes, setMarketingBoxes] = useState<MarketingBoxes>({});

  useEffect(() => {
    if (!isEmpty || checkout.finished.current || onDelivery.finished.current) return;
    toast.error(CHECKOUT_MESSAGES.noItems, { toastId: CHECKOUT_MESSAGES.noItems });
    navigate(paths.cart, { replace: true });
  }, [isEmpty, checkout.finished, onDelivery.finished, navigate]);
  useEffect(() => {
    if (fees.error && !isSessionExpired(fees.error))
      toast.error(CART_MESSAGES.deliveryFeesFailed, { toastId: CART_MESSAGES.deliveryFeesFailed });
  }, [fees.error]);
  const resumed = useRef(false);
  const ready = online && Boolean(cart.data && config.data);
  useEffect(() => {
    if (!found || !ready || resumed.current) return;
    resumed.current = true;
    checkout.resume(found.checkout, (reference) => orderBody(found.checkout, reference));
  }, [found, ready, checkout]);
  useEffect(() => {
    // Loaded ahead of the click; a failure is reported when the shopper pays.
    if (config.data?.provider === 'paystack') loadPaystackScript().catch(() => undefined);
  }, [config.data?.provider]);

  if (found && !online && !cart.data) {
    // No connection: the order and its held items are still there; say so, not "failed".
    return (
      <div className="mx-auto flex max-w-3xl flex-col gap-3 px-4 py-10">
        <h1 className="text-2xl font-bold">{CHECKOUT_LABELS.title}</h1>
        <p role="status" className="rounded-md bg-amber-50 p-3 text-amber-900">
          {CHECKOUT_RESUME_TEXT.offline}
        </p>
        <p className="font-semibold">
          {CHECKOUT_LABELS.total}: {formatGhs(found.checkout.total)}
        </p>
      </div>
    );
  }
  if (cart.isPending)
    return (
      <p role="status" className="px-4 py-16 text-center text-slate-600">
        {CHECKOUT_LABELS.loading}
      </p>
    );
  if (cart.isError) {
    return (
      <div className="mx-auto max-w-3xl px-4 py-10">
        <ErrorMessage text={CHECKOUT_MESSAGES.cartFailed} onRetry={() => cart.refetch()} />
      </div>
    );
  }

  const items = cart.data.cartItems;
  const fee = fees.data?.find((candidate) => candidate.city === details.city);
  const figures = orderFigures(items, pickup ? 0 : (fee?.fee ?? 0), cart.data);
  const offer = config.data?.payOnDelivery;
  // Offered for this city (any pickup) and total only; a choice no longer offered falls back to pay now.
  const onDeliveryOffered = pickup
    ? isPayAtCounterOffered(offer, figures.total)
    : isPayOnDeliveryOffered(offer, details.city, figures.total);
  const method = onDeliveryOffered ? chosenMethod : PAY_ONLINE;
  const busy = checkout.busy || onDelivery.busy;

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    if (refuseWhenOffline()) return;
    const check = checkDeliveryDetails(details, pickupChoice.fulfilment);
    if (!check.ok || (pickup ? !branch : !fee)) {
      const message = !check.ok
        ? check.message
        : pickup
          ? PICKUP_MESSAGES.branchRequired
          : CHECKOUT_MESSAGES.fillRequired;
      toast.error(message, { toastId: message });
      return;
    }
    const marketing = marketingChoice(marketingBoxes, givenConsent);
    const body = {
      ...checkoutBody(details, check.phoneNumber, items, figures, pickupChoice.choice),
      ...(marketing ? { marketing } : {}),
    };
    if (method === PAY_ON_DELIVERY) return onDelivery.place(body);
    checkout.pay(body, (reference) => orderBody(body, reference));
  };

  const chooseMethod = (next: PaymentMethodName) => {
    setChosenMethod(next);
    onDelivery.clearRefusal();
  };

  return (
    <form
      onSubmit={onSubmit}
      noValidate
      className="mx-auto grid w-full max-w-6xl gap-8 px-4 py-8 lg:grid-cols-[1fr_24rem]"
    >
      <section aria-labelledby="delivery-heading" className="flex flex-col gap-6">
        <h1 id="delivery-heading" className="text-2xl font-bold">
          {CHECKOUT_LABELS.title}
        </h1>
        <FulfilmentChoice
          value={pickupChoice.fulfilment}
          onChange={(next) => {
            pickupChoice.setFulfilment(next);
            onDelivery.clearRefusal();
          }}
          branches={pickupChoice.branches}
          branchId={branch?.id ?? null}
          onBranchChange={pickupChoice.setBranchId}
        />
        <DeliveryFormFields
          details={details}
          fees={fees.data}
          onChange={setDetails}
          verifiedPhone={verifiedPhone}
          pickup={pickup}
        />
        <MarketingChoiceFields boxes={marketingBoxes} onChange={setMarketingBoxes} given={givenConsent} />
        {onDeliveryOffered && offer ? (
          <PaymentChoice
            payOnDeliveryHint={pickup ? payAtCounterHint(offer) : payOnDeliveryHint(offer)}
            {...(pickup ? { payOnDeliveryLabel: PICKUP_TEXTS.payAtCounter } : {})}
            value={method}
            onChange={chooseMethod}
            refusal={onDelivery.refusal}
          />
        ) : (
          <PaymentMethod
            note={pickup ? undefined : payOnDeliveryAbsence(offer, details.city, figures.total)}
          />
        )}
      </section>
      <aside className="flex flex-col gap-4">
        <OrderSummary items={items} figures={figures} discount={cart.data.discount} pickup={pickup}>
          <DiscountCodeForm insideForm discount={cart.data.discount} {...codeActions} />
        </OrderSummary>
        {/* Who sells, beside the full price, before paying (Act 772 s. 47; decision 0070). */}
        {seller.data && (
          <section aria-label={SELLER_DETAILS_TEXTS.sellerHeading} className="rounded-lg bg-slate-50 p-4">
            <p className="mb-1 text-sm font-semibold">{SELLER_DETAILS_TEXTS.checkoutNote}</p>
            <SellerDetails seller={seller.data} />
          </section>
        )}
        <button
          type="submit"
          // A code being applied or removed changes the figures Pay sends: it waits for the cart.
          disabled={busy || !config.data || codeActions.applying || codeActions.removing}
          className="min-h-12 rounded-md bg-slate-900 font-semibold text-white hover:bg-slate-700 disabled:bg-slate-400"
        >
          {method === PAY_ON_DELIVERY
            ? pickup
              ? PICKUP_TEXTS.placeOrderAtCounter
              : PAY_ON_DELIVERY_TEXTS.placeOrder
            : checkout.busy
              ? CHECKOUT_LABELS.paying
              : CHECKOUT_LABELS.pay}
        </button>
        {found && !checkout.confirming && (
          <p
            role="status"
            data-testid="pending-checkout"
            className="rounded-md bg-sky-50 p-3 text-sm text-sky-950"
          >
            {!online
              ? CHECKOUT_RESUME_TEXT.offline
              : checkout.pendingState === 'paid'
                ? CHECKOUT_RESUME_TEXT.paid
                : checkout.pendingState === 'confirming'
                  ? CHECKOUT_RESUME_TEXT.confirming
                  : CHECKOUT_RESUME_TEXT.awaitingPayment}
          </p>
        )}
        {checkout.confirming && (
          <p role="status" className="rounded-md bg-amber-50 p-3 text-sm text-amber-900">
            {CHECKOUT_MESSAGES.paymentConfirming}
          </p>
        )}
      </aside>
      <TestPaymentDialog
        request={checkout.testPayment}
        busy={checkout.charging}
        onPay={checkout.payTest}
        onCancel={checkout.cancelTest}
      />
    </form>
  );
}
