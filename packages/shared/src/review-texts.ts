/**
 * The words of reviews by buyers (decision 0064) that shoppers read, and the server's refusals.
 * Written once; the schemas, the server and the storefront import them.
 */
import { REVIEW_REJECTION_MAX, REVIEW_TEXT_MAX, REVIEW_TITLE_MAX, REVIEWS_PER_HOUR } from './review-rules';

/** The server's answers (`{success:false, message}`) and the form's checks. */
export const REVIEW_MESSAGES = {
  onlyBuyers: 'Only buyers of this product can review it',
  signInToReview: 'Sign in with the account you bought it with to review this product',
  alreadyReviewed: 'You have already reviewed this product. You can edit your review instead.',
  noReviewYet: 'You have not reviewed this product yet',
  ratingRequired: 'Choose a rating from 1 to 5 stars',
  titleTooLong: `The title can be at most ${REVIEW_TITLE_MAX} characters`,
  titleUnreadable: 'The title must be one line of plain text',
  textTooLong: `The review can be at most ${REVIEW_TEXT_MAX} characters`,
  textUnreadable: 'The review holds characters that cannot be shown; remove them and try again',
  tooManyReviews: `You have sent ${REVIEWS_PER_HOUR} reviews in the last hour. Please try again later.`,
  linkNotFound: 'This review link is not valid. Open the product page to review it.',
  linkUsed: 'This review link has already been used. You can edit your review from the product page.',
  linkExpired: 'This review link has expired. You can still review the product from its page.',
  linkOtherAccount: 'This review link belongs to another account. Sign out, or open the product page.',
  linkOtherProduct: 'This review link is for another product.',
  reviewNotFound: 'Review not found',
  alreadyAnswered: 'The shop has already answered this review',
  answerRequired: 'Write the answer before sending it',
  rejectionReasonRequired: 'Say why the review is rejected: its author reads it',
  rejectionReasonTooLong: `The reason can be at most ${REVIEW_REJECTION_MAX} characters`,
  cannotPublish: 'This review is already published',
  cannotReject: 'This review is already rejected',
  published: 'The review is published',
  rejected: 'The review is rejected; its author can read why',
  answered: 'Your answer is published with the review',
  sent: 'Thank you! Your review will appear once the shop has checked it.',
  edited: 'Your review is updated and will appear again once the shop has checked it.',
} as const;

/** What shoppers read: the product page's reviews and the review form. */
export const REVIEW_TEXTS = {
  sectionTitle: 'Customer reviews',
  averageOutOfFive: (average: string) => `${average} out of 5`,
  starsLabel: (stars: number) => `${stars} ${stars === 1 ? 'star' : 'stars'}`,
  spreadRow: (stars: number, count: number) => `${stars} ${stars === 1 ? 'star' : 'stars'}: ${count}`,
  noReviews: 'No reviews yet. Buyers of this product can write the first.',
  verifiedBuyer: 'Verified buyer',
  variantBought: (variant: string) => `Bought: ${variant}`,
  shopAnswer: 'The shop answered',
  olderReviews: 'Older reviews',
  newerReviews: 'Newer reviews',
  pageOf: (page: number, pages: number) => `Page ${page} of ${pages}`,
  writeReview: 'Write a review',
  editReview: 'Edit your review',
  reviewThis: 'Review this product',
  formTitle: (productName: string) => `Review ${productName}`,
  ratingLabel: 'Your rating',
  titleLabel: 'Title (optional)',
  textLabel: 'Your review (optional)',
  submit: 'Send review',
  submitting: 'Sending…',
  yourReview: 'Your review',
  statusPending: 'Waiting for the shop to check it',
  statusPublished: 'Published',
  statusRejected: 'Not published',
  rejectedBecause: (reason: string) => `The shop did not publish it: ${reason}`,
  backToProduct: 'Back to the product',
  /** The accessible name of a row of stars: the picture alone says nothing to a screen reader. */
  ratedOutOfFive: (stars: number) => `Rated ${stars} out of 5`,
  spreadTitle: 'How buyers rated it',
  reviewsFailed: 'The reviews could not be loaded.',
  signInLink: 'Log in or sign up',
  charactersUsed: (used: number, max: number) => `${used} of ${max} characters`,
  pageDescription: 'Tell other shoppers what you think of a product you bought.',
  reviewedOn: 'Reviewed on',
} as const;
