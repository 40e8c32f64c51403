import {
  documentSellerOf,
  SELLER_DETAILS_TEXTS,
  type SellerDetails,
  SHOP_NAME,
  type StoreInfo,
} from '@shop/shared';

/**
 * The line under every e-mail: the seller's legal name, registration number, address, phone and
 * e-mail (Act 772 s. 47, decision 0070), each empty detail taken from the store info's contact
 * as before; only the shop's name while neither is set.
 */
export function mailFooterOf(context: { storeInfo: StoreInfo | undefined; seller?: SellerDetails }): string {
  const seller = documentSellerOf(context.seller, context.storeInfo?.contact, {
    tin: '',
    shopName: SHOP_NAME,
  });
  const registration = seller.registrationNumber
    ? `${SELLER_DETAILS_TEXTS.registrationShort} ${seller.registrationNumber}`
    : '';
  const address = [seller.address, seller.digitalAddress].filter((part) => part !== '').join(', ');
  return [seller.legalName, registration, seller.phone, seller.email, address]
    .filter((part) => part !== '')
    .join(' · ');
}
