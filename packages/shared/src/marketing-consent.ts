/**
 * Marketing consent (decision 0065): per channel, off until the shopper says yes, every change
 * kept with its time and source (Data Protection Act 2012, Act 843). Order messages (confirmations,
 * delivery updates) are not marketing: "Text me about my orders" stays apart. The words shoppers
 * and staff read are here too, written once.
 */

export const MARKETING_CHANNELS = ['email', 'sms', 'whatsapp'] as const;
export type MarketingChannel = (typeof MARKETING_CHANNELS)[number];

/** Where a change came from: the form it was made on, or the way the shopper said stop. */
export const CONSENT_SOURCES = [
  'sign-up',
  'checkout',
  'profile',
  'unsubscribe-link',
  'sms-stop',
  'whatsapp-opt-out',
] as const;
export type ConsentSource = (typeof CONSENT_SOURCES)[number];

export const MARKETING_CHANNEL_LABELS: Record<MarketingChannel, string> = {
  email: 'E-mail',
  sms: 'SMS',
  whatsapp: 'WhatsApp',
};

export const CONSENT_SOURCE_LABELS: Record<ConsentSource, string> = {
  'sign-up': 'At sign-up',
  checkout: 'At checkout',
  profile: 'On their profile',
  'unsubscribe-link': 'Unsubscribe link',
  'sms-stop': 'Texted STOP',
  'whatsapp-opt-out': 'Stopped on WhatsApp',
};

/** What shoppers read: the one plain sentence, the choices, the profile and the unsubscribe page. */
export const CONSENT_TEXTS = {
  /** At sign-up and on /order, above the three boxes. */
  sentence:
    'May we tell you about offers, price drops and items back in stock? Choose how; you can stop at any time.',
  channelChoice: (channel: MarketingChannel) => `Offers by ${MARKETING_CHANNEL_LABELS[channel]}`,
  profileTitle: 'Offers and reminders',
  profileIntro:
    'Order messages (confirmations, delivery updates) always go. These are the offers and reminders you agreed to.',
  saved: 'Your choices are saved.',
  unsubscribeTitle: 'Stop offers by e-mail',
  unsubscribeConfirm: 'Stop e-mails about offers',
  unsubscribeDone: 'You will get no more offers by e-mail. Order messages still come.',
  unsubscribeLinkUsed:
    'This unsubscribe link has already been used or is not valid. You can change your choices on your profile.',
  unsubscribeHeading: 'Unsubscribe',
  historyTitle: 'Consent history',
  historyGranted: 'Said yes',
  historyWithdrawn: 'Said no',
  noHistory: 'No choices recorded: no offers are sent.',
  loading: 'Loading your choices',
  loadFailed: 'Your choices of offers could not be loaded.',
  saveFailed: 'Your choice could not be saved. Please try again.',
  unsubscribeLoading: 'Checking your link',
  unsubscribeStops: (recipient: string) => `Offers will no longer be e-mailed to ${recipient}.`,
  unsubscribeFailed: 'You could not be unsubscribed just now. Please try again.',
  profileLink: 'Choose on your profile',
} as const;

/** The server's answers. */
export const CONSENT_MESSAGES = {
  nothingToChange: 'Choose at least one channel to change',
  saved: CONSENT_TEXTS.saved,
  unsubscribed: CONSENT_TEXTS.unsubscribeDone,
  linkNotValid: CONSENT_TEXTS.unsubscribeLinkUsed,
  notAnOptOut: 'Not an opt-out notice',
  optOutReceived: 'Opt-out received',
} as const;

/** What staff read on the customers page: the consent, read-only (only the shopper changes it). */
export const CONSENT_ADMIN_TEXTS = {
  openHistory: CONSENT_TEXTS.historyTitle,
  openHistoryOf: (name: string) => `${CONSENT_TEXTS.historyTitle} of ${name}`,
  dialogTitle: (name: string) => `${CONSENT_TEXTS.historyTitle}: ${name}`,
  readOnly:
    'Only the customer can change these, at sign-up, at checkout, on their profile or by unsubscribing.',
  currentTitle: 'Current answer',
  yes: 'Yes',
  no: 'No',
  changesTitle: 'Every change, newest first',
  loading: 'Loading the consent history...',
  close: 'Close',
} as const;
