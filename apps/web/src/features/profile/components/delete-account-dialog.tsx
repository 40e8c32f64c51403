import { MY_DATA_TEXTS, type ReviewChoice } from '@shop/shared';
import { type FormEvent, useId, useState } from 'react';
import { useDeleteAccount } from '../../../api/profile/delete-account';
import { ModalDialog } from '../../../components/modal-dialog';
import { RadioChoice } from '../../../components/radio-choice';
import { TextField } from '../../../components/text-field';
import { refuseWhenOffline } from '../../../lib/connection';

const REVIEW_OPTIONS = [
  { value: 'keep-as-a-buyer', label: MY_DATA_TEXTS.keepReviews },
  { value: 'remove', label: MY_DATA_TEXTS.removeReviews },
] as const satisfies readonly { value: ReviewChoice; label: string }[];

/**
 * The confirmation of "Delete my account": says what goes and what the law keeps, asks what
 * becomes of the reviews and the password; on success the shopper is signed out.
 */
export function DeleteAccountDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  const [password, setPassword] = useState('');
  const [reviews, setReviews] = useState<ReviewChoice>('keep-as-a-buyer');
  const erase = useDeleteAccount();
  const id = useId();

  const close = () => {
    if (erase.isPending) return;
    setPassword('');
    erase.reset();
    onClose();
  };

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    if (refuseWhenOffline()) return;
    // On success the hook signs the shopper out, which leaves /profile for the sign-in page.
    erase.mutate({ password, reviews });
  };

  return (
    <ModalDialog open={open} labelledBy={`${id}-title`} onCancel={close} widthClass="w-[min(92vw,28rem)]">
      <form onSubmit={onSubmit} noValidate className="flex flex-col gap-4">
        <h2 id={`${id}-title`} className="text-lg font-semibold text-slate-900">
          {MY_DATA_TEXTS.dialogTitle}
        </h2>
        <p className="text-sm">{MY_DATA_TEXTS.whatGoes}</p>
        <p className="text-sm">{MY_DATA_TEXTS.whatStays}</p>
        <RadioChoice
          legend={MY_DATA_TEXTS.reviewsQuestion}
          options={REVIEW_OPTIONS}
          value={reviews}
          onChange={setReviews}
          disabled={erase.isPending}
        />
        <TextField
          id={`${id}-password`}
          label={MY_DATA_TEXTS.passwordLabel}
          type="password"
          autoComplete="current-password"
          value={password}
          onChange={(event) => setPassword(event.target.value)}
        />
        {erase.error && (
          <p role="alert" className="text-sm text-red-800">
            {erase.error.message}
          </p>
        )}
        <div className="flex flex-wrap justify-end gap-2">
          <button
            type="button"
            onClick={close}
            className="min-h-11 rounded-md border border-slate-300 px-4 font-medium hover:bg-slate-50"
          >
            {MY_DATA_TEXTS.cancel}
          </button>
          <button
            type="submit"
            disabled={erase.isPending}
            className="min-h-11 rounded-md bg-red-700 px-4 font-semibold text-white hover:bg-red-800 disabled:opacity-60"
          >
            {erase.isPending ? MY_DATA_TEXTS.deleting : MY_DATA_TEXTS.confirm}
          </button>
        </div>
      </form>
    </ModalDialog>
  );
}
