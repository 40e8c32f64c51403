/**
 * Every text a user reads, in one place (docs/product/messages.md). The texts the shop
 * inherited from its first version are word for word; the rest are ours, written in the same
 * voice. Components and the server import these constants and never retype a message.
 */
export const CART_MESSAGES = {
  deliveryFeesFailed: 'Failed to fetch delivery fees!',
  productsFailed: 'Failed to load products. Please try again later.',
  addFailedWithStatus: (statusText: string) => `Failed to add item to cart: ${statusText}`,
  addFailed: 'Failed to add item to cart.',
  productAdded: 'Product added',
  empty: 'No items found in the cart.',
  loginToViewCart: 'You must have an account in to view cart.',
  loginToAdd: 'You must have an account to be able to add items to cart.',
  removed: 'Product removed from cart.',
  removeFailed: 'Failed to remove product from cart.',
  decreased: 'Product quantity decreased.',
  updateFailed: 'Failed to update product quantity.',
  updated: 'Product quantity updated.',
  addProductFailed: 'Failed to add product to cart.',
  redirectingToCheckout: 'Redirecting to checkout...',
  cannotDecreaseBelowOne: 'Cannot decrease quantity below 1.',
  selectCity: 'Please, to proceed to checkout. You have to select your city!',
  needItems: (count: number) =>
    `You need at least 1 item in your cart to proceed to checkout. Your cart has ${count} items.`,
  confirmRemove: 'Remove this product from your cart?',
} as const;

export const CHECKOUT_MESSAGES = {
  loginToOrder: 'Please log in to place an order.',
  noItems: 'No items in your cart.',
  cartFailed: 'Failed to fetch cart details. Please try again.',
  paymentSuccessful: (reference: string) => `Payment successful! Reference: ${reference}`,
  verificationFailed: 'Payment verification failed. Please contact support.',
  orderPlaced: 'Order placed successfully!',
  orderFailed: 'Failed to place order. Please try again.',
  orderError: 'An error occurred while placing your order.',
  windowClosed: 'Payment window closed. Please try again.',
  scriptNotLoaded: 'The payment service (Paystack) is not loaded. Please refresh the page and try again.',
  fillRequired: 'Please fill in all required fields.',
  paymentConfirming:
    'Your payment is being confirmed. Your order will show as soon as it is; there is no need to pay again.',
} as const;

export const ORDER_MESSAGES = {
  notLoggedIn: 'You are not logged in.',
  none: 'You do not have orders, please order now..',
  fetchFailed: 'Failed to fetch orders. Please try again later.',
  deliveryConfirmed: 'Delivery confirmed.',
  confirmFailed: 'Failed to confirm delivery.',
  confirmError: 'An error occurred while confirming delivery.',
  deleted: 'Order deleted successfully.',
  deleteFailed: 'Failed to delete the order.',
  genericError: 'An error occurred. Please try again later.',
  confirmDelete: 'Delete this order from your list?',
  /** Deleting hides; an order on its way still comes, and the shopper should know it. */
  confirmDeleteUnfinished: (orderNumber: string) =>
    `Delete ${orderNumber} from your list? This only hides it from your list: it does not cancel the order, which will still be delivered.`,
} as const;

export const ACCOUNT_MESSAGES = {
  failedInputs: 'Failed check your inputs',
  registered: 'Welcome! Your account has been registered.',
  loggedIn: 'Login successful! Welcome back.',
  profileFailed: 'Failed to fetch user profile',
  userNotFound: 'User not found',
  genericError: 'An error occurred. Please try again.',
  loggedOut: 'User logged out.',
  loginToViewOrders: 'Please log in to view your orders.',
  resetLinkSent:
    'If an account uses that address, we have e-mailed it a link to set a new password. The link works for 30 minutes.',
  passwordReset: 'Your new password is set. Log in with it.',
  resetLinkInvalid:
    'This link is not valid any more: it was used, a newer one was sent, the password has changed since, or it is over 30 minutes old. Ask for a new one.',
  passwordChanged: 'Your password has been changed. Your other sessions have been logged out.',
  wrongCurrentPassword: 'Your current password is not right.',
  // Why a new password is refused (the server checks; sign-up, reset and change show the words).
  passwordIsEmail: 'Your password must not be your e-mail address.',
  passwordTooCommon:
    'This password is one of the most common passwords, so it would be guessed quickly. Choose another.',
  passwordTooGuessable:
    'This password is too easy to guess. Use a longer one, for example three or four words that do not belong together.',
  loggedOutEverywhere: 'You have been logged out on every device, this one too.',
} as const;

