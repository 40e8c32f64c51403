import { type ReactNode, useEffect, useRef } from 'react';

interface ModalDialogProps {
  open: boolean;
  /** The id of the element that names the dialog (its title or question). */
  labelledBy: string;
  describedBy?: string;
  /** Escape: the same as the dialog's own Cancel or Close. */
  onDismiss: () => void;
  /** Its width and padding; the frame (centred, rounded, shadow, dimmed page) is the same for all. */
  className: string;
  children: ReactNode;
}

/**
 * The frame of every admin dialog: a native <dialog> opened with showModal, so focus stays
 * inside and the page behind is inert; window.confirm could not be styled, named for a screen
 * reader beyond its text, or found by role in a test. Its content exists only while it is open.
 */
export function ModalDialog({
  open,
  labelledBy,
  describedBy,
  onDismiss,
  className,
  children,
}: ModalDialogProps) {
  const dialogRef = useRef<HTMLDialogElement>(null);

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
      aria-labelledby={labelledBy}
      aria-describedby={describedBy}
      onCancel={(event) => {
        event.preventDefault();
        onDismiss();
      }}
      className={`m-auto rounded-lg text-left shadow-xl backdrop:bg-black/50 ${className}`}
    >
      {open ? children : null}
    </dialog>
  );
}
