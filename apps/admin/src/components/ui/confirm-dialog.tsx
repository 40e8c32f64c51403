import { ADMIN_DIALOG_TEXTS } from '@shop/shared/admin-dialog-texts';
import { useId } from 'react';
import { Button, type ButtonVariant } from './button';
import { ModalDialog } from './modal-dialog';

interface ConfirmDialogProps {
  open: boolean;
  /** The question, which names what will happen. */
  question: string;
  confirmLabel: string;
  confirmVariant?: ButtonVariant;
  busy?: boolean;
  onConfirm: () => void;
  onCancel: () => void;
}

/**
 * A modal question before an action staff cannot take back. The native <dialog> opened with
 * showModal traps focus and makes the page behind inert; window.confirm could not be styled,
 * named for a screen reader beyond its text, or found by role in a test.
 */
export function ConfirmDialog({
  open,
  question,
  confirmLabel,
  confirmVariant = 'danger',
  busy = false,
  onConfirm,
  onCancel,
}: ConfirmDialogProps) {
  const questionId = useId();

  return (
    <ModalDialog open={open} labelledBy={questionId} onDismiss={onCancel} className="w-[min(92vw,26rem)] p-6">
      <p id={questionId} className="mb-5 text-base font-semibold text-slate-900">
        {question}
      </p>
      <div className="flex justify-end gap-2">
        <Button variant="secondary" onClick={onCancel} autoFocus>
          {ADMIN_DIALOG_TEXTS.cancel}
        </Button>
        <Button variant={confirmVariant} disabled={busy} onClick={onConfirm}>
          {confirmLabel}
        </Button>
      </div>
    </ModalDialog>
  );
}
