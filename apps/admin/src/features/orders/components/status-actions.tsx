import {
  ADMIN_MESSAGES,
  ADMIN_ORDER_TEXTS,
  ADMIN_TEXTS,
  type AdminOrderDetail,
  type OrderStatus,
  STAFF_STATUS_MOVES,
} from '@shop/shared';
import { type FormEvent, useState } from 'react';
import { Button } from '../../../components/ui/button';
import { TextAreaField } from '../../../components/ui/field';
import { OrderActionDialog } from './order-action-dialog';
import { SerialsForm } from './serials-form';

const confirmTexts = ADMIN_ORDER_TEXTS.confirm;

interface StatusActionsProps {
  orderId: string;
  orderNumber: string;
  status: OrderStatus;
  /** The moves this order allows (staffStatusMovesOf); by default those of its status alone. */
  moves?: readonly OrderStatus[];
  busy: boolean;
  /** The order's lines: those that record serials make In Truck ask for them first (decision 0061). */
  items?: AdminOrderDetail['items'];
  /** The server's refusal of the serials, shown in their form. */
  serialsError?: string;
  onMove: (status: OrderStatus, reason?: string, serials?: Record<string, string[]>) => void;
}

const moveLabel = (next: OrderStatus) =>
  next === 'Delivered' ? ADMIN_ORDER_TEXTS.markDelivered : ADMIN_TEXTS.orderDetail.moveTo(next);

/**
 * One button per move staff may make from this status; Cancel first asks for the reason. Every
 * move messages the customer and none goes back, so each asks first in a dialog that shows
 * what the customer will receive (decision 0051).
 */
export function StatusActions({
  orderId,
  orderNumber,
  status,
  moves = STAFF_STATUS_MOVES[status],
  busy,
  items = [],
  serialsError,
  onMove,
}: StatusActionsProps) {
  const [askingReason, setAskingReason] = useState(false);
  const [askingSerials, setAskingSerials] = useState(false);
  const needsSerials = items.some((item) => item.tracksSerials);
  const [reason, setReason] = useState('');
  const [error, setError] = useState<string>();
  /** The move waiting for staff to confirm it in the dialog. */
  const [pending, setPending] = useState<{
    status: OrderStatus;
    reason?: string;
    serials?: Record<string, string[]>;
  } | null>(null);

  function submitCancel(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (!reason.trim()) {
      setError(ADMIN_MESSAGES.cancelReasonRequired);
      return;
    }
    setPending({ status: 'Cancelled', reason: reason.trim() });
  }

  function confirm() {
    if (!pending) return;
    if (pending.serials) onMove(pending.status, pending.reason, pending.serials);
    else onMove(pending.status, pending.reason);
    setPending(null);
  }

  if (moves.length === 0) return <p className="text-sm text-slate-600">{ADMIN_MESSAGES.noStatusMoves}</p>;
  const cancelling = pending?.status === 'Cancelled';
  return (
    <div className="space-y-3">
      <div className="flex flex-wrap gap-2">
        {moves.map((next) =>
          next === 'Cancelled' ? (
            <Button key={next} variant="danger" disabled={busy} onClick={() => setAskingReason(true)}>
              {ADMIN_TEXTS.orderDetail.cancel}
            </Button>
          ) : (
            <Button
              key={next}
              disabled={busy}
              onClick={() =>
                next === 'In Truck' && needsSerials ? setAskingSerials(true) : setPending({ status: next })
              }
            >
              {moveLabel(next)}
            </Button>
          ),
        )}
      </div>
      {askingReason ? (
        <form
          noValidate
          onSubmit={submitCancel}
          className="space-y-2 rounded-md border border-red-200 bg-red-50 p-3"
        >
          <TextAreaField
            label={ADMIN_MESSAGES.cancelReasonPrompt}
            rows={2}
            value={reason}
            error={error}
            autoFocus
            onChange={(event) => {
              setReason(event.target.value);
              setError(undefined);
            }}
          />
          <div className="flex gap-2">
            <Button type="submit" variant="danger" disabled={busy}>
              {ADMIN_TEXTS.orderDetail.confirmCancel}
            </Button>
            <Button variant="secondary" onClick={() => setAskingReason(false)}>
              {ADMIN_TEXTS.orderDetail.keepOrder}
            </Button>
          </div>
        </form>
      ) : null}
      {askingSerials ? (
        <SerialsForm
          orderNumber={orderNumber}
          items={items}
          busy={busy}
          serverError={serialsError}
          onSubmit={(serials) => setPending({ status: 'In Truck', serials })}
          onCancel={() => setAskingSerials(false)}
        />
      ) : null}
      <OrderActionDialog
        orderId={orderId}
        change={pending && { change: 'status', status: pending.status, reason: pending.reason }}
        title={
          cancelling
            ? confirmTexts.cancelTitle(orderNumber)
            : pending?.status === 'Delivered'
              ? confirmTexts.deliveredTitle(orderNumber)
              : confirmTexts.moveTitle(orderNumber, pending?.status ?? status)
        }
        cannotUndo={
          cancelling
            ? confirmTexts.cannotUndo.cancel
            : pending?.status === 'Delivered'
              ? confirmTexts.cannotUndo.delivered
              : confirmTexts.cannotUndo.move
        }
        confirmLabel={
          cancelling ? ADMIN_TEXTS.orderDetail.confirmCancel : moveLabel(pending?.status ?? status)
        }
        confirmVariant={cancelling ? 'danger' : 'primary'}
        busy={busy}
        onConfirm={confirm}
        onCancel={() => setPending(null)}
      >
        {cancelling ? <p className="text-sm text-slate-700">{confirmTexts.reasonSentAsTyped}</p> : null}
      </OrderActionDialog>
    </div>
  );
}
