import { CART_LABELS, CART_MESSAGES, type CartItem, OFFLINE_CART_TEXT } from '@shop/shared';
import { useEffect, useState } from 'react';
import { Link } from 'react-router';
import { toast } from 'react-toastify/unstyled';
import { useCart } from '../../../api/cart/get-cart';
import { usePickupBranches } from '../../../api/cart/get-pickup-branches';
import { useRemoveFromCart } from '../../../api/cart/remove-from-cart';
import { useDiscountCodeActions } from '../../../api/cart/use-discount-code-actions';
import { useDeliveryFees } from '../../../api/delivery-fees/get-delivery-fees';
import { isSessionExpired } from '../../../api/session-expiry';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import { DiscountCodeForm } from '../../../components/discount-code-form';
import { GoToLogin } from '../../../components/go-to-login';
import { ErrorMessage } from '../../../components/status-message';
import { useOnline } from '../../../lib/connection';
import { paths } from '../../../lib/paths';
import { useAuthToken } from '../../../lib/use-auth-token';
import { useOneAtATime } from '../../../lib/use-one-at-a-time';
import { usePageMeta } from '../../../lib/use-page-meta';
import { cartFigures } from '../cart-figures';
import { CartCheckoutPanel } from '../components/cart-checkout-panel';
import { CartLine } from '../components/cart-line';
import { CitySelect } from '../components/city-select';
import { rememberCity, rememberedCity } from '../delivery-city';

export default function CartPage() {
  const token = useAuthToken();
  usePageMeta(CART_LABELS.title, CART_LABELS.pageDescription);
  useEffect(() => {
    if (!token) toast.error(CART_MESSAGES.loginToViewCart, { toastId: CART_MESSAGES.loginToViewCart });
  }, [token]);
  if (!token) return <GoToLogin />;
  return <CartContents />;
}

function CartContents() {
  // A 401 on either ends the session with the first version's cart text (the session policy says it).
  const sessionMeta = { loginMessage: CART_MESSAGES.loginToViewCart };
  // Fresh on show: the cart may have changed in another tab.
  const cart = useCart({ staleTime: 0, meta: sessionMeta });
  const fees = useDeliveryFees(sessionMeta);
  const pickupBranches = usePickupBranches(sessionMeta);
  const remove = useRemoveFromCart();
  const codeActions = useDiscountCodeActions();
  const oneAtATime = useOneAtATime();
  const [city, setCity] = useState(rememberedCity);
  const [toRemove, setToRemove] = useState<CartItem | null>(null);
  const online = useOnline();

  useEffect(() => {
    if (fees.error && !isSessionExpired(fees.error))
      toast.error(CART_MESSAGES.deliveryFeesFailed, { toastId: CART_MESSAGES.deliveryFeesFailed });
  }, [fees.error]);

  // A remembered city that the shop no longer delivers to counts as no city.
  const fee = fees.data?.find((candidate) => candidate.city === city);
  const chosenCity = fee ? city : '';
  const chooseCity = (next: string) => {
    setCity(next);
    rememberCity(next);
  };

  const confirmRemove = () => {
    if (!toRemove) return;
    oneAtATime((done) =>
      remove.mutate(
        { productId: toRemove.product._id, variantId: toRemove.variant._id },
        {
          onSuccess: () => toast.success(CART_MESSAGES.removed),
          onError: (error) => {
            if (!isSessionExpired(error)) toast.error(CART_MESSAGES.removeFailed);
          },
          onSettled: () => {
            done();
            setToRemove(null);
          },
        },
      ),
    );
  };

  // Without a connection the cart cannot load (decision 0047 keeps no copy of it): say so, not
  // that the shop failed. TanStack pauses a retry while offline and refetches once back online.
  if (!online && !cart.data && (cart.isError || cart.fetchStatus === 'paused'))
    return (
      <p role="status" className="mx-auto max-w-3xl px-4 py-16 text-center text-slate-700">
        {OFFLINE_CART_TEXT.productsOffline}
      </p>
    );
  if (cart.isPending)
    return (
      <p role="status" className="px-4 py-16 text-center text-slate-600">
        {CART_LABELS.loading}
      </p>
    );
  if (cart.isError)
    return (
      <div className="mx-auto max-w-3xl px-4 py-10">
        <ErrorMessage text={CART_MESSAGES.productsFailed} onRetry={() => cart.refetch()} />
      </div>
    );

  const items = cart.data.cartItems;
  const figures = cartFigures(items, fee?.fee ?? 0, cart.data);
  return (
    <div className="mx-auto grid w-full max-w-6xl gap-8 px-4 py-8 lg:grid-cols-[1fr_22rem]">
      <section aria-labelledby="cart-heading">
        <h1 id="cart-heading" className="mb-4 text-2xl font-bold">
          {CART_LABELS.title}
        </h1>
        {items.length === 0 ? (
          <div className="flex flex-col items-center gap-3 rounded-md bg-slate-50 px-4 py-10 text-center">
            <p className="text-slate-700">{CART_MESSAGES.empty}</p>
            <Link to={paths.products} className="font-semibold underline">
              {CART_LABELS.continueShopping}
            </Link>
          </div>
        ) : (
          <ul>
            {items.map((item) => (
              <CartLine
                key={item.variant._id}
                item={item}
                onRemove={setToRemove}
                removing={remove.isPending && remove.variables?.variantId === item.variant._id}
              />
            ))}
          </ul>
        )}
      </section>
      {/* An empty cart has nothing to deliver or pay: no city and no checkout at GHS 0.00. */}
      {items.length > 0 && (
        <aside className="flex flex-col gap-4">
          <CitySelect fees={fees.data} failed={fees.isError} city={chosenCity} onChange={chooseCity} />
          <DiscountCodeForm discount={cart.data.discount} {...codeActions} />
          <CartCheckoutPanel
            figures={figures}
            city={chosenCity}
            discount={cart.data.discount}
            pickupBranches={pickupBranches.data?.branches.map((branch) => branch.name)}
          />
        </aside>
      )}
      <ConfirmDialog
        open={toRemove !== null}
        message={CART_MESSAGES.confirmRemove}
        confirmLabel={CART_LABELS.confirmRemove}
        cancelLabel={CART_LABELS.keep}
        busy={remove.isPending}
        onConfirm={confirmRemove}
        onCancel={() => setToRemove(null)}
      />
    </div>
  );
}
