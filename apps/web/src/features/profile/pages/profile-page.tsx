import { ACCOUNT_MESSAGES, PROFILE_LABELS } from '@shop/shared';
import { ApiError } from '@shop/shared/api-client';
import { LogOut, MonitorSmartphone, Package, UserRound } from 'lucide-react';
import { useEffect } from 'react';
import { Link, useNavigate } from 'react-router';
import { toast } from 'react-toastify/unstyled';
import { useLogOut } from '../../../api/auth/log-out';
import { useLogOutEverywhere } from '../../../api/auth/log-out-everywhere';
import { useProfile } from '../../../api/profile/get-profile';
import { isSessionExpired } from '../../../api/session-expiry';
import { GoToLogin } from '../../../components/go-to-login';
import { getAuthToken } from '../../../lib/auth-token';
import { paths } from '../../../lib/paths';
import { useAuthToken } from '../../../lib/use-auth-token';
import { useOneAtATime } from '../../../lib/use-one-at-a-time';
import { usePageMeta } from '../../../lib/use-page-meta';
import { ProfileAvatar } from '../components/profile-avatar';

/** The first version's profile texts by failure: 404 a deleted account, other answers, no answer. */
function profileErrorText(error: unknown): string {
  if (error instanceof ApiError)
    return error.status === 404 ? ACCOUNT_MESSAGES.userNotFound : ACCOUNT_MESSAGES.profileFailed;
  return ACCOUNT_MESSAGES.genericError;
}

const actionClass = 'inline-flex min-h-11 items-center gap-2 rounded-md px-4 font-medium';

/** /profile with a real guard (docs/product.md#departures, departure 2): a visitor without a token goes to /login. */
export default function ProfilePage() {
  const token = useAuthToken();
  usePageMeta(PROFILE_LABELS.title, PROFILE_LABELS.pageDescription);
  if (!token) return <GoToLogin />;
  return <ProfileDetails />;
}

function ProfileDetails() {
  // A 401 ends the session with the first version's profile text (the session policy says it).
  const profile = useProfile({ loginMessage: ACCOUNT_MESSAGES.profileFailed });
  const logOut = useLogOut();
  const logOutEverywhere = useLogOutEverywhere();
  const navigate = useNavigate();
  const oneAtATime = useOneAtATime();

  useEffect(() => {
    if (!profile.error || isSessionExpired(profile.error)) return;
    const text = profileErrorText(profile.error);
    toast.error(text, { toastId: text });
  }, [profile.error]);

  const onLogOut = () => oneAtATime((done) => logOut.mutate(undefined, { onSettled: done }));
  const onLogOutEverywhere = () =>
    oneAtATime((done) => logOutEverywhere.mutate(undefined, { onSettled: done }));
  const loggingOut = logOut.isPending || logOutEverywhere.isPending;

  const onTrackOrders = () => {
    // The token may have been cleared in another tab since this page opened.
    if (!getAuthToken()) {
      toast.error(ACCOUNT_MESSAGES.loginToViewOrders);
      navigate(paths.login);
      return;
    }
    navigate(paths.trackOrder);
  };

  if (profile.isPending) {
    return (
      <p role="status" className="px-4 py-16 text-center text-slate-600">
        {PROFILE_LABELS.loading}
      </p>
    );
  }
  if (profile.isError) {
    return (
      <p role="alert" className="px-4 py-16 text-center text-red-800">
        {profileErrorText(profile.error)}
      </p>
    );
  }

  const { user } = profile.data;
  return (
    <section className="mx-auto flex w-full max-w-md flex-col items-center gap-4 px-4 py-10 text-center">
      <ProfileAvatar name={user.name} image={user.image} />
      <div>
        <h1 className="text-2xl font-bold">{user.name}</h1>
        <p className="text-slate-600">{user.email}</p>
      </div>
      <nav aria-label={PROFILE_LABELS.title} className="flex w-full flex-col gap-2">
        <Link to={paths.profile} className={`${actionClass} justify-center bg-slate-100 hover:bg-slate-200`}>
          <UserRound aria-hidden="true" size={20} />
          {PROFILE_LABELS.myProfile}
        </Link>
        <button
          type="button"
          onClick={onTrackOrders}
          className={`${actionClass} justify-center bg-slate-100 hover:bg-slate-200`}
        >
          <Package aria-hidden="true" size={20} />
          {PROFILE_LABELS.trackOrders}
        </button>
        <button
          type="button"
          onClick={onLogOut}
          disabled={loggingOut}
          className={`${actionClass} justify-center bg-slate-900 text-white hover:bg-slate-700 disabled:bg-slate-400`}
        >
          <LogOut aria-hidden="true" size={20} />
          {logOut.isPending ? PROFILE_LABELS.loggingOut : PROFILE_LABELS.logout}
        </button>
        <button
          type="button"
          onClick={onLogOutEverywhere}
          disabled={loggingOut}
          className={`${actionClass} justify-center border border-slate-300 hover:bg-slate-100 disabled:text-slate-400`}
        >
          <MonitorSmartphone aria-hidden="true" size={20} />
          {logOutEverywhere.isPending ? PROFILE_LABELS.loggingOutEverywhere : PROFILE_LABELS.logoutEverywhere}
        </button>
      </nav>
    </section>
  );
}
