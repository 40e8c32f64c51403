/** Words of the /profile page that are labels, not SPEC.md section 8 messages. */
export const PROFILE_LABELS = {
  title: 'My Profile',
  myProfile: 'My Profile',
  trackOrders: 'Track your Orders',
  logout: 'Logout',
  loggingOut: 'Logging out...',
  loading: 'Loading your profile',
  admin: 'Admin',
  avatarAlt: (name: string) => `${name}'s profile picture`,
  pageDescription: 'Your account: your details, your orders and logout.',
} as const;
