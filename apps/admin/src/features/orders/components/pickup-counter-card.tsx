import { type AdminOrderDetail, orderStatusLabel, PICKUP_COUNTER_ADMIN_TEXTS } from '@shop/shared';
import { toast } from 'react-toastify/unstyled';
import {
  useHandOverPickup,
  useIssuePickupCode,
  useMarkReadyForPickup,
} from '../../../api/orders/pickup-counter';
import { Button } from '../../../components/ui/button';
import { Card } from '../../../components/ui/card';
import { formatDateTime } from '../../../lib/dates';
import { failureMessage } from '../../../lib/failure-message';
import { PickupHandoverForm } from './pickup-handover-form';

const texts = PICKUP_COUNTER_ADMIN_TEXTS;

/** Paid online or to pay at the counter: the pickups staff may mark ready (decision 0069). */
const readyToMark = (order: AdminOrderDetail) =>
  order.orderStatus === 'Pending' &&
  (order.paymentStatus === 'Paid' || order.paymentStatus === 'To pay on delivery');

/**
 * A pickup's counter on its order page (decision 0069, docs/product/branches.md#at-the-counter):
 * its branch; Mark ready for pickup while Pending; once ready, since when and until when it is
 * held, the code's tries left, the handover form, and Issue a new code once the code is locked.
 */
export function PickupCounterCard({ order }: { order: AdminOrderDetail }) {
  const markReady = useMarkReadyForPickup();
  const handOver = useHandOverPickup();
  const newCode = useIssuePickupCode();
  if (order.fulfilment !== 'pickup') return null;
  const counter = order.counter;
  const ready = order.orderStatus === 'Ready for pickup';
  const done = (answer: { message: string }) => toast.success(answer.message);
  const refusal = [markReady, newCode].find((call) => call.error)?.error;

  return (
    <Card title={texts.title}>
      <dl className="mb-3 grid grid-cols-[auto_1fr] gap-x-4 gap-y-1 text-sm">
        <dt className="text-slate-500">{texts.branch}</dt>
        <dd data-testid="pickup-branch">{order.branch?.name ?? '-'}</dd>
        <dt className="text-slate-500">{texts.status}</dt>
        <dd data-testid="pickup-status">{orderStatusLabel(order.orderStatus, 'pickup')}</dd>
        {ready && counter?.readyForPickupAt ? (
          <dd className="col-span-2 text-slate-700">
            {texts.readySince(formatDateTime(counter.readyForPickupAt))}
          </dd>
        ) : null}
        {ready && counter?.holdUntil ? (
          <dd className="col-span-2 text-slate-700">{texts.collectBy(formatDateTime(counter.holdUntil))}</dd>
        ) : null}
        {ready && counter ? (
          <dd className="col-span-2 font-medium" data-testid="pickup-tries">
            {counter.locked ? texts.locked : texts.triesLeft(counter.triesLeft)}
          </dd>
        ) : null}
      </dl>
      {readyToMark(order) ? (
        <Button
          disabled={markReady.isPending}
          onClick={() => markReady.mutate({ id: order._id }, { onSuccess: done })}
        >
          {markReady.isPending ? texts.markingReady : texts.markReady}
        </Button>
      ) : null}
      {/* Locked, or lost by the customer: the code is sent again, new. */}
      {ready && counter ? (
        <div className="mb-3 flex flex-wrap items-center gap-3">
          <Button
            variant="secondary"
            disabled={newCode.isPending}
            onClick={() => newCode.mutate({ id: order._id }, { onSuccess: done })}
          >
            {newCode.isPending ? texts.issuingCode : texts.issueCode}
          </Button>
          {counter.locked ? null : <span className="text-sm text-slate-600">{texts.issueCodeHint}</span>}
        </div>
      ) : null}
      {refusal ? (
        <p role="alert" className="mt-3 rounded-md border border-red-200 bg-red-50 p-3 text-sm text-red-700">
          {failureMessage(refusal)}
        </p>
      ) : null}
      {ready && !counter?.locked ? (
        <PickupHandoverForm
          items={order.items}
          amountToCollect={order.paymentStatus === 'To pay on delivery' ? order.total : undefined}
          busy={handOver.isPending}
          refusal={handOver.error ? failureMessage(handOver.error) : null}
          onHandOver={(body) => handOver.mutate({ id: order._id, body }, { onSuccess: done })}
        />
      ) : null}
    </Card>
  );
}
