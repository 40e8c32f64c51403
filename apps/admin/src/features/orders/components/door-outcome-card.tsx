import {
  ADMIN_ORDER_TEXTS,
  type AdminOrderDetail,
  COLLECTION_ORDER_STATUSES,
  type CollectionBody,
  formatGhs,
  PAY_ON_DELIVERY,
  PAY_ON_DELIVERY_TEXTS,
} from '@shop/shared';
import { useState } from 'react';
import { toast } from 'react-toastify/unstyled';
import { useRecordCollection } from '../../../api/orders/record-collection';
import { Card } from '../../../components/ui/card';
import { formatDateTime } from '../../../lib/dates';
import { failureMessage } from '../../../lib/failure-message';
import { DoorOutcomeForm } from './door-outcome-form';
import { OrderActionDialog } from './order-action-dialog';

const texts = PAY_ON_DELIVERY_TEXTS.outcomeForm;
const confirmTexts = ADMIN_ORDER_TEXTS.confirm;

/** What was recorded at the door, and by whom. */
function RecordedOutcome({ collection }: { collection: NonNullable<AdminOrderDetail['collection']> }) {
  return (
    <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-1 text-sm" data-testid="door-outcome">
      <dt className="text-slate-500">{texts.title}</dt>
      <dd className="font-semibold">{texts[collection.outcome]}</dd>
      {collection.method ? (
        <>
          <dt className="text-slate-500">{texts.method}</dt>
          <dd>{PAY_ON_DELIVERY_TEXTS.collectionMethodLabels[collection.method]}</dd>
        </>
      ) : null}
      {collection.momoTransactionId ? (
        <>
          <dt className="text-slate-500">{texts.momoTransactionId}</dt>
          <dd className="break-all font-mono">{collection.momoTransactionId}</dd>
        </>
      ) : null}
      {collection.amount !== null ? (
        <>
          <dt className="text-slate-500">{texts.amount}</dt>
          <dd>{formatGhs(collection.amount)}</dd>
        </>
      ) : null}
      {collection.reason ? (
        <>
          <dt className="text-slate-500">{texts.reason}</dt>
          <dd>{collection.reason}</dd>
        </>
      ) : null}
      <dd className="col-span-2 text-xs text-slate-500">
        {texts.recordedBy(collection.recordedBy?.name ?? '-', formatDateTime(collection.recordedAt))}
      </dd>
    </dl>
  );
}

/**
 * The order's door card, for orders to pay on delivery only: the outcome once recorded, or the
 * form while the order is out for delivery (In Truck or In Transit) and still to be paid.
 */
export function DoorOutcomeCard({ order }: { order: AdminOrderDetail }) {
  const record = useRecordCollection();
  /** The outcome waiting for staff to confirm it: neither can be undone and both message the customer. */
  const [pending, setPending] = useState<CollectionBody | null>(null);
  if (order.paymentMethod !== PAY_ON_DELIVERY && !order.collection) return null;
  const canRecord =
    order.paymentStatus === 'To pay on delivery' && COLLECTION_ORDER_STATUSES.includes(order.orderStatus);
  if (!order.collection && !canRecord) return null;
  return (
    <Card title={texts.title}>
      {order.collection ? (
        <RecordedOutcome collection={order.collection} />
      ) : (
        <DoorOutcomeForm
          amountToCollect={order.amountToCollect ?? order.total}
          busy={record.isPending}
          refusal={record.error ? failureMessage(record.error) : null}
          onRecord={setPending}
        />
      )}
      <OrderActionDialog
        orderId={order._id}
        change={
          pending &&
          (pending.outcome === 'refused'
            ? { change: 'refused', reason: pending.reason }
            : { change: 'collected' })
        }
        title={
          pending?.outcome === 'refused'
            ? confirmTexts.refusedTitle(order.orderNumber)
            : // The amount as typed: the server takes only the amount due and says so otherwise.
              confirmTexts.collectedTitle(
                order.orderNumber,
                formatGhs(Number(pending?.outcome === 'collected' ? pending.amount : order.total)),
              )
        }
        cannotUndo={
          pending?.outcome === 'refused' ? confirmTexts.cannotUndo.refused : confirmTexts.cannotUndo.collected
        }
        confirmLabel={texts.record}
        confirmVariant={pending?.outcome === 'refused' ? 'danger' : 'primary'}
        busy={record.isPending}
        onConfirm={() => {
          if (!pending) return;
          record.mutate(
            { id: order._id, body: pending },
            { onSuccess: (answer) => toast.success(answer.message) },
          );
          setPending(null);
        }}
        onCancel={() => setPending(null)}
      >
        {pending?.outcome === 'refused' ? (
          <p className="text-sm text-slate-700">{confirmTexts.reasonSentAsTyped}</p>
        ) : null}
      </OrderActionDialog>
    </Card>
  );
}
