import { ORDER_LABELS, ORDER_MESSAGES, type Order } from '@shop/shared';
import { ApiError } from '@shop/shared/api-client';
import { type ReactNode, useEffect, useState } from 'react';
import { Link, useLocation } from 'react-router';
import { toast } from 'react-toastify/unstyled';
import { useConfirmDelivery } from '../../../api/orders/confirm-delivery';
import { useDeleteOrder } from '../../../api/orders/delete-order';
import { useOrders } from '../../../api/orders/get-orders';
import { isSessionExpired } from '../../../api/session-expiry';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import { GoToLogin } from '../../../components/go-to-login';
import { ErrorMessage } from '../../../components/status-message';
import { paths } from '../../../lib/paths';
import { readPlacedOnDelivery } from '../../../lib/placed-on-delivery';
import { useAuthToken } from '../../../lib/use-auth-token';
import { useOneAtATime } from '../../../lib/use-one-at-a-time';
import { usePageMeta } from '../../../lib/use-page-meta';
import { OrderCard } from '../components/order-card';
import { isFinished } from '../order-state';

interface TrackOrderPageProps {
  /** More buttons for an order, from other features (app/routes/track-order.tsx). */
  orderActions?: (order: Order) => ReactNode;
}

export default function TrackOrderPage({ orderActions }: TrackOrderPageProps) {
  const token = useAuthToken();
  usePageMeta(ORDER_LABELS.title, ORDER_LABELS.pageDescription);
  useEffect(() => {
    if (!token) toast.error(ORDER_MESSAGES.notLoggedIn, { toastId: ORDER_MESSAGES.notLoggedIn });
  }, [token]);
  if (!token) return <GoToLogin />;
  return <OrderList orderActions={orderActions} />;
}

/** An answer from the server is a refusal ("Failed to ..."); no answer at all is the other text. */
const failureText = (error: unknown, refused: string, broken: string) =>
  error instanceof ApiError ? refused : broken;

function OrderList({ orderActions }: TrackOrderPageProps) {
  // A 401 ends the session with the first version's "You are not logged in." (the session policy says it).
  const orders = useOrders({ loginMessage: ORDER_MESSAGES.notLoggedIn });
  const confirmDelivery = useConfirmDelivery();
  const deleteOrder = useDeleteOrder();
  const oneAtATime = useOneAtATime();
  const [toDelete, setToDelete] = useState<Order | null>(null);
  // Just placed to pay on delivery (/order): what to have ready, while the rider still collects.
  const placed = readPlacedOnDelivery(useLocation().state);
  const placedOrder = placed && orders.data?.find((order) => order.orderNumber === placed.orderNumber);
  const stillToPay = placed && (!placedOrder || placedOrder.paymentStatus === 'To pay on delivery');

  useEffect(() => {
    if (orders.error && !isSessionExpired(orders.error)) {
      toast.error(ORDER_MESSAGES.fetchFailed, { toastId: ORDER_MESSAGES.fetchFailed });
    }
  }, [orders.error]);

  const onConfirmDelivery = (order: Order) =>
    oneAtATime((done) =>
      confirmDelivery.mutate(order._id, {
        onSuccess: () => toast.success(ORDER_MESSAGES.deliveryConfirmed),
        onError: (error) => {
          if (isSessionExpired(error)) return;
          toast.error(failureText(error, ORDER_MESSAGES.confirmFailed, ORDER_MESSAGES.confirmError));
        },
        onSettled: done,
      }),
    );

  const onDelete = () => {
    if (!toDelete) return;
    oneAtATime((done) =>
      deleteOrder.mutate(toDelete._id, {
        onSuccess: () => toast.success(ORDER_MESSAGES.deleted),
        onError: (error) => {
          if (isSessionExpired(error)) return;
          toast.error(failureText(error, ORDER_MESSAGES.deleteFailed, ORDER_MESSAGES.genericError));
        },
        onSettled: () => {
          done();
          setToDelete(null);
        },
      }),
    );
  };

  let content: ReactNode;
  if (orders.isPending)
    content = (
      <p role="status" className="py-16 text-center text-slate-600">
        {ORDER_LABELS.loading}
      </p>
    );
  else if (orders.isError)
    content = <ErrorMessage text={ORDER_MESSAGES.fetchFailed} onRetry={() => orders.refetch()} />;
  else if (orders.data.length === 0) {
    content = (
      <div className="flex flex-col items-center gap-4 rounded-md bg-slate-50 px-4 py-10 text-center">
        <p className="text-slate-700">{ORDER_MESSAGES.none}</p>
        <Link
          to={paths.home}
          className="inline-flex min-h-11 items-center rounded-md bg-slate-900 px-6 font-semibold text-white hover:bg-slate-700"
        >
          {ORDER_LABELS.goHome}
        </Link>
      </div>
    );
  } else {
    content = (
      <ul className="flex flex-col gap-4">
        {orders.data.map((order) => (
          <OrderCard
            key={order._id}
            order={order}
            confirming={confirmDelivery.isPending && confirmDelivery.variables === order._id}
            deleting={deleteOrder.isPending && deleteOrder.variables === order._id}
            onConfirmDelivery={onConfirmDelivery}
            onDelete={setToDelete}
            actions={orderActions?.(order)}
          />
        ))}
      </ul>
    );
  }

  return (
    <section aria-labelledby="orders-heading" className="mx-auto w-full max-w-4xl px-4 py-8">
      <h1 id="orders-heading" className="mb-4 text-2xl font-bold">
        {ORDER_LABELS.title}
      </h1>
      {placed && stillToPay && (
        <p
          role="status"
          data-testid="pay-on-delivery-placed"
          className="mb-4 rounded-md border border-emerald-200 bg-emerald-50 p-3 text-emerald-950"
        >
          {placed.message}
        </p>
      )}
      {content}
      <ConfirmDialog
        open={toDelete !== null}
        message={
          toDelete && !isFinished(toDelete)
            ? ORDER_MESSAGES.confirmDeleteUnfinished(toDelete.orderNumber)
            : ORDER_MESSAGES.confirmDelete
        }
        confirmLabel={ORDER_LABELS.delete}
        cancelLabel={ORDER_LABELS.keep}
        busy={deleteOrder.isPending}
        onConfirm={onDelete}
        onCancel={() => setToDelete(null)}
      />
    </section>
  );
}
