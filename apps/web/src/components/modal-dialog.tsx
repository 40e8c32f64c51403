import { type ReactNode, useEffect, useRef } from 'react';

interface ModalDialogProps {
  open: boolean;
  /** The id of the element that names the dialog. */
  labelledBy: string;
  /** Escape, as the native dialog's cancel event; the caller decides whether it may close. */
  onCancel: () => void;
  /** The width class, e.g. w-[min(92vw,24rem)]. */
  widthClass: string;
  children: ReactNode;
}

/**
 * The shell of every modal on the storefront: the native <dialog> opened with showModal so
 * focus is trapped and the page behind is inert; its content is rendered only while open.
 */
export function ModalDialog({ open, labelledBy, onCancel, widthClass, children }: ModalDialogProps) {
  const dialogRef = useRef<HTMLDialogElement>(null);

  useEffect(() => {
    const dialog = dialogRef.current;
    if (!dialog) return;
    // jsdom lacks showModal; the open attribute is the same state for a test.
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
      aria-labelledby={labelledBy}
      onCancel={(event) => {
        event.preventDefault();
        onCancel();
      }}
      className={`m-auto ${widthClass} rounded-lg p-6 shadow-xl backdrop:bg-black/50`}
    >
      {open && children}
    </dialog>
  );
}
