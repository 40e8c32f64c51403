import {
  PROCESSING_HOURS,
  REFUND_BUSINESS_DAYS,
  RETURN_WINDOW_DAYS,
  SHOP_NAME,
  SUPPORT_HOURS,
} from './constants';

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

export const PRIVACY_POLICY: PolicyDocument = {
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

export const TERMS_AND_CONDITIONS: PolicyDocument = {
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
    {
      heading: 'Returns and exchanges',
      paragraphs: [
        `You may return or exchange an item within ${RETURN_WINDOW_DAYS} days of delivery if it is faulty, damaged in transit, or not what you ordered. It must be in its original packaging with all accessories.`,
        'Opened earbuds and in-ear headphones can be returned only if faulty. Damage caused after delivery is not covered.',
      ],
    },
    {
      heading: 'Refunds',
      paragraphs: [
        `Approved refunds are paid to the original mobile money wallet or card within ${REFUND_BUSINESS_DAYS} business days after we receive the item.`,
      ],
    },
    {
      heading: 'Warranty',
      paragraphs: [
        "Manufacturer warranties apply as stated by each brand. We help you make a warranty claim, but the warranty itself is the manufacturer's.",
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
    {
      heading: 'Governing law',
      paragraphs: ['These terms are governed by the laws of the Republic of Ghana.'],
    },
  ],
};
