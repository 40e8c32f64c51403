import {
  PROCESSING_HOURS,
  REFUND_BUSINESS_DAYS,
  RETURN_WINDOW_DAYS,
  type SellerDetails,
  SHOP_NAME,
  STORE_HOURS,
  type StoreInfo,
  SUPPORT_HOURS,
} from '@shop/shared';

/** Policy figures come from the shared constants so the info block, FAQs and footer never disagree. */
export const demoStoreInfo: StoreInfo = {
  about:
    `${SHOP_NAME} is an Accra electronics shop selling genuine phones, tablets, laptops, accessories and ` +
    'sound systems from the brands Ghanaians trust, including Samsung, Apple, Tecno, Infinix, HP, Dell, JBL and Oraimo. ' +
    'We started as a small phone counter in Adabraka and now deliver to every region of the country, with prices in ' +
    'cedis and no hidden charges.',
  whyChooseUs: [
    {
      title: 'Genuine products',
      description:
        'Every device comes from the manufacturer or an authorised distributor, sealed in its original box.',
    },
    {
      title: 'Easy returns',
      description: `Changed your mind? Return an unused item in its original packaging within ${RETURN_WINDOW_DAYS} days of delivery.`,
    },
    {
      title: 'Pay the way you like',
      description:
        'Pay securely with MTN Mobile Money, Telecel Cash, AirtelTigo Money or a bank card through Paystack.',
    },
    {
      title: 'Fast nationwide delivery',
      description: `Orders are processed within ${PROCESSING_HOURS} hours and delivered to your door from Accra to Bolgatanga.`,
    },
    {
      title: 'Friendly expert support',
      description: `Our team answers calls, emails and chats from ${SUPPORT_HOURS}, and helps you choose the right device.`,
    },
  ],
  whatWeOffer: [
    'Android phones and iPhones, from budget models to flagships',
    'Tablets for school, work and entertainment',
    'Laptops, desktops, monitors, keyboards and mice',
    'Speakers, soundbars, home theatres, headphones and earbuds',
    'Chargers, power banks, cables and UPS units for power cuts',
    'Wi-Fi routers, 4G and 5G home internet devices',
    'Smartwatches, fitness bands and gaming consoles',
  ],
  visitUsAt:
    `Visit ${SHOP_NAME} at 24 Kwame Nkrumah Avenue, Adabraka, Accra. ` +
    `We are open ${STORE_HOURS.weekdays} on weekdays and ${STORE_HOURS.saturdays} on Saturdays, and closed on Sundays and public holidays.`,
  deliveryInfo:
    `Orders are processed within ${PROCESSING_HOURS} hours. Delivery within Accra and Tema usually takes 1-2 business days, ` +
    'and to other regions 2-5 business days. The delivery fee depends on your city and is shown in the cart before you pay.',
  deepInfo:
    `Returns are accepted within ${RETURN_WINDOW_DAYS} days of delivery for unused items in their original packaging. ` +
    `Approved refunds are paid back to your mobile money wallet or card within ${REFUND_BUSINESS_DAYS} business days. ` +
    'Faulty devices are repaired or replaced under the manufacturer warranty; keep your receipt and the original box.',
  contact: {
    phone: '+233 30 123 4567',
    email: 'support@kwiktech.com.gh',
    location: '24 Kwame Nkrumah Avenue, Adabraka, Accra, Ghana',
  },
};

/**
 * The demo business as the law asks the shop to name it (decision 0070), so `npm start` shows
 * it in the footer, the checkout, the invoices and the e-mails. Invented numbers.
 */
export const demoSellerDetails: SellerDetails = {
  legalName: 'Kwik Tech Ghana Limited',
  registrationNumber: 'CS123456789',
  dataProtectionNumber: 'PDC/DC/2026/0421',
  address: '24 Kwame Nkrumah Avenue, Adabraka, Accra',
  digitalAddress: 'GA-123-4567',
  phone: '+233 30 123 4567',
  email: 'support@kwiktech.com.gh',
};
