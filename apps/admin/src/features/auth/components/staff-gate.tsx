import { ADMIN_MESSAGES, ADMIN_TEXTS } from '@shop/shared';
import type { ReactNode } from 'react';
import { Navigate, useNavigate } from 'react-router';
import { useSignOut } from '../../../api/auth/sign-out';
import { useProfile } from '../../../api/profile/get-profile';
import { Button } from '../../../components/ui/button';
import { LoadError, Loading } from '../../../components/ui/query-state';
import { failureMessage } from '../../../lib/failure-message';
import { readToken } from '../../../lib/token';

/**
 * Shows its children only to a signed-in staff account. The server checks isAdmin on every
 * call anyway; this gate is for a clear screen, not for security.
 */
export function StaffGate({ signInPath, children }: { signInPath: string; children: ReactNode }) {
  const hasToken = readToken() !== null;
  const profile = useProfile(hasToken);
  const signOut = useSignOut();
  const navigate = useNavigate();

  if (!hasToken) return <Navigate to={signInPath} replace />;
  if (profile.isPending) return <Loading />;
  if (profile.isError)
    return (
      <div className="p-4">
        <LoadError message={failureMessage(profile.error)} />
      </div>
    );
  if (!profile.data.isAdmin) {
    return (
      <main className="mx-auto max-w-md space-y-4 p-6">
        <p role="alert" className="rounded-md border border-amber-300 bg-amber-50 p-4 text-amber-900">
          {ADMIN_MESSAGES.notStaff}
        </p>
        <Button
          variant="secondary"
          onClick={() =>
            signOut.mutate(undefined, { onSettled: () => navigate(signInPath, { replace: true }) })
          }
        >
          {ADMIN_TEXTS.common.signOut}
        </Button>
      </main>
    );
  }
  return children;
}
