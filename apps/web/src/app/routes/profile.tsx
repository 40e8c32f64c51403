import { RecentOrders } from '../../features/orders/components/recent-orders';
import ProfilePage from '../../features/profile/pages/profile-page';

/** /profile: the account, and under it the shopper's recent orders by number; two features meet here. */
export default function ProfileRoute() {
  return (
    <>
      <ProfilePage />
      <RecentOrders />
    </>
  );
}