export const CATALOGUE_MESSAGES = {
  noProducts: 'No products available.',
  noHeroes: 'No heroes available.',
  productNotFound: 'We could not find that product.',
} as const;

export const CONTACT_MESSAGES = {
  fillAllFields: 'Please fill out all fields.',
  useChatBox: 'Please make use of the chat box!',
  sent: 'Thank you! Your message has been sent. We will get back to you soon.',
} as const;

export const NEWSLETTER_MESSAGES = {
  invalidEmail: 'Please enter a valid email address.',
  subscribed: 'Thank you for subscribing!',
} as const;

/** A wait of some seconds in words: "40 seconds", "1 minute", "15 minutes" (rounded up). */
function waitText(seconds: number): string {
  const whole = Math.max(1, Math.ceil(seconds));
  if (whole < 60) return whole === 1 ? '1 second' : `${whole} seconds`;
  const minutes = Math.ceil(whole / 60);
  return minutes === 1 ? '1 minute' : `${minutes} minutes`;
}

/** Answers of the API beyond the first version's own texts. */
export const API_MESSAGES = {
  notFound: 'Not found.',
  routeNotFound: (method: string, url: string) => `No route ${method} ${url}.`,
  productNotFound: 'Product not found.',
  orderNotFound: 'Order not found.',
  internal: 'Something went wrong on our side. Please try again.',
  databaseUnavailable: 'The database is not reachable.',
  /** Any request that needed the database while it was unreachable (503 with Retry-After). */
  databaseOutage: (seconds: number) =>
    `The shop cannot reach its records just now. Please try again in ${waitText(seconds)}.`,
  shuttingDown: 'This server is shutting down. Please try again.',
  storeInfoMissing: 'The store information has not been set up yet.',
  imageNotFound: 'Image not found.',
  siteNotBuilt: 'The site has not been built. Run npm run build.',
  invalidJson: 'The request body is not valid JSON.',
  unsupportedContentType: 'Send the request body as application/json.',
  bodyTooLarge: 'The request body is too large.',
  /** A NUL cannot be stored in PostgreSQL text; half of a UTF-16 surrogate pair is no character at all. */
  characterNotAllowed: (where: string) =>
    `The ${where} contains a character that is not allowed (a NUL character or half of a UTF-16 surrogate pair).`,
  /** A one-line field (a name, a street, a city) with a line break, a tab or another control character. */
  notOneLine: (label: string) =>
    `${label} must be on one line, without line breaks, tabs or other control characters.`,
  /** A one-line field with an invisible format character: a text-direction mark, a zero-width space or joiner. */
  invisibleCharacter: (label: string) =>
    `${label} contains an invisible character (a text-direction mark or a zero-width space or joiner). Please type it again without it.`,
  rateLimited: 'Too many attempts. Please wait a minute and try again.',
  tooManyRequests: (wait: number) => `Too many requests. Please try again in ${waitText(wait)}.`,
  tooManyFailedLogins: (wait: number) =>
    `Too many failed logins for this account from here. Please try again in ${waitText(wait)}, or reset your password.`,
  requestTimeout: 'The request took too long to arrive. Please try again.',
  headersTooLarge: 'The request headers are too large.',
  urlTooLong: 'The address of the request is too long.',
  malformedRequest: 'The request is not valid HTTP.',
  tokenMissing: 'You are not logged in.',
  tokenInvalid: 'Your session has expired. Please log in again.',
  forbidden: 'You are not allowed to do that.',
  staffOnly: 'This area is for the shop staff only.',
  invalidCredentials: 'Invalid email or password.',
  emailTaken: 'An account with this email already exists.',
  loggedOut: 'User logged out.',
  cartAdded: 'Product added',
  cartUpdated: 'Product quantity updated.',
  cartRemoved: 'Product removed from cart.',
  notInCart: 'That product is not in your cart.',
  outOfStock: (name: string) => `${name} is out of stock.`,
  notEnoughStock: (name: string, available: number) => `Only ${available} of ${name} left in stock.`,
  productUnavailable: (name: string) => `${name} is no longer available.`,
  cartEmpty: 'No items in your cart.',
  unknownCity: (city: string) => `We do not deliver to "${city}" yet. Choose a city from the list.`,
  figureMismatch: (field: string, expected: string) =>
    `The ${field} has changed: it is now ${expected}. Please review your order.`,
  paymentNotFound: 'We could not find that payment.',
  paymentNotSuccessful: 'The payment was not successful.',
  paymentWrongCurrency: 'The payment was not made in GHS.',
  paymentWrongAmount: 'The amount paid does not match the order total.',
  paymentUnreachable: 'The payment service is not answering. Please try again in a moment.',
  paymentVerified: 'Payment verified.',
  referenceUsed: 'This payment reference has already been used.',
  referenceInvalid: 'A payment reference may hold only letters, digits, "-", "." and "=".',
  testProviderDisabled: 'The test payment provider is turned off on this shop.',
  badSignature: 'The webhook signature is not valid.',
  orderPlaced: 'Order placed successfully!',
  deliveryConfirmed: 'Delivery confirmed.',
  onlyInTransit: 'Only an order in transit can be confirmed as delivered.',
  orderDeleted: 'Order deleted successfully.',
  statusMoveNotAllowed: (from: string, to: string) => `An order cannot move from ${from} to ${to}.`,
  newsletterSubscribed: 'Thank you for subscribing!',
  contactSent: 'Thank you! Your message has been sent. We will get back to you soon.',
  uploadWrongType: 'Upload a JPEG, PNG or WebP image.',
  uploadTooLarge: 'An image may be at most 5 MB.',
  uploadTooManyPixels: (maxPixels: number) =>
    `An image may have at most ${Number((maxPixels / 1_000_000).toFixed(1))} million pixels (width times height); make it smaller and upload it again.`,
  productArchived: 'The product appears in past orders, so it was archived instead of deleted.',
  productDeleted: 'Product deleted.',
  saved: 'Saved.',
  cityTaken: 'That city already has a delivery fee.',
  cartQuantityTooLarge: (max: number) => `You can have at most ${max} of one product in your cart.`,
  invalidPhone:
    'phoneNumber must be a mobile number, for example 024 123 4567, or with its country code, for example +234 803 123 4567.',
  paymentCancelled: 'The payment was cancelled. Please try again.',
  testChargeRecorded: 'Test payment recorded.',
  webhookReceived: 'Webhook received.',
  webhookDisabled: 'Paystack is not configured on this shop, so it takes no webhooks.',
  cancelReasonRequired: 'Give a reason for cancelling the order.',
  orderStatusChanged: (status: string) => `Order status changed to ${status}.`,
  checkoutNotFound: 'We could not find a checkout for this payment.',
  paymentBeingConfirmed:
    'A payment for your order is already being confirmed. Please wait a moment instead of paying again.',
  refundReasonSoldOut: 'The products sold out before your payment arrived, so it was refunded in full.',
  refundReasonWrongAmount: 'The amount paid did not match the order total, so it was refunded in full.',
  refundReasonWrongCurrency: 'The payment was not made in GHS, so it was refunded in full.',
  refunded: 'Refunded',
  partlyRefunded: 'Partly refunded',
  refundPending: 'Refund pending',
  metricsTokenWrong: 'GET /metrics needs the METRICS_TOKEN as a bearer token (Authorization: Bearer ...).',
  orderNotPaid: 'This order is not paid yet. An unpaid checkout ends by itself when its hold runs out.',
} as const;

