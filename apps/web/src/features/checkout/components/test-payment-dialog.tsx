import { formatGhs } from '@shop/shared';
import { useEffect, useRef } from 'react';
import { CHECKOUT_LABELS } from '../labels';

export interface TestPaymentRequest {
  reference: string;
  email: string;
  total: number;
}

interface TestPaymentDialogProps {
  request: TestPaymentRequest | null;
  busy: boolean;
  onPay: () => void;
  onCancel: () => void;
}

/**
 * The test provider's popup (DESIGN.md 6): the amount, Pay and Cancel, standing in for
 * Paystack's when no keys are configured. Escape counts as Cancel, as closing Paystack's does.
 */
export function TestPaymentDialog({ request, busy, onPay, onCancel }: TestPaymentDialogProps) {
  const dialogRef = useRef<HTMLDialogElement>(null);
  const open = request !== null;
  useEffect(() => {
    const dialog = dialogRef.current;
    if (!dialog) return;
    if (open && !dialog.open) {
      if (typeof dialog.showModal === 'function') dialog.showModal();
      else dialog.setAttribute('open', '');
    } else if (!open && dialog.open) {
      if (typeof dialog.close === 'function') dialog.close();
      else dialog.removeAttribute('open');
    }
  }, [open]);

  return (
    <dialog
      ref={dialogRef}
      aria-labelledby="test-payment-title"
      onCancel={(event) => {
        event.preventDefault();
        if (!busy) onCancel();
      }}
      className="m-auto w-[min(92vw,26rem)] rounded-lg p-6 shadow-xl backdrop:bg-black/50"
    >
      {request && (
        <div className="flex flex-col gap-4">
          <h2 id="test-payment-title" className="text-xl font-bold">
            {CHECKOUT_LABELS.testPaymentTitle}
          </h2>
          <p className="text-sm text-slate-600">{CHECKOUT_LABELS.testPaymentIntro}</p>
          <p className="flex justify-between text-lg">
            <span>{CHECKOUT_LABELS.amount}</span>
            <strong data-testid="test-payment-amount">{formatGhs(request.total)}</strong>
          </p>
          <p className="break-all text-xs text-slate-500">{request.email}</p>
          <div className="flex justify-end gap-2">
            <button
              type="button"
              onClick={onCancel}
              disabled={busy}
              className="min-h-11 rounded-md border border-slate-300 px-4 font-medium hover:bg-slate-50 disabled:opacity-60"
            >
              {CHECKOUT_LABELS.testCancel}
            </button>
            <button
              type="button"
              onClick={onPay}
              disabled={busy}
              className="min-h-11 rounded-md bg-emerald-700 px-4 font-semibold text-white hover:bg-emerald-800 disabled:opacity-60"
            >
              {CHECKOUT_LABELS.testPay(formatGhs(request.total))}
            </button>
          </div>
        </div>
      )}
    </dialog>
  );
}
