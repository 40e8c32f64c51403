import { REVIEW_LINK_DAYS } from './review-rules';
import { REVIEW_TEXTS } from './review-texts';

/**
 * The words of the e-mails and SMS reviews by buyers send (decision 0064), written once for the
 * server and its tests: the buyer is asked for a review three days after delivery and hears
 * when staff publish or reject it; staff hear of each review to read. The SMS keeps to GSM-7
 * (no curly quotes) so it fits one segment with a realistic product name; the server cuts a
 * long one.
 */
export const REVIEW_MAIL_TEXTS = {
  ask: {
    subject: (productName: string) => `How is your ${productName}?`,
    heading: (firstName: string) => `${firstName}, how is it going?`,
    intro: (productName: string, orderNumber: string) =>
      `Your ${productName} of order ${orderNumber} reached you a few days ago. Other buyers would like to know what you think of it.`,
    howLong: 'A rating takes a few seconds; a title and a few words help others even more.',
    button: (productName: string) => `Review ${productName}`,
    validity: `The button opens the form without signing in, once, for ${REVIEW_LINK_DAYS} days. You can always review it from the product page too.`,
  },
  published: {
    subject: (productName: string) => `Your review of ${productName} is published`,
    heading: 'Thank you for your review',
    intro: (productName: string) =>
      `Your review of ${productName} is now on its page for other buyers to read.`,
    view: 'See it on the product page',
  },
  rejected: {
    subject: (productName: string) => `Your review of ${productName} was not published`,
    heading: 'We could not publish your review',
    intro: (productName: string) => `We read your review of ${productName} and could not publish it.`,
    reason: REVIEW_TEXTS.rejectedBecause,
    edit: 'You can edit your review and send it again; we read it once more.',
    editButton: REVIEW_TEXTS.editReview,
  },
  staffNewReview: {
    subject: (productName: string, stars: number) => `New review to read: ${productName} (${stars}/5)`,
    heading: (productName: string) => `A review of ${productName} waits to be read`,
    author: (name: string, email: string) => `${name}, ${email}`,
    rating: (stars: number) => `Rating: ${stars} of 5 ${stars === 1 ? 'star' : 'stars'}`,
    title: (title: string) => `Title: ${title}`,
    text: (text: string) => `The buyer wrote: ${text}`,
    open: 'Open the reviews',
  },
} as const;

/** The buyer's text, one GSM-7 segment with a realistic product name. */
export const REVIEW_SMS_TEXTS = {
  ask: (productName: string, url: string) =>
    `Kwik Tech: how is your ${productName}? Review it for other buyers: ${url}`,
} as const;
