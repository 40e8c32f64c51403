import { SELLER_DETAILS_TEXTS } from '@shop/shared';
import { useProfile } from '../../../api/profile/get-profile';
import { useSellerDetails } from '../../../api/seller-details/get-seller-details';
import { useUpdateSellerDetails } from '../../../api/seller-details/update-seller-details';
import { OwnerSettingsPage } from '../../../components/owner-settings-page';
import { SellerDetailsForm } from './seller-details-form';

/**
 * The seller's details (decision 0070): who sells, shown in the shop's footer, on the checkout,
 * the invoices and the e-mails. Every staff member reads them; only the owner changes them.
 */
export default function SellerDetailsPage() {
  return (
    <OwnerSettingsPage
      title={SELLER_DETAILS_TEXTS.title}
      saved={SELLER_DETAILS_TEXTS.saved}
      settings={useSellerDetails()}
      // The staff gate has read the profile already; this reads the same cached answer.
      profile={useProfile()}
      update={useUpdateSellerDetails()}
      pick={(answer) => answer.sellerDetails}
      Form={SellerDetailsForm}
    />
  );
}