export const ADMIN_MESSAGES = {
  notStaff: 'This account is not a staff account. Ask the shop owner for access.',
  signInFailed: 'Invalid email or password.',
  saved: 'Saved.',
  deleted: 'Deleted.',
  loadFailed: 'Could not load this page. Please try again.',
  confirmDelete: 'Delete this? This cannot be undone.',
  // Answers of the /api/admin calls (the server sends these; the admin site shows them as they are).
  productCreated: 'Product created.',
  productSaved: 'Product saved.',
  productRestored: 'Product restored to the shop.',
  flagsSaved: 'Product flags saved.',
  stockSaved: 'Stock saved.',
  uploadMissing: 'Choose an image to upload (form field "file").',
  uploadOneFile: 'Upload one image at a time.',
  heroNotFound: 'Hero not found.',
  heroSaved: 'Hero saved.',
  heroDeleted: 'Hero deleted.',
  deliveryFeeNotFound: 'Delivery fee not found.',
  deliveryFeeSaved: 'Delivery fee saved.',
  deliveryFeeDeleted: 'Delivery fee deleted.',
  storeInfoSaved: 'Store information saved.',
  customerNotFound: 'Customer not found.',
  madeStaff: (name: string) => `${name} is now staff.`,
  removedStaff: (name: string) => `${name} is no longer staff.`,
  cannotRemoveOwnStaff: 'You are the shop owner: your own staff access cannot be removed.',
  ownerOnly: 'Only the shop owner can give or remove staff access.',
  ownerUnchangeable: "The shop owner's staff access cannot be changed.",
  // Texts of the admin site's own screens.
  loading: 'Loading...',
  signInTitle: 'Staff sign in',
  signInIntro: 'Sign in with your shop account. Only staff accounts can open the admin site.',
  notFoundPage: 'There is no admin page at this address.',
  saving: 'Saving...',
  confirmDeleteProduct: (name: string) =>
    `Delete "${name}"? If it appears in past orders it is archived instead: gone from the storefront, kept in the orders.`,
  noProductsFound: 'No products match this search.',
  imageRequired: 'Add at least one image.',
  imageUploading: 'Uploading image...',
  invalidStock: 'Stock must be a whole number of 0 or more.',
  noHeroes: 'No heroes yet. Add the first one.',
  noDeliveryFees: 'No delivery fees yet. Add a city.',
  invalidDeliveryFee: (max: number) => `The fee must be an amount from 0 to ${max}.`,
  cityRequired: 'Enter a city.',
  noOrders: 'No orders match.',
  hiddenByCustomer: 'Hidden by the customer',
  cancelReasonRequired: 'Give a reason for cancelling the order.',
  cancelReasonPrompt: 'Why is this order cancelled? The reason is kept with the order.',
  noStatusMoves: 'Staff make no further status changes to this order.',
  noCustomers: 'No customers yet.',
  makeStaffConfirm: (name: string) => `Make ${name} staff? They will be able to open the admin site.`,
  removeStaffConfirm: (name: string) => `Remove staff access from ${name}?`,
  noMessages: 'No contact messages yet.',
  noSubscribers: 'No newsletter subscribers yet.',
  noSales: 'No sales in the last 30 days yet.',
  noLowStock: 'No product is low on stock.',
  noTopProducts: 'No product has been sold yet.',
  // The catalogue import (POST /api/admin/products/import).
  importEmpty: 'The file has no products: it needs a header row and at least one product row.',
  importTooManyRows: (max: number) => `A file may have at most ${max} products; split it into smaller files.`,
  importUnreadable: (reason: string) => `The file is not a CSV file we can read: ${reason}`,
  importMissingColumns: (columns: string[]) => `The file has no column ${columns.join(', ')}.`,
  importUnknownColumns: (columns: string[]) =>
    `The file has columns this shop does not know: ${columns.join(', ')}. Export the catalogue to see the columns.`,
  importDuplicateColumns: (columns: string[]) => `The file has the column ${columns.join(', ')} twice.`,
  importDryRun: (created: number, changed: number) =>
    `Nothing written yet: ${created} products would be created and ${changed} changed.`,
  importRefused: (rows: number) =>
    `Nothing was written: ${rows} ${rows === 1 ? 'row has an error' : 'rows have errors'}. Fix ${rows === 1 ? 'it' : 'them'} and import the file again.`,
  importApplied: (created: number, changed: number) =>
    `Imported: ${created} products created and ${changed} changed.`,
  importNoProduct: (id: number) => `No product has id ${id}; leave id empty to create a product.`,
  importDuplicateId: (id: number, row: number) => `id ${id} is also on row ${row}.`,
  importBadNumber: (column: string) => `${column} must be a number.`,
  importBadBoolean: (column: string) => `${column} must be true or false.`,
  importBadId: 'id must be a whole number, or empty for a new product.',
  importTooLarge: 'The file is too large: split it into smaller files.',
  /** A real import writes in batches (decision 0046); a row changed meanwhile stops it there. */
  importStoppedPartWay: (written: number, row: number, reason: string) =>
    `The import stopped part way: ${written} ${written === 1 ? 'row was' : 'rows were'} written, then row ${row} could not be (${reason}). The rows after it were not written: export the catalogue to see where it stands before importing again.`,
} as const;
