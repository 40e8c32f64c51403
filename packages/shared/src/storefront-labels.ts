/**
 * Labels of the storefront's account and checkout screens (login, cart, checkout, orders,
 * profile): the words that are not messages (those are in messages.ts; docs/product/messages.md).
 * Components import these and never retype them, so a shop can translate them in one place.
 */
import { PAYMENT_METHOD_LABEL, SHOP_NAME } from './constants';

/** Words of the /login page. */
export const AUTH_LABELS = {
  logInTitle: 'Log In',
  signUpTitle: 'Sign Up',
  fullName: 'Full Name',
  email: 'Email',
  password: 'Password',
  logIn: 'Log In',
  signUp: 'Sign Up',
  sending: 'Please wait...',
  noAccount: 'New here?',
  createAccount: 'Create an account',
  haveAccount: 'Already have an account?',
  logInInstead: 'Log in here',
  pageDescription: 'Log in to your account or create one to shop, pay and track your orders.',
  forgotPassword: 'Forgot password?',
  forgotTitle: 'Forgot your password?',
  forgotIntro: 'Enter the e-mail address of your account and we will send you a link to set a new password.',
  sendLink: 'Send the link',
  backToLogin: 'Back to Log In',
  resetTitle: 'Set a new password',
  resetDescription: 'Choose a new password for your account.',
  newPassword: 'New password',
  setPassword: 'Set the new password',
  askAgain: 'Ask for a new link',
} as const;

/** Words of the /cart page. */
export const CART_LABELS = {
  title: 'Your Cart',
  pageDescription: 'The products in your cart, your delivery city and your total.',
  unitPrice: 'Unit price',
  lineTotal: 'Total',
  decrease: (name: string) => `Decrease quantity of ${name}`,
  increase: (name: string) => `Increase quantity of ${name}`,
  quantity: (name: string) => `Quantity of ${name}`,
  remove: (name: string) => `Remove ${name} from cart`,
  confirmRemove: 'Remove',
  keep: 'Keep it',
  city: 'Delivery city',
  chooseCity: 'Choose your city',
  summary: 'Cart Summary',
  subtotal: 'Subtotal',
  deliveryFee: 'Delivery fee',
  total: 'Total',
  proceed: 'Proceed to Checkout',
  continueShopping: 'Continue shopping',
  loading: 'Loading your cart',
} as const;

/** Words of the /order page. */
export const CHECKOUT_LABELS = {
  title: 'Delivery Information',
  pageDescription: 'Your delivery details and payment.',
  firstName: 'First name',
  lastName: 'Last name',
  email: 'Email address',
  street: 'Street',
  city: 'City',
  chooseCity: 'Choose your city',
  state: 'Region / State',
  zipCode: 'Zip code',
  country: 'Country',
  phoneNumber: 'Phone number',
  paymentMethod: 'Payment method',
  /**
   * Under "Pay now" when pay on delivery is offered too (decision 0034): the first version's name of the
   * online method (docs/product/storefront.md) stays in the option's words.
   */
  payOnlineHint: `${PAYMENT_METHOD_LABEL} or card, in the payment window, before the order is placed.`,
  summary: 'Order Summary',
  subtotal: 'Subtotal',
  deliveryFee: 'Delivery fee',
  total: 'Total',
  quantity: (count: number) => `x ${count}`,
  pay: 'Place Order and Pay',
  paying: 'Processing payment...',
  loading: 'Loading your order',
  testPaymentTitle: 'Test payment',
  // Said first and set apart, so no shopper of a shop run without Paystack keys thinks they paid.
  testPaymentNoMoney: 'No money moves: this is a test payment.',
  testPaymentIntro:
    'This shop uses the test payment provider, so nothing is charged to a card or mobile money wallet. Pay only records a successful test payment.',
  testPay: (amount: string) => `Pay ${amount}`,
  testCancel: 'Cancel',
  amount: 'Amount',
} as const;

/** Words of the /track_order page. */
export const ORDER_LABELS = {
  title: 'My Orders',
  pageDescription: 'Your orders, their delivery status, and delivery confirmation.',
  number: (orderNumber: string) => `Order ${orderNumber}`,
  recent: 'Your recent orders',
  seeAll: 'See all your orders',
  orderedOn: 'Ordered on',
  quantity: (count: number) => `Quantity: ${count}`,
  subtotal: 'Subtotal',
  deliveryFee: 'Delivery fee',
  total: 'Total',
  payment: 'Payment',
  reference: 'Reference',
  status: 'Status',
  confirmDelivery: 'Confirm Delivery',
  confirming: 'Confirming...',
  deleteOrder: 'Delete order',
  delete: 'Delete',
  keep: 'Keep it',
  goHome: 'Go Home',
  loading: 'Loading your orders',
  cancelReason: (reason: string) => `Cancelled by the shop: ${reason}`,
} as const;

/** Words of the /profile page. */
export const PROFILE_LABELS = {
  title: 'My Profile',
  myProfile: 'My Profile',
  trackOrders: 'Track your Orders',
  logout: 'Logout',
  loggingOut: 'Logging out...',
  logoutEverywhere: 'Log out everywhere',
  loggingOutEverywhere: 'Logging out everywhere...',
  loading: 'Loading your profile',
  admin: 'Admin',
  avatarAlt: (name: string) => `${name}'s profile picture`,
  pageDescription: 'Your account: your details, your orders and logout.',
  changePassword: 'Change your password',
  currentPassword: 'Current password',
  newPassword: 'New password',
  change: 'Change password',
  changing: 'Changing...',
} as const;

/** Words of the app shell: the header's logo and the placeholder while a route's code loads. */
const [logoAccent = SHOP_NAME, ...logoRest] = SHOP_NAME.split(' ');
export const SHELL_LABELS = {
  /** The logo shows the name's first word in the accent colour, then the rest. */
  logoAccent,
  logoRest: logoRest.join(' '),
  routeLoading: 'Loading',
} as const;
