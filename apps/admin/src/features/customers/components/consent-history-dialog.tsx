import { type AdminCustomer, CONSENT_ADMIN_TEXTS } from '@shop/shared';
import { useId, useState } from 'react';
import { Button } from '../../../components/ui/button';
import { ModalDialog } from '../../../components/ui/modal-dialog';
import { ConsentHistory } from './consent-history';

/**
 * The customer's "Consent history" button and its dialog. Customers have no page of their own,
 * so their consent opens from their row of the list; the native <dialog> opened with showModal
 * keeps focus inside and Escape closes it.
 */
export function ConsentHistoryButton({ customer }: { customer: AdminCustomer }) {
  const [open, setOpen] = useState(false);
  const titleId = useId();

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
      <ModalDialog
        open={open}
        labelledBy={titleId}
        onDismiss={() => setOpen(false)}
        className="max-h-[90vh] w-[min(94vw,34rem)] overflow-auto p-4 sm:p-6"
      >
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
      </ModalDialog>
    </>
  );
}
