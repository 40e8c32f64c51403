/** Words of /profile's phone section and staff's phone marks (decision 0026). */
export const PHONE_LABELS = {
  heading: 'Your phone',
  intro: 'We text you a code to check the number the rider will call.',
  phone: 'Mobile number',
  sendCode: 'Send code',
  sendingCode: 'Sending...',
  code: '6-digit code from the SMS',
  verify: 'Verify',
  verifying: 'Verifying...',
  verified: 'Verified',
  notVerified: 'Not verified',
  useAnother: 'Use another number',
  orderTexts: 'Text me about my orders',
  orderTextsHint: 'Order updates by SMS. Phone codes always go.',
  /** The shopper's choice of channel for order updates, where the shop sends WhatsApp (decision 0066). */
  orderUpdatesBy: 'Order updates by',
  orderUpdatesBySms: 'SMS',
  orderUpdatesByWhatsApp: 'WhatsApp',
  unreadable: 'Not a mobile number: check it with the shopper',
} as const;
