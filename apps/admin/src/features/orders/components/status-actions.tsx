import { ADMIN_MESSAGES, ADMIN_TEXTS, type OrderStatus, STAFF_STATUS_MOVES } from '@shop/shared';
import { type FormEvent, useState } from 'react';
import { Button } from '../../../components/ui/button';
import { TextAreaField } from '../../../components/ui/field';

interface StatusActionsProps {
  status: OrderStatus;
  /** The moves this order allows (staffStatusMovesOf); by default those of its status alone. */
  moves?: readonly OrderStatus[];
  busy: boolean;
  onMove: (status: OrderStatus, reason?: string) => void;
}

/** One button per move staff may make from this status; Cancel first asks for the reason. */
export function StatusActions({
  status,
  moves = STAFF_STATUS_MOVES[status],
  busy,
  onMove,
}: StatusActionsProps) {
  const [askingReason, setAskingReason] = useState(false);
  const [reason, setReason] = useState('');
  const [error, setError] = useState<string>();

  function submitCancel(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (!reason.trim()) {
      setError(ADMIN_MESSAGES.cancelReasonRequired);
      return;
    }
    onMove('Cancelled', reason.trim());
  }

  if (moves.length === 0) return <p className="text-sm text-slate-600">{ADMIN_MESSAGES.noStatusMoves}</p>;
  return (
    <div className="space-y-3">
      <div className="flex flex-wrap gap-2">
        {moves.map((next) =>
          next === 'Cancelled' ? (
            <Button key={next} variant="danger" disabled={busy} onClick={() => setAskingReason(true)}>
              {ADMIN_TEXTS.orderDetail.cancel}
            </Button>
          ) : (
            <Button key={next} disabled={busy} onClick={() => onMove(next)}>
              {ADMIN_TEXTS.orderDetail.moveTo(next)}
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
    </div>
  );
}
