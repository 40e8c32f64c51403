import { SELLER_DETAILS_TEXTS } from '@shop/shared';
import type { ReactNode } from 'react';
import { toast } from 'react-toastify/unstyled';
import { useProfile } from '../../../api/profile/get-profile';
import { useSellerDetails } from '../../../api/seller-details/get-seller-details';
import { useUpdateSellerDetails } from '../../../api/seller-details/update-seller-details';
import { PageHeader } from '../../../components/ui/page-header';
import { LoadError, Loading } from '../../../components/ui/query-state';
import { failureMessage } from '../../../lib/failure-message';
import { SellerDetailsForm } from './seller-details-form';

const texts = SELLER_DETAILS_TEXTS;

/**
 * The seller's details (decision 0070): who sells, shown in the shop's footer, on the checkout,
 * the invoices and the e-mails. Every staff member reads them; only the owner changes them.
 */
export default function SellerDetailsPage() {
  const details = useSellerDetails();
  const update = useUpdateSellerDetails();
  // The staff gate has read the profile already; this reads the same cached answer.
  const profile = useProfile();
  let body: ReactNode;
  if (details.isPending || profile.isPending) body = <Loading />;
  else if (details.isError) body = <LoadError message={failureMessage(details.error)} />;
  else
    body = (
      <SellerDetailsForm
        initial={details.data.sellerDetails}
        canChange={profile.data?.user.isOwner ?? false}
        busy={update.isPending}
        refusal={update.error ? failureMessage(update.error) : null}
        onSave={(next) =>
          update.mutate(next, { onSuccess: (answer) => toast.success(answer.message ?? texts.saved) })
        }
      />
    );
  return (
    <div className="space-y-4">
      <PageHeader title={texts.title} />
      {body}
    </div>
  );
}
