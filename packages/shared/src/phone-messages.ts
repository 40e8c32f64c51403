/** What the phone calls and the SMS delivery reports answer (decision 0026), written once. */
export const PHONE_MESSAGES = {
  codeSent: (phone: string) => `We have sent a 6-digit code by SMS to ${phone}. It works for 10 minutes.`,
  phoneVerified: 'Your phone number is verified.',
  codeWrong: (triesLeft: number) =>
    `That code is not right. ${triesLeft} ${triesLeft === 1 ? 'try is' : 'tries are'} left.`,
  codeLocked: 'That code was entered wrongly too often. Ask for a new code.',
  codeExpired: 'That code has expired or was already used. Ask for a new code.',
  noCode: 'Ask for a code first.',
  countryNotServed: (countries: string) =>
    `We can only text numbers in the countries we deliver to (${countries}).`,
  codesPaused:
    'We cannot send phone codes right now. Please try again tomorrow, or contact us to verify your number.',
  tooManyCodes: (seconds: number) =>
    `Too many codes were asked for. Please try again in ${seconds} second${seconds === 1 ? '' : 's'}.`,
  orderTextsSaved: (on: boolean) =>
    on ? 'We will text you about your orders.' : 'We will not text you about your orders.',
  /** The shopper's choice of order updates by channel (decision 0066). */
  orderUpdatesSaved: (on: boolean, channel: 'sms' | 'whatsapp') =>
    on && channel === 'whatsapp'
      ? 'We will send you order updates by WhatsApp.'
      : on
        ? 'We will text you about your orders.'
        : 'We will not text you about your orders.',
  whatsAppNotOffered: 'This shop does not send WhatsApp messages yet: your order updates come by SMS.',
  deliveryReportReceived: 'Delivery report received.',
  deliveryReportsOff: 'This shop takes no SMS delivery reports.',
  wrongCallbackSecret: 'This delivery report URL is not the shop’s.',
  notADeliveryReport: 'A delivery report needs id and status.',
} as const;
