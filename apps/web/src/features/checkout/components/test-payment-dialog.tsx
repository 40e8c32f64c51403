import { CHECKOUT_LABELS, formatGhs } from '@shop/shared';
import { ModalDialog } from '../../../components/modal-dialog';

/** The transaction the server started: the dialog shows its amount and pays it by access code. */
export interface TestPaymentRequest {
  accessCode: string;
  reference: string;
  email: string;
  /** Cedis, the server's. */
  amount: number;
}

interface TestPaymentDialogProps {
  request: TestPaymentRequest | null;
  busy: boolean;
  onPay: () => void;
  onCancel: () => void;
}

/**
 * The test provider's popup (docs/product/selling-rules.md#checkout): the amount, Pay and Cancel, standing in for
 * Paystack's when no keys are configured. It says first that no money moves. Escape counts as Cancel, as closing Paystack's does.
 */
export function TestPaymentDialog({ request, busy, onPay, onCancel }: TestPaymentDialogProps) {
  return (
    <ModalDialog
      open={request !== null}
      labelledBy="test-payment-title"
      onCancel={() => {
        if (!busy) onCancel();
      }}
      widthClass="w-[min(92vw,26rem)]"
    >
      {request && (
        <div className="flex flex-col gap-4">
          <h2 id="test-payment-title" className="text-xl font-bold">
            {CHECKOUT_LABELS.testPaymentTitle}
          </h2>
          <p
            role="note"
            className="rounded-md border border-amber-300 bg-amber-50 px-3 py-2 font-semibold text-amber-900"
          >
            {CHECKOUT_LABELS.testPaymentNoMoney}
          </p>
          <p className="text-sm text-slate-600">{CHECKOUT_LABELS.testPaymentIntro}</p>
          <p className="flex justify-between text-lg">
            <span>{CHECKOUT_LABELS.amount}</span>
            <strong data-testid="test-payment-amount">{formatGhs(request.amount)}</strong>
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
              {CHECKOUT_LABELS.testPay(formatGhs(request.amount))}
            </button>
          </div>
        </div>
      )}
    </ModalDialog>
  );
}
