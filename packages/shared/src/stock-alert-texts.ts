/**
 * "Notify me when it's back" (decision 0066): what shoppers read on a sold-out product, in the
 * confirmation and in the one message when it is back; what staff read on the product page.
 * Written once: the server's answers and both apps take them from here.
 */
export const STOCK_ALERT_TEXTS = {
  button: 'Notify me when it’s back',
  intro: 'This is sold out. We will send you one message when it is back in stock.',
  /** A guest chooses where the message goes. */
  byEmail: 'By e-mail',
  bySms: 'By SMS',
  byWhatsApp: 'On WhatsApp',
  emailLabel: 'Your e-mail',
  phoneLabel: 'Your mobile number',
  codeLabel: 'The 6-digit code we texted you',
  confirmCode: 'Confirm',
  signedInNote: (recipient: string) => `We will write to ${recipient}.`,
  waiting: 'We will tell you when it is back.',
  waitingFor: (recipient: string) => `We will tell ${recipient} when it is back.`,
  checkEmail: (recipient: string) =>
    `We sent a link to ${recipient}. Open it to confirm, and we will tell you when it is back.`,
  enterCode: (recipient: string) => `We texted a code to ${recipient}. Enter it to confirm.`,
  confirmed: 'Confirmed: we will tell you when it is back. One message, then the request ends.',
  cancel: 'Stop waiting',
  cancelled: 'You will not be told when it is back.',
  confirmPageTitle: 'Back-in-stock alert',
  confirmPageLoading: 'Confirming your request',
  failed: 'Your request could not be saved. Please try again.',
  /** The storefront's link to the product in the one message. */
  viewProduct: 'See it in the shop',
  /** The storefront's form: where the one message goes, and sending the request. */
  channelLegend: 'Where should we tell you?',
  submit: 'Notify me',
  sending: 'Sending...',
  confirming: 'Confirming...',
  /** While the form's code or the account's phone loads. */
  loading: 'One moment...',
  /** The page of a guest's e-mail link, before its Confirm is pressed. */
  confirmPageIntro: 'Press Confirm, and we will send you one e-mail when it is back in stock.',
  backToShop: 'Back to the shop',
} as const;

/** The server's answers. */
export const STOCK_ALERT_MESSAGES = {
  inStock: 'This is in stock: you can buy it now',
  addressRequired: 'Enter your e-mail, or a mobile number for SMS or WhatsApp',
  emailNotValid: 'Enter a valid e-mail address',
  phoneNotMobile: 'Enter a mobile number we can text',
  linkNotValid: 'This link has already been used or is not valid.',
  codeWrong: 'That code is not right. Check the SMS and try again.',
  codeLocked: 'Too many wrong codes: ask again for a new one.',
  codeExpired: 'This code has expired: ask again for a new one.',
  phoneNotVerified: 'Confirm your mobile number in your profile first, or choose e-mail.',
  tooMany: 'Too many requests: please try again later.',
  codesUnavailable: 'We cannot send codes just now. Please try again later, or use your e-mail.',
  notFound: 'No such request',
  confirmed: STOCK_ALERT_TEXTS.confirmed,
  cancelled: STOCK_ALERT_TEXTS.cancelled,
} as const;

/** What staff read on a product's page in the admin site. */
export const STOCK_ALERT_ADMIN_TEXTS = {
  heading: 'Waiting for stock',
  waiting: (count: number) => (count === 1 ? '1 shopper waiting' : `${count} shoppers waiting`),
  none: 'No one is waiting.',
  note: 'Each gets one message when the variant is back in stock (not before 08:00).',
} as const;

/** The one message, by e-mail, SMS or WhatsApp, and a guest's confirmation e-mail and code. */
export const STOCK_ALERT_MESSAGE_TEXTS = {
  subject: (name: string) => `Back in stock: ${name}`,
  heading: (name: string) => `${name} is back in stock`,
  body: 'You asked us to tell you when it was back. Stock is limited and we cannot hold it for you.',
  sms: (name: string, url: string) => `Back in stock: ${name}. Buy it: ${url}`,
  confirmSubject: (name: string) => `Confirm: tell me when ${name} is back`,
  confirmBody: (name: string) =>
    `Open this link to confirm that we may send you one e-mail when ${name} is back in stock. If you did not ask, ignore this e-mail.`,
  confirmLink: 'Confirm',
  codeSms: (code: string) => `Your code for a back-in-stock alert is ${code}. It works for 30 minutes.`,
} as const;
