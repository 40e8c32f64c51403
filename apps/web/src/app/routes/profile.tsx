import { RecentOrders } from '../../features/orders/components/recent-orders';
import { ChangePasswordForm } from '../../features/profile/components/change-password-form';
import { PhoneSection } from '../../features/profile/components/phone-section';
import ProfilePage from '../../features/profile/pages/profile-page';

/** /profile: the account, its phone (verified by an SMS code), the shopper's recent orders by number and the change of password. */
export default function ProfileRoute() {
  return (
    <>
      <ProfilePage />
      <PhoneSection />
      <RecentOrders />
      <ChangePasswordForm />
    </>
  );
}
