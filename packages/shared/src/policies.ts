import {
  PROCESSING_HOURS,
  REFUND_BUSINESS_DAYS,
  RETURN_WINDOW_DAYS,
  SHOP_NAME,
  SUPPORT_HOURS,
} from './constants';
import { formatGhs } from './money';
import type { PolicyFacts } from './schemas/policies';
import type { SellerDetails } from './schemas/seller-details';
import { EMPTY_SELLER_DETAILS, SELLER_DETAILS_TEXTS } from './seller-details-texts';
import { DEFAULT_WARRANTY_MONTHS } from './serial-defaults';

export interface PolicySection {
  heading: string;
  paragraphs: readonly string[];
}

export interface PolicyDocument {
  title: string;
  updated: string;
  intro: string;
  sections: readonly PolicySection[];
}

/** The facts before the settings are read (and for a page rendered without them). */
export const DEFAULT_POLICY_FACTS: PolicyFacts = {
  returns: { windowDays: RETURN_WINDOW_DAYS, changedMindAllowed: false },
  warranty: {
    accessoriesMonths: DEFAULT_WARRANTY_MONTHS.accessories,
    otherProductsMonths: DEFAULT_WARRANTY_MONTHS.otherProducts,
  },
  deliveryFees: [],
  seller: EMPTY_SELLER_DETAILS,
};

/** "Kwik Tech Ghana Limited, Reg. no. CS123456789, 12 Oxford Street, Osu, Accra (GA-123-4567)". */
function sellerSentence(seller: SellerDetails): string {
  const labels = SELLER_DETAILS_TEXTS.labels;
  const given = (label: string, value: string) => (value.trim() ? `${label}: ${value.trim()}.` : '');
  return [
    `${seller.legalName.trim() || SHOP_NAME}.`,
    given(labels.registrationNumber, seller.registrationNumber),
    given(labels.address, [seller.address, seller.digitalAddress].filter((part) => part.trim()).join(', ')),
    given(labels.phone, seller.phone),
    given(labels.email, seller.email),
  ]
    .filter((part) => part !== '')
    .join(' ');
}

/** The privacy policy with the shop's Data Protection Commission number and its contact (Act 843). */
export function privacyPolicyOf(facts: PolicyFacts = DEFAULT_POLICY_FACTS): PolicyDocument {
  const dpc = facts.seller.dataProtectionNumber.trim();
  return {
    ...PRIVACY_POLICY_TEXT,
    sections: [
      {
        heading: 'Who is responsible for your data',
        paragraphs: [
          sellerSentence(facts.seller),
          dpc
            ? `We are registered with Ghana's Data Protection Commission as a data controller, registration number ${dpc}.`
            : "We are registering with Ghana's Data Protection Commission as a data controller.",
        ],
      },
      ...PRIVACY_POLICY_TEXT.sections,
    ],
  };
}

const PRIVACY_POLICY_TEXT: PolicyDocument = {
  title: 'Privacy Policy',
  updated: 'Last updated: November 2026',
  intro: `${SHOP_NAME} respects your privacy. This policy explains what personal data we collect when you use our shop, why, and the choices you have. We process personal data in line with Ghana's Data Protection Act, 2012 (Act 843).`,
  sections: [
    {
      heading: 'What we collect',
      paragraphs: [
        'Account data: your name, email address and a securely hashed password when you sign up.',
        'Order data: your delivery name, address, city, phone number, the items you buy and the amounts paid.',
        'Messages: what you send us through the contact form, and your email if you subscribe to the newsletter.',
        'Technical data: basic logs of requests to our servers (such as IP address and browser type), kept to keep the shop secure.',
      ],
    },
    {
      heading: 'What we do not collect',
      paragraphs: [
        'Payments are made on the secure page of our payment provider, Paystack. We never receive or store your card number, CVV or mobile money PIN.',
      ],
    },
    {
      heading: 'How we use your data',
      paragraphs: [
        'To run your account and cart, process and deliver your orders, handle returns and refunds, answer your messages, and send the newsletter you asked for.',
        'We do not sell your personal data, and we do not use it for advertising by third parties.',
      ],
    },
    {
      heading: 'Who we share it with',
      paragraphs: [
        'Only with those who help us serve you: our payment provider to take your payment, and our delivery partners, who receive the name, phone number and address needed to deliver your order.',
        'We may disclose data where Ghanaian law requires it.',
      ],
    },
    {
      heading: 'How long we keep it',
      paragraphs: [
        'Order records are kept for as long as the law requires for accounting and tax. Account data is kept while your account is open. Newsletter addresses are kept until you unsubscribe.',
      ],
    },
    {
      heading: 'Storage on your device',
      paragraphs: [
        'When you log in we store a sign-in token in your browser so that you stay logged in. Logging out removes it. We use no advertising or tracking cookies.',
      ],
    },
    {
      heading: 'Your rights',
      paragraphs: [
        'You may ask for a copy of your personal data, ask us to correct it, or ask us to delete your account. Contact us and we will answer within 30 days.',
      ],
    },
    {
      heading: 'Security',
      paragraphs: [
        'Passwords are stored only as strong hashes, connections are encrypted, and access to customer data is limited to the staff who need it.',
      ],
    },
    {
      heading: 'Contact',
      paragraphs: [
        `Questions about this policy? Write to us through the Contact page. Support answers from ${SUPPORT_HOURS}.`,
      ],
    },
  ],
};

