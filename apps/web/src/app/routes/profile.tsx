import { RecentOrders } from '../../features/orders/components/recent-orders';
import { ChangePasswordForm } from '../../features/profile/components/change-password-form';
import ProfilePage from '../../features/profile/pages/profile-page';

/** /profile: the account, under it the shopper's recent orders by number and the change of password. */
export default function ProfileRoute() {
  return (
    <>
      <ProfilePage />
      <RecentOrders />
      <ChangePasswordForm />
    </>
  );
}
