import { type AdminCustomer, CONSENT_ADMIN_TEXTS } from '@shop/shared';
import { useEffect, useId, useRef, useState } from 'react';
import { Button } from '../../../components/ui/button';
import { ConsentHistory } from './consent-history';

/**
 * The customer's "Consent history" button and its dialog. Customers have no page of their own,
 * so their consent opens from their row of the list; the native <dialog> opened with showModal
 * keeps focus inside and Escape closes it.
 */
export function ConsentHistoryButton({ customer }: { customer: AdminCustomer }) {
  const [open, setOpen] = useState(false);
  const dialogRef = useRef<HTMLDialogElement>(null);
  const titleId = useId();

  useEffect(() => {
    const dialog = dialogRef.current;
    if (!dialog) return;
    // jsdom has no showModal: the open attribute is the same state for a component test.
    if (open && !dialog.open) {
      if (typeof dialog.showModal === 'function') dialog.showModal();
      else dialog.setAttribute('open', '');
    } else if (!open && dialog.open) {
      if (typeof dialog.close === 'function') dialog.close();
      else dialog.removeAttribute('open');
    }
  }, [open]);

  return (
    <>
      <Button
        variant="ghost"
        size="sm"
        className="-ml-2.5 mt-1"
        aria-label={CONSENT_ADMIN_TEXTS.openHistoryOf(customer.name)}
        onClick={() => setOpen(true)}
      >
        {CONSENT_ADMIN_TEXTS.openHistory}
      </Button>
      <dialog
        ref={dialogRef}
        aria-labelledby={titleId}
        onCancel={(event) => {
          event.preventDefault();
          setOpen(false);
        }}
        className="m-auto max-h-[90vh] w-[min(94vw,34rem)] overflow-auto rounded-lg p-4 text-left shadow-xl backdrop:bg-black/50 sm:p-6"
      >
        {open ? (
          <div className="space-y-4">
            <h2 id={titleId} className="break-words text-lg font-semibold text-slate-900">
              {CONSENT_ADMIN_TEXTS.dialogTitle(customer.name)}
            </h2>
            <ConsentHistory customerId={customer.id} />
            <div className="flex justify-end">
              <Button variant="secondary" onClick={() => setOpen(false)} autoFocus>
                {CONSENT_ADMIN_TEXTS.close}
              </Button>
            </div>
          </div>
        ) : null}
      </dialog>
    </>
  );
}
