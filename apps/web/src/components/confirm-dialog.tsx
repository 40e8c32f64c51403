import { useId } from 'react';
import { ModalDialog } from './modal-dialog';

interface ConfirmDialogProps {
  open: boolean;
  message: string;
  confirmLabel: string;
  cancelLabel: string;
  onConfirm: () => void;
  onCancel: () => void;
  busy?: boolean;
}

/**
 * A modal question with two answers; Escape closes it. window.confirm would block the page
 * and cannot be styled or tested by role.
 */
export function ConfirmDialog({
  open,
  message,
  confirmLabel,
  cancelLabel,
  onConfirm,
  onCancel,
  busy,
}: ConfirmDialogProps) {
  const messageId = useId();

  return (
    <ModalDialog open={open} labelledBy={messageId} onCancel={onCancel} widthClass="w-[min(92vw,24rem)]">
      <p id={messageId} className="mb-5 text-lg font-semibold text-slate-900">
        {message}
      </p>
      <div className="flex justify-end gap-2">
        <button
          type="button"
          onClick={onCancel}
          className="min-h-11 rounded-md border border-slate-300 px-4 font-medium hover:bg-slate-50"
        >
          {cancelLabel}
        </button>
        <button
          type="button"
          onClick={onConfirm}
          disabled={busy}
          className="min-h-11 rounded-md bg-red-700 px-4 font-semibold text-white hover:bg-red-800 disabled:opacity-60"
        >
          {confirmLabel}
        </button>
      </div>
    </ModalDialog>
  );
}
