import { PROFILE_LABELS } from '@shop/shared';
import { type FormEvent, useId, useState } from 'react';
import { toast } from 'react-toastify/unstyled';
import { useChangePassword } from '../../../api/profile/change-password';
import { TextField } from '../../../components/text-field';
import { refuseWhenOffline } from '../../../lib/connection';
import { useAuthToken } from '../../../lib/use-auth-token';

/** /profile's change of password: the current one, then the new one; other sessions end. */
export function ChangePasswordForm() {
  const token = useAuthToken();
  const [currentPassword, setCurrentPassword] = useState('');
  const [newPassword, setNewPassword] = useState('');
  const change = useChangePassword();
  const id = useId();
  if (!token) return null;

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    if (refuseWhenOffline()) return;
    change.mutate(
      { currentPassword, newPassword },
      {
        onSuccess: (answer) => {
          toast.success(answer.message);
          setCurrentPassword('');
          setNewPassword('');
        },
      },
    );
  };

  return (
    <section aria-labelledby={`${id}-heading`} className="mx-auto w-full max-w-md px-4 pb-10">
      <details className="rounded-lg border border-slate-200 p-3">
        <summary id={`${id}-heading`} className="min-h-11 cursor-pointer content-center font-semibold">
          {PROFILE_LABELS.changePassword}
        </summary>
        <form onSubmit={onSubmit} noValidate className="mt-3 flex flex-col gap-4">
          <TextField
            id={`${id}-current`}
            label={PROFILE_LABELS.currentPassword}
            type="password"
            autoComplete="current-password"
            value={currentPassword}
            onChange={(event) => setCurrentPassword(event.target.value)}
          />
          <TextField
            id={`${id}-new`}
            label={PROFILE_LABELS.newPassword}
            type="password"
            autoComplete="new-password"
            value={newPassword}
            onChange={(event) => setNewPassword(event.target.value)}
          />
          {change.error && (
            <p role="alert" className="text-sm text-red-800">
              {change.error.message}
            </p>
          )}
          <button
            type="submit"
            disabled={change.isPending}
            className="min-h-11 rounded-md bg-slate-900 px-6 font-semibold text-white hover:bg-slate-700 disabled:opacity-60"
          >
            {change.isPending ? PROFILE_LABELS.changing : PROFILE_LABELS.change}
          </button>
        </form>
      </details>
    </section>
  );
}
