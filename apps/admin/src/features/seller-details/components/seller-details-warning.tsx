import { SELLER_DETAILS_TEXTS } from '@shop/shared';
import { Link, useLocation } from 'react-router';
import { useSellerDetails } from '../../../api/seller-details/get-seller-details';
import { paths } from '../../../lib/paths';

const texts = SELLER_DETAILS_TEXTS;

/**
 * Above every admin page while a detail the law asks for is empty (decision 0070): it names
 * the missing ones and links to the form. Says nothing while loading or when the call fails.
 */
export function SellerDetailsWarning() {
  const details = useSellerDetails();
  const { pathname } = useLocation();
  const missing = details.data?.missing ?? [];
  if (missing.length === 0) return null;
  const names = missing.map((field) => texts.labels[field].toLowerCase()).join(', ');
  return (
    <div
      role="alert"
      className="mb-4 rounded-md border border-amber-300 bg-amber-50 p-3 text-sm text-amber-900"
    >
      <p>{texts.missingWarning(names)}</p>
      {pathname === paths.sellerDetails ? null : (
        <Link to={paths.sellerDetails} className="mt-1 inline-block font-semibold underline">
          {texts.missingLink}
        </Link>
      )}
    </div>
  );
}
