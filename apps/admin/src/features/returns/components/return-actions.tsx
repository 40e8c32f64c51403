import {
  type AdminReturn,
  RETURN_ADMIN_TEXTS,
  RETURN_MESSAGES,
  type ReturnMoveBody,
  type ReturnStatus,
} from '@shop/shared';
import { useState } from 'react';
import { Button, type ButtonVariant } from '../../../components/ui/button';
import { RefundForm } from './refund-form';
import { ReceiveForm, RejectForm, RepairForm, ReplaceForm } from './settle-forms';

const texts = RETURN_ADMIN_TEXTS;

/** The moves staff pick, each with its button. Refund failed is the provider's answer, never a button. */
const MOVE_BUTTONS: Partial<Record<ReturnStatus, { label: string; variant: ButtonVariant; asks: boolean }>> =
  {
    Approved: { label: texts.approve, variant: 'primary', asks: false },
    Rejected: { label: texts.reject, variant: 'danger', asks: true },
    Received: { label: texts.receive, variant: 'primary', asks: true },
    Refunded: { label: texts.refund, variant: 'primary', asks: true },
    Replaced: { label: texts.replace, variant: 'secondary', asks: true },
    Repaired: { label: texts.repair, variant: 'secondary', asks: true },
    Closed: { label: texts.close, variant: 'secondary', asks: false },
  };

interface ReturnActionsProps {
  request: AdminReturn;
  busy: boolean;
  /** The server's refusal of the last move, word for word. */
  refusal: string | null;
  onMove: (body: ReturnMoveBody) => void;
}

/**
 * The moves the server says this request allows (`moves`), and no other: Approve and Close at
 * once, the rest through the few fields they need. A failed refund is tried again on the same
 * refund, with the provider's reason shown.
 */
export function ReturnActions({ request, busy, refusal, onMove }: ReturnActionsProps) {
  const [asking, setAsking] = useState<ReturnStatus | null>(null);
  const retrying = request.status === 'Refund failed';
  const formProps = { busy, onMove, onCancel: () => setAsking(null) };

  return (
    <div className="space-y-3">
      {retrying && request.refundFailure ? (
        <p
          className="rounded-md border border-amber-300 bg-amber-50 p-3 text-sm text-amber-950"
          data-testid="refund-failure"
        >
          {RETURN_MESSAGES.refundFailed(request.refundFailure)}
        </p>
      ) : null}
      <div className="flex flex-wrap gap-2">
        {request.moves.map((next) => {
          if (retrying && next === 'Refunded')
            return (
              <Button key={next} disabled={busy} onClick={() => onMove({ status: 'Refunded' })}>
                {texts.retryRefund}
              </Button>
            );
          const button = MOVE_BUTTONS[next];
          if (!button) return null;
          return (
            <Button
              key={next}
              variant={button.variant}
              disabled={busy}
              aria-expanded={button.asks ? asking === next : undefined}
              onClick={() => (button.asks ? setAsking(next) : onMove({ status: next } as ReturnMoveBody))}
            >
              {button.label}
            </Button>
          );
        })}
      </div>
      {asking === 'Rejected' ? <RejectForm {...formProps} /> : null}
      {asking === 'Received' ? <ReceiveForm {...formProps} /> : null}
      {asking === 'Refunded' ? <RefundForm request={request} {...formProps} /> : null}
      {asking === 'Replaced' ? <ReplaceForm {...formProps} /> : null}
      {asking === 'Repaired' ? <RepairForm {...formProps} /> : null}
      {refusal ? (
        <p role="alert" className="rounded-md border border-red-200 bg-red-50 p-3 text-sm text-red-700">
          {refusal}
        </p>
      ) : null}
    </div>
  );
}
