import { useLayoutEffect } from 'react';
import { Navigate, useLocation } from 'react-router';
import { paths } from '../lib/paths';
import { rememberReturnAfterLogin } from '../lib/return-after-login';

/**
 * The first version's trip to /login from a personal screen, remembering the screen (with its query) so
 * that the login brings the shopper back to it. A layout effect: it runs before Navigate's.
 */
export function GoToLogin() {
  const { pathname, search } = useLocation();
  useLayoutEffect(() => {
    rememberReturnAfterLogin({ path: pathname + search });
  }, [pathname, search]);
  return <Navigate to={paths.login} replace />;
}
