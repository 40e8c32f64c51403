import { RecentOrders } from '../../features/orders/components/recent-orders';
import { ChangePasswordForm } from '../../features/profile/components/change-password-form';
import { MarketingConsentSection } from '../../features/profile/components/marketing-consent-section';
import { PhoneSection } from '../../features/profile/components/phone-section';
import { YourDataSection } from '../../features/profile/components/your-data-section';
import ProfilePage from '../../features/profile/pages/profile-page';

/** /profile: the account, its phone (verified by an SMS code), its choices of offers, the shopper's recent orders by number and the change of password. */
export default function ProfileRoute() {
  return (
    <>
      <ProfilePage />
      <PhoneSection />
      {/* Offers (decision 0065) in a section of their own, apart from the phone's order texts. */}
      <MarketingConsentSection />
      <RecentOrders />
      <ChangePasswordForm />
      {/* The Data Protection Act's download and erasure (decision 0071), last: the rarest. */}
      <YourDataSection />
    </>
  );
}
