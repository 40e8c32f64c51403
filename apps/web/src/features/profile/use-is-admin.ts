import { useProfile } from '../../api/profile/get-profile';

/** True only for a logged-in staff member; false while loading or on any failure. */
export function useIsAdmin(): boolean {
  // No message for a dead session: the header logs the shopper out quietly, wherever they are.
  const profile = useProfile();
  return profile.data?.isAdmin === true;
}
