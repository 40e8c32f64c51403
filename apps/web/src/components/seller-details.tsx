import { SELLER_DETAILS_TEXTS, SHOP_NAME } from '@shop/shared';

/** The details as the storefront receives them (GET /api/info/seller). */
interface Seller {
  legalName: string;
  registrationNumber: string;
  address: string;
  digitalAddress: string;
  phone: string;
  email: string;
}

const { labels } = SELLER_DETAILS_TEXTS;

/**
 * Who sells, as the Electronic Transactions Act (s. 47) asks every page, the checkout and the
 * invoice to say (decision 0070): the legal name, registration number, address, phone and
 * e-mail that the owner has given. `tone` fits it to the dark footer or a light card.
 */
export function SellerDetails({ seller, tone = 'light' }: { seller: Seller; tone?: 'light' | 'dark' }) {
  const muted = tone === 'dark' ? 'text-slate-300' : 'text-slate-600';
  const address = [seller.address, seller.digitalAddress].filter((part) => part.trim() !== '').join(', ');
  const link = tone === 'dark' ? 'underline hover:text-white' : 'underline hover:text-slate-900';
  return (
    <address className={`not-italic text-sm ${muted}`} data-testid="seller-details">
      <span className="block font-semibold">{seller.legalName || SHOP_NAME}</span>
      {seller.registrationNumber && (
        <span className="block">
          {labels.registrationNumber}: {seller.registrationNumber}
        </span>
      )}
      {address && <span className="block">{address}</span>}
      {seller.phone && (
        <span className="block">
          {labels.phone}:{' '}
          <a className={link} href={`tel:${seller.phone.replace(/\s+/g, '')}`}>
            {seller.phone}
          </a>
        </span>
      )}
      {seller.email && (
        <span className="block">
          {labels.email}:{' '}
          <a className={link} href={`mailto:${seller.email}`}>
            {seller.email}
          </a>
        </span>
      )}
    </address>
  );
}
