import {
  PROCESSING_HOURS,
  REFUND_BUSINESS_DAYS,
  RETURN_WINDOW_DAYS,
  SHOP_NAME,
  STORE_HOURS,
  SUPPORT_HOURS,
} from './constants';

export interface Faq {
  question: string;
  answer: string;
}

/**
 * The 30 questions of the FAQs page (docs/product/storefront.md#routes), built on the shop's
 * policies (docs/product/selling-rules.md#constants).
 */
export const FAQS: readonly Faq[] = [
  {
    question: 'How do I place an order?',
    answer:
      'Create an account or log in, add products to your cart, choose your city for the delivery fee, then select Proceed to Checkout, fill in your delivery details and pay.',
  },
  {
    question: 'Do I need an account to shop?',
    answer:
      'You can browse and search without one. To add items to your cart, check out and track orders you need a free account, so that your cart is saved and we can reach you about delivery.',
  },
  {
    question: 'Which payment methods do you accept?',
    answer:
      'We take mobile money (MTN MoMo, Telecel Cash and AirtelTigo Money) and Visa or Mastercard cards through our secure payment provider, Paystack.',
  },
  {
    question: 'Is it safe to pay on your website?',
    answer:
      'Yes. Payments are handled by Paystack on their secure page; we never see or store your card number or MoMo PIN.',
  },
  {
    question: 'Are your prices in Ghana cedis?',
    answer:
      'Yes. Every price on the site is in Ghana cedis (GHS) and includes VAT. The delivery fee is added at checkout.',
  },
  {
    question: 'How long does it take to process my order?',
    answer: `Orders are processed within ${PROCESSING_HOURS} hours of payment, Monday to Saturday. You will see the status change on your Track your Orders page.`,
  },
  {
    question: 'Where do you deliver?',
    answer:
      'We deliver to cities and towns across Ghana. Choose your city in the cart to see whether we cover it and what the fee is.',
  },
  {
    question: 'How much is delivery?',
    answer:
      'The fee depends on your city and is shown in the cart as soon as you choose it, before you pay. There are no hidden charges.',
  },
  {
    question: 'How long does delivery take?',
    answer:
      'Within Accra and Tema, usually 1 to 2 working days after processing. Other regions usually take 2 to 5 working days.',
  },
  {
    question: 'How can I track my order?',
    answer:
      'Log in and open Track your Orders from your profile. Each order shows its status: Pending, In Truck, In Transit or Delivered.',
  },
  {
    question: 'What do the order statuses mean?',
    answer:
      'Pending: we have your paid order. In Truck: it is packed and loaded. In Transit: it is on its way to you. Delivered: you have confirmed that it arrived.',
  },
  {
    question: 'How do I confirm that my order arrived?',
    answer:
      'When your order is In Transit, a Confirm Delivery button appears on Track your Orders. Press it once you have the parcel.',
  },
  {
    question: 'Can I pick up my order instead of having it delivered?',
    answer: `Yes. Choose your city as usual and call us; you can collect from our shop during opening hours (${STORE_HOURS.weekdays} on weekdays, ${STORE_HOURS.saturdays} on Saturdays).`,
  },
  {
    question: 'Can I change or cancel my order?',
    answer:
      'Call or message us as soon as possible. While the order is still Pending we can change or cancel it and refund you in full.',
  },
  {
    question: 'What is your return policy?',
    answer: `You can return an item within ${RETURN_WINDOW_DAYS} days of delivery if it is faulty, damaged or not what you ordered. It should be in its original box with all accessories.`,
  },
  {
    question: 'How do I return an item?',
    answer: `Contact us within ${RETURN_WINDOW_DAYS} days with your order details and the reason. We will arrange a pick-up or tell you where to drop the item off.`,
  },
  {
    question: 'When will I get my refund?',
    answer: `Once we have received and checked the returned item, refunds reach your mobile money wallet or card within ${REFUND_BUSINESS_DAYS} business days.`,
  },
  {
    question: 'Can I exchange an item instead of returning it?',
    answer: `Yes. Within ${RETURN_WINDOW_DAYS} days you can exchange a faulty item for the same model, or for another product and pay or receive the difference.`,
  },
  {
    question: 'Which items cannot be returned?',
    answer:
      'For hygiene reasons, opened earbuds and in-ear headphones can be returned only if faulty. Items damaged after delivery, or without their original packaging, cannot be returned.',
  },
  {
    question: 'Are your products original?',
    answer:
      'Yes. We buy from authorised distributors and brand partners, and every product is new and sealed unless the listing says otherwise.',
  },
  {
    question: 'Do your products come with a warranty?',
    answer:
      "Most phones, laptops and sound systems carry the manufacturer's warranty, usually 12 months. The product details list the warranty where it applies.",
  },
  {
    question: 'Will a phone from your shop work on Ghanaian networks?',
    answer: 'Yes. All phones we sell are unlocked and work with MTN, Telecel and AirtelTigo SIM cards.',
  },
  {
    question: 'What does "Only a few left" mean on a product?',
    answer:
      'Stock is low. Order soon if you want it; we update stock as orders come in and never sell what we do not have.',
  },
  {
    question: 'How do I find products under a budget?',
    answer:
      'Use the price link in the menu for low-priced items, or open Filter Products to choose categories and brands and sort by price.',
  },
  {
    question: 'How do I contact customer support?',
    answer: `Use the contact form on our Contact page, call or email us. Our support team answers from ${SUPPORT_HOURS}.`,
  },
  {
    question: 'What are your support hours?',
    answer: `Support answers calls, emails and messages from ${SUPPORT_HOURS}. Messages sent outside these hours are answered the next working day.`,
  },
  {
    question: 'When is your shop open?',
    answer: `Monday to Friday ${STORE_HOURS.weekdays}, and Saturday ${STORE_HOURS.saturdays}. We are closed on Sundays and public holidays.`,
  },
  {
    question: 'I forgot my password. What should I do?',
    answer:
      'Contact support from the email address on your account and we will help you get back in. Never share your password with anyone, including our staff.',
  },
  {
    question: 'How do I subscribe to or leave the newsletter?',
    answer:
      'Enter your email in the newsletter box on the home page or at the bottom of any page. Every newsletter has a link to unsubscribe.',
  },
  {
    question: `Does ${SHOP_NAME} sell to businesses and schools?`,
    answer:
      'Yes. For bulk orders of laptops, phones or accessories, send us a message with the items and quantities and we will prepare a quote.',
  },
];
