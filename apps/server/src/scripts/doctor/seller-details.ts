import { missingSellerDetails, SELLER_DETAILS_TEXTS } from '@shop/shared';
import { readSellerDetails } from '../../modules/info';
import { advice, type DoctorCheck, fix, ok } from './finding';

/** The seller's details the law asks on every invoice, by the admin warning's own rule (decision 0070). */
export const checkSellerDetails: DoctorCheck = async ({ database }) => {
  if (!database) return [advice('Seller details not checked: the database could not be read (see above).')];
  const missing = missingSellerDetails(await readSellerDetails(database.db));
  if (missing.length === 0)
    return [ok('Seller details filled in (legal name, registration, address, contact).')];
  const names = missing.map((field) => SELLER_DETAILS_TEXTS.labels[field]).join(', ');
  return [
    fix(
      `Seller details missing: ${names}. The law asks them on every invoice. The owner fills them in on the admin's Seller details page.`,
    ),
  ];
};
