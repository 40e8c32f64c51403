/**
 * A shopper's data theirs to take or erase (Ghana's Data Protection Act 2012, Act 843;
 * docs/decisions/0071-download-and-delete-my-data.md).
 */

/** What an erased account, and the orders kept for tax, say in place of the buyer. */
export const DELETED_CUSTOMER_NAME = 'Deleted customer';
/** A kept review's author once its account is erased and the shopper chose to keep it. */
export const ERASED_REVIEW_AUTHOR = 'A buyer';
/** The stand-in for any other word that named the shopper (in a staff e-mail, a payment's record). */
export const ERASED_WORD = '[erased]';

/** An erased account's e-mail: unique (the column is), nobody's, and never deliverable (RFC 2606). */
export function erasedAccountEmail(userId: string): string {
  return `erased-${userId}@erased.invalid`;
}

/** The file's name: `my-data-YYYY-MM-DD.json`, the day it was made (UTC). */
export function myDataFileName(now: Date): string {
  return `my-data-${now.toISOString().slice(0, 10)}.json`;
}

export const REVIEW_CHOICES = ['keep-as-a-buyer', 'remove'] as const;
export type ReviewChoice = (typeof REVIEW_CHOICES)[number];

export const MY_DATA_MESSAGES = {
  wrongPassword: 'That password is not right. Your account has not been deleted.',
  staffCannotDelete:
    'Staff accounts and the owner cannot be deleted here: the shop would lose its keys. Ask the owner to remove your staff access first.',
  accountDeleted: 'Your account has been deleted. Thank you for shopping with us.',
  downloadFailed: 'Your data could not be downloaded. Please try again.',
  deleteFailed: 'Your account could not be deleted. Please try again.',
} as const;

export const MY_DATA_TEXTS = {
  heading: 'Your data',
  intro:
    'Under the Data Protection Act, 2012 (Act 843) you may take a copy of everything the shop holds about you, or have your account erased.',
  download: 'Download my data',
  downloading: 'Preparing your file…',
  downloadHint: 'A JSON file with your account, orders, returns, reviews, messages and preferences.',
  delete: 'Delete my account',
  dialogTitle: 'Delete your account?',
  whatGoes:
    'Your name, e-mail, phone numbers, addresses, cart, alerts, marketing choices, newsletter subscription and sessions are erased, and you are signed out everywhere.',
  whatStays:
    'Your orders, invoices and refunds are kept, because tax law requires the shop to keep its sales records, but your name, e-mail, phone and address are removed from them.',
  reviewsQuestion: 'Your reviews',
  keepReviews: 'Keep them, shown as “A buyer”',
  removeReviews: 'Remove them',
  passwordLabel: 'Your password',
  confirm: 'Delete my account for good',
  deleting: 'Deleting…',
  cancel: 'Keep my account',
} as const;

/** Words shorter than this are left alone: erasing "Jo" would cut into every "Join". */
const SHORTEST_ERASED_WORD = 3;

function escapeForPattern(word: string): string {
  return word.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

/**
 * The text with every word that named the shopper (their e-mail, phone, name, street) put as
 * ERASED_WORD, whatever its case: for words others wrote about them (a staff e-mail of their
 * order, a provider's record of their payment), which are kept with the shopper taken out.
 */
export function eraseWords(text: string, words: readonly string[]): string {
  const erasable = [...new Set(words.map((word) => word.trim()))]
    .filter((word) => word.length >= SHORTEST_ERASED_WORD)
    .sort((first, second) => second.length - first.length);
  if (erasable.length === 0) return text;
  const pattern = new RegExp(erasable.map(escapeForPattern).join('|'), 'gi');
  return text.replace(pattern, ERASED_WORD);
}

/** The same for a stored JSON value: every string in it, keys left as they are. */
export function eraseWordsInJson<Value>(value: Value, words: readonly string[]): Value {
  if (typeof value === 'string') return eraseWords(value, words) as Value;
  if (Array.isArray(value)) return value.map((item) => eraseWordsInJson(item, words)) as Value;
  if (value && typeof value === 'object') {
    return Object.fromEntries(
      Object.entries(value).map(([key, item]) => [key, eraseWordsInJson(item, words)]),
    ) as Value;
  }
  return value;
}

/** The privacy page's note on the two actions, shown after the policy's own sections. */
export const MY_DATA_PRIVACY_SECTION = {
  heading: 'Take or erase your data yourself',
  paragraphs: [
    'Signed in, open your profile: under "Your data", "Download my data" gives you at once a file of everything we hold about you, and "Delete my account" erases your name, e-mail, phone numbers, addresses and preferences and signs you out everywhere. Your orders, invoices and refunds are kept because tax law requires it, with your name and contacts removed.',
  ],
} as const;
