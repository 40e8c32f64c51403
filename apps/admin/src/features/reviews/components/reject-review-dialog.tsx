import { REVIEW_ADMIN_TEXTS, REVIEW_REJECTION_MAX, rejectReviewBodySchema } from '@shop/shared';
import { ADMIN_DIALOG_TEXTS } from '@shop/shared/admin-dialog-texts';
import { type FormEvent, useId, useState } from 'react';
import { Button } from '../../../components/ui/button';
import { TextAreaField } from '../../../components/ui/field';
import { ModalDialog } from '../../../components/ui/modal-dialog';

interface RejectReviewDialogProps {
  open: boolean;
  busy: boolean;
  onReject: (reason: string) => void;
  onCancel: () => void;
}

/**
 * Reject, in a modal dialog, with the reason the author reads: required, checked with the
 * contract's own schema before it is sent, so the server's 400 is never the first word.
 * A native <dialog> opened with showModal, as the site's ConfirmDialog.
 */
export function RejectReviewDialog({ open, busy, onReject, onCancel }: RejectReviewDialogProps) {
  const titleId = useId();
  const [reason, setReason] = useState('');
  const [error, setError] = useState<string>();

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const checked = rejectReviewBodySchema.safeParse({ reason });
    if (!checked.success) {
      setError(checked.error.issues[0]?.message);
      return;
    }
    onReject(checked.data.reason);
  }

  return (
    <ModalDialog open={open} labelledBy={titleId} onDismiss={onCancel} className="w-[min(92vw,30rem)] p-6">
      <form noValidate onSubmit={submit} className="space-y-4">
        <h2 id={titleId} className="text-base font-semibold text-slate-900">
          {REVIEW_ADMIN_TEXTS.rejectTitle}
        </h2>
        <TextAreaField
          label={REVIEW_ADMIN_TEXTS.rejectionReasonLabel}
          value={reason}
          maxLength={REVIEW_REJECTION_MAX}
          error={error}
          autoFocus
          onChange={(event) => {
            setReason(event.target.value);
            setError(undefined);
          }}
        />
        <div className="flex flex-wrap justify-end gap-2">
          <Button variant="secondary" onClick={onCancel}>
            {ADMIN_DIALOG_TEXTS.cancel}
          </Button>
          <Button type="submit" variant="danger" disabled={busy}>
            {REVIEW_ADMIN_TEXTS.rejectConfirm}
          </Button>
        </div>
      </form>
    </ModalDialog>
  );
}
