import { useProfile } from '../../api/profile/get-profile';

/** True only for a logged-in staff member; false while loading or on any failure. */
export function useIsAdmin(): boolean {
  // No message for a dead session, so a 401 here does not pull the shopper off the page they read.
  const profile = useProfile();
  return profile.data?.isAdmin === true;
}
