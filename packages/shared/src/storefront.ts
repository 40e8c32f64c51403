import { LOW_PRICE_THRESHOLD, RETURN_WINDOW_DAYS, SHOP_NAME, STORE_HOURS } from './constants';

/**
 * Labels, headings and page descriptions of the storefront: every word a shopper reads that
 * is not a message of messages.ts. Components import these and never retype them.
 */
export const NAV_LABELS = {
  home: 'Home',
  products: 'All Products',
  lowPrice: `UNDER GHS ${LOW_PRICE_THRESHOLD}`,
  newProducts: 'Filter Products',
  about: 'About',
  contacts: 'Contact',
  faqs: 'FAQs',
  privacy: 'Privacy Policy',
  terms: 'Terms and Conditions',
  login: 'Login',
  account: 'Account',
  cart: 'Cart',
  cartEmpty: 'Items',
  openMenu: 'Open menu',
  closeMenu: 'Close menu',
  mainNavigation: 'Main',
  skipToContent: 'Skip to content',
} as const;

export const SEARCH_LABELS = {
  label: 'Search products',
  placeholder: 'Search phones, laptops, speakers...',
  noResults: 'No products match your search.',
  results: 'Search results',
  searching: 'Searching...',
  /** "No results" offers the names closest to what was typed: "Did you mean Samsung?". */
  didYouMean: 'Did you mean',
} as const;

export const CART_BADGE_LABEL = (count: number) => `Cart, ${count} ${count === 1 ? 'item' : 'items'}`;

export const HOME_HEADINGS = {
  heroCarousel: 'Featured offers',
  computersMenu: 'Computers',
  accessories: 'Accessories',
  topSelling: 'Top Selling',
  heroStrip: 'Deals of the week',
  laptops: 'Laptops',
  phonesAndTablets: 'Phone and Tablets',
  collections: 'Collections',
  secondCarousel: 'More to discover',
  storeInfo: `Why shop with ${SHOP_NAME}`,
  whatWeOffer: 'What we offer',
  visitUs: 'Visit us',
  delivery: 'Delivery',
  newsletter: 'Join our newsletter',
  newsletterIntro: 'New arrivals, price drops and offers, straight to your inbox. No spam.',
  viewAll: 'View all',
} as const;

export const POLICY_BADGES = [
  { title: 'Easy Exchange', text: 'Swap a faulty item quickly at any of our counters.' },
  {
    title: `${RETURN_WINDOW_DAYS} Days Return`,
    text: `Return within ${RETURN_WINDOW_DAYS} days of delivery.`,
  },
  { title: '24/7 support', text: 'Reach us any time by phone, email or chat.' },
] as const;

export const CAROUSEL_LABELS = {
  previous: 'Previous slide',
  next: 'Next slide',
  goTo: (slide: number) => `Go to slide ${slide}`,
  slide: (slide: number, total: number) => `${slide} of ${total}`,
  pause: 'Pause slideshow',
  play: 'Play slideshow',
} as const;

export const PRODUCT_LABELS = {
  addToCart: 'Add To Cart',
  adding: 'Adding...',
  outOfStock: 'Out of stock',
  onlyLeft: (count: number) => `Only ${count} left`,
  inStock: 'In stock',
  showMore: 'Show More',
  showLess: 'Show Less',
  category: 'Category',
  brand: 'Brand',
  reviews: (count: number) => `${count} ${count === 1 ? 'review' : 'reviews'}`,
  details: 'Details',
  related: 'Related products',
  gallery: 'Product images',
  showImage: (index: number) => `Show image ${index}`,
  backToProducts: 'Back to products',
  notFoundHint: 'It may have been removed, or the link may be wrong.',
} as const;

export const LISTING_LABELS = {
  loadMore: 'Load more',
  loadingMore: 'Loading...',
  retry: 'Retry',
  loading: 'Loading',
  resultCount: (count: number) => `${count} ${count === 1 ? 'product' : 'products'}`,
  showing: (shown: number, total: number) => `Showing ${shown} of ${total}`,
  filters: 'Filters',
  clearFilters: 'Clear filters',
  category: 'Category',
  subcategory: 'Subcategory',
  brand: 'Brand',
  sound: 'Sound system',
  sort: 'Sort by',
  sortOptions: {
    default: 'Default',
    price_asc: 'Price: low to high',
    price_desc: 'Price: high to low',
    rating: 'Best rated',
  },
} as const;

export const FORM_LABELS = {
  email: 'Email address',
  emailPlaceholder: 'you@example.com',
  subscribe: 'Subscribe',
  subscribing: 'Subscribing...',
  name: 'Your name',
  optionalEmail: 'Email (optional)',
  message: 'Message',
  send: 'Send Message',
  sending: 'Sending...',
  contactUs: 'Contact Us',
  goHome: 'Go Home',
} as const;

export const FOOTER_TEXT = {
  hoursHeading: 'Opening hours',
  weekdays: `Monday to Friday: ${STORE_HOURS.weekdays}`,
  saturdays: `Saturday: ${STORE_HOURS.saturdays}`,
  sundays: 'Sunday: closed',
  linksHeading: 'Shop',
  helpHeading: 'Help',
  newsletterHeading: 'Newsletter',
  copyright: (year: number) => `© ${year} ${SHOP_NAME}. All rights reserved.`,
} as const;

export const CONTACT_PAGE_TEXT = {
  heading: 'Contact us',
  intro: 'Questions about a product, an order or delivery? Send us a message and we will reply by email.',
  phone: 'Phone',
  email: 'Email',
  location: 'Location',
  formHeading: 'Send us a message',
  loginHint: 'Sending us a message needs an account.',
  loginLink: 'Log in or sign up',
} as const;

export const ERROR_PAGE_TEXT = {
  code: '404',
  heading: 'Page not found',
  text: 'The page you are looking for does not exist or has moved.',
} as const;

/** Each route's title and meta description. */
export const PAGE_META = {
  home: {
    title: '',
    description: `${SHOP_NAME}: phones, tablets, laptops, accessories and sound systems in Ghana, priced in cedis, delivered nationwide.`,
  },
  products: {
    title: 'All products',
    description: `Browse every phone, computer, accessory and speaker at ${SHOP_NAME}.`,
  },
  lowPrice: {
    title: `Under GHS ${LOW_PRICE_THRESHOLD}`,
    description: `Gadgets and accessories under GHS ${LOW_PRICE_THRESHOLD} at ${SHOP_NAME}.`,
  },
  newProducts: {
    title: 'Filter products',
    description: 'Filter our catalogue by category, subcategory, brand and sound system, and sort by price.',
  },
  about: {
    title: 'About us',
    description: `Who we are and why shoppers across Ghana buy their tech at ${SHOP_NAME}.`,
  },
  contacts: {
    title: 'Contact us',
    description: `Phone, email and location of ${SHOP_NAME}, and a form to write to us.`,
  },
  faqs: { title: 'FAQs', description: 'Answers about ordering, payment, delivery, returns and refunds.' },
  privacy: {
    title: 'Privacy policy',
    description: `How ${SHOP_NAME} collects, uses and protects your data.`,
  },
  terms: { title: 'Terms and conditions', description: `The terms of buying from ${SHOP_NAME}.` },
  notFound: { title: 'Page not found', description: 'The page you are looking for does not exist.' },
  productFallback: { title: 'Product', description: `Product details at ${SHOP_NAME}.` },
} as const;