/** The privacy policy before the settings are read. */
export const PRIVACY_POLICY: PolicyDocument = privacyPolicyOf();

/** "Accra GHS 20.00, Kumasi GHS 35.00." or the cart's promise when no city has a fee yet. */
function deliveryFeesSentence(fees: PolicyFacts['deliveryFees']): string {
  if (fees.length === 0) return 'The delivery fee for your city is shown in the cart before you pay.';
  return `Delivery fees by city: ${fees.map((fee) => `${fee.city} ${formatGhs(fee.fee)}`).join(', ')}. The fee is added to your order and shown with the total before you pay.`;
}

function returnsParagraphs({ windowDays, changedMindAllowed }: PolicyFacts['returns']): string[] {
  if (windowDays === 0) {
    return [
      'Items are not taken back after delivery. A faulty item is repaired or replaced under its warranty (below).',
    ];
  }
  const days = windowDays === 1 ? '1 day' : `${windowDays} days`;
  return [
    `You may return or exchange an item within ${days} of delivery if it is faulty, damaged in transit, or not what you ordered. It must be in its original packaging with all accessories.`,
    changedMindAllowed
      ? `You may also return an item because you changed your mind, within the same ${days}, unused and in its original packaging.`
      : 'Items are not taken back because you changed your mind.',
    'Opened earbuds and in-ear headphones can be returned only if faulty. Damage caused after delivery is not covered.',
  ];
}

/** The terms, their returns, warranty and delivery sections written from the live settings. */
export function termsAndConditionsOf(facts: PolicyFacts = DEFAULT_POLICY_FACTS): PolicyDocument {
  const { accessoriesMonths, otherProductsMonths } = facts.warranty;
  return {
    ...TERMS_TEXT,
    sections: TERMS_TEXT.sections.map((section) => {
      switch (section.heading) {
        case 'Processing and delivery':
          return {
            ...section,
            paragraphs: [...section.paragraphs, deliveryFeesSentence(facts.deliveryFees)],
          };
        case 'Returns and exchanges':
          return { ...section, paragraphs: returnsParagraphs(facts.returns) };
        case 'Warranty':
          return {
            ...section,
            paragraphs: [
              `Devices carry a ${otherProductsMonths}-month warranty and accessories a ${accessoriesMonths}-month warranty from the day of delivery, unless the product page states another. Claim it from your order or with the unit's serial on the Warranty page.`,
              ...section.paragraphs,
            ],
          };
        case 'Who sells':
          return { ...section, paragraphs: [sellerSentence(facts.seller)] };
        default:
          return section;
      }
    }),
  };
}

const TERMS_TEXT: PolicyDocument = {
  title: 'Terms and Conditions',
  updated: 'Last updated: November 2026',
  intro: `These terms apply to every purchase from ${SHOP_NAME}. By placing an order you accept them.`,
  sections: [
    {
      heading: 'Accounts',
      paragraphs: [
        'You need an account to buy. Keep your password private; you are responsible for orders placed from your account.',
      ],
    },
    {
      heading: 'Prices and payment',
      paragraphs: [
        'Prices are in Ghana cedis (GHS) and include VAT. The delivery fee for your city is shown before you pay.',
        'Payment is taken in full at checkout by mobile money or card through Paystack. An order is confirmed once the payment is verified.',
        'If a price is shown in error, we will contact you before processing and you may cancel for a full refund.',
      ],
    },
    {
      heading: 'Processing and delivery',
      paragraphs: [
        `Orders are processed within ${PROCESSING_HOURS} hours of payment, Monday to Saturday. Delivery times depend on your city and are estimates.`,
        'Please check your parcel on delivery and confirm delivery on Track your Orders once you have it.',
      ],
    },
    // Written from the return settings by termsAndConditionsOf.
    { heading: 'Returns and exchanges', paragraphs: [] },
    {
      heading: 'Refunds',
      paragraphs: [
        `Approved refunds are paid to the original mobile money wallet or card within ${REFUND_BUSINESS_DAYS} business days after we receive the item.`,
      ],
    },
    {
      heading: 'Warranty',
      paragraphs: [
        'Beyond it, manufacturer warranties apply as stated by each brand, and we help you make a claim with them.',
      ],
    },
    {
      heading: 'Availability',
      paragraphs: [
        'All products are subject to availability. If an item becomes unavailable after you paid, we will offer a replacement or a full refund.',
      ],
    },
    {
      heading: 'Liability',
      paragraphs: [
        'Our liability for any order is limited to the amount you paid for it, except where Ghanaian law does not allow such a limit.',
      ],
    },
    // Written from the seller details by termsAndConditionsOf (Act 772 s. 47).
    { heading: 'Who sells', paragraphs: [] },
    {
      heading: 'Governing law',
      paragraphs: ['These terms are governed by the laws of the Republic of Ghana.'],
    },
  ],
};

/** The terms before the settings are read. */
export const TERMS_AND_CONDITIONS: PolicyDocument = termsAndConditionsOf();
