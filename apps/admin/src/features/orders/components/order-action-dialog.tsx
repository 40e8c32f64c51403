import { ADMIN_ORDER_TEXTS, type OrderMessagePreviewBody } from '@shop/shared';
import { type ReactNode, useId } from 'react';
import { useOrderMessagePreview } from '../../../api/orders/preview-order-messages';
import { Button, type ButtonVariant } from '../../../components/ui/button';
import { ModalDialog } from '../../../components/ui/modal-dialog';
import { MessagePreview } from './message-preview';

const texts = ADMIN_ORDER_TEXTS.confirm;

interface OrderActionDialogProps {
  orderId: string;
  /** The change to confirm; null keeps the dialog closed. */
  change: OrderMessagePreviewBody | null;
  title: string;
  /** What cannot be taken back, in one sentence. */
  cannotUndo: string;
  confirmLabel: string;
  confirmVariant?: ButtonVariant;
  busy: boolean;
  /** Anything more to say before the messages (the typed reason goes out as it is). */
  children?: ReactNode;
  onConfirm: () => void;
  onCancel: () => void;
}

/**
 * The pause before an order action that messages the customer or cannot be undone: what will
 * happen, what cannot be taken back, and the e-mail and SMS the customer will receive. A native
 * <dialog> opened with showModal, so focus stays inside and Escape goes back.
 */
export function OrderActionDialog({
  orderId,
  change,
  title,
  cannotUndo,
  confirmLabel,
  confirmVariant = 'primary',
  busy,
  children,
  onConfirm,
  onCancel,
}: OrderActionDialogProps) {
  const titleId = useId();
  const undoId = useId();
  const open = change !== null;
  const preview = useOrderMessagePreview(orderId, change);

  return (
    <ModalDialog
      open={open}
      labelledBy={titleId}
      describedBy={undoId}
      onDismiss={onCancel}
      className="max-h-[90vh] w-[min(94vw,34rem)] overflow-auto p-6"
    >
      <div className="space-y-4">
        <h2 id={titleId} className="text-lg font-semibold text-slate-900">
          {title}
        </h2>
        <p id={undoId} className="rounded-md border border-amber-300 bg-amber-50 p-2 text-sm text-amber-950">
          {cannotUndo}
        </p>
        {children}
        <div>
          <h3 className="mb-2 text-sm font-semibold text-slate-900">{texts.sentTitle}</h3>
          {preview.isPending ? (
            <p className="text-sm text-slate-600" role="status">
              {texts.loadingPreview}
            </p>
          ) : preview.isError ? (
            <p className="text-sm text-red-700" role="alert">
              {texts.previewFailed}
            </p>
          ) : (
            <MessagePreview preview={preview.data} />
          )}
        </div>
        <div className="flex flex-wrap justify-end gap-2">
          <Button variant="secondary" onClick={onCancel} autoFocus>
            {texts.goBack}
          </Button>
          <Button variant={confirmVariant} disabled={busy || preview.isPending} onClick={onConfirm}>
            {confirmLabel}
          </Button>
        </div>
      </div>
    </ModalDialog>
  );
}
