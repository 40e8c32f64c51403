import { ADMIN_DIALOG_TEXTS } from '@shop/shared/admin-dialog-texts';
import { useEffect, useId, useRef } from 'react';
import { Button, type ButtonVariant } from './button';

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
  const dialogRef = useRef<HTMLDialogElement>(null);
  const questionId = useId();

  useEffect(() => {
    const dialog = dialogRef.current;
    if (!dialog) return;
    // jsdom lacks showModal; the open attribute is the same state for a component test.
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
      aria-labelledby={questionId}
      onCancel={(event) => {
        event.preventDefault();
        onCancel();
      }}
      className="m-auto w-[min(92vw,26rem)] rounded-lg p-6 text-left shadow-xl backdrop:bg-black/50"
    >
      {open ? (
        <>
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
        </>
      ) : null}
    </dialog>
  );
}
