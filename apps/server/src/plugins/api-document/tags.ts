/** The document's tags, one per area of the shop, in the order the reference page lists them. */
export const API_TAGS = [
  {
    name: 'catalogue',
    description: 'Products: the list with its filters, sorting and pages, and one product.',
  },
  { name: 'heroes', description: "The home page's banners." },
  { name: 'delivery', description: 'Delivery fees by city.' },
  {
    name: 'store info',
    description:
      "The shop's address, phone numbers and hours, the seller's details, and the figures its policy pages are written from.",
  },
  {
    name: 'branches',
    description:
      'The shops a business sells from (decision 0067): address, digital address, phone, opening hours and pickup.',
  },
  { name: 'account', description: 'Register, log in and out, profile, passwords.' },
  { name: 'cart', description: "The signed-in shopper's cart." },
  {
    name: 'checkout and orders',
    description:
      'Start a checkout (stock held, payment set up), create and list orders, read their invoices.',
  },
  {
    name: 'warranty',
    description: 'Check a unit this shop sold by its serial or IMEI; nothing about its buyer.',
  },
  {
    name: 'returns',
    description: "The signed-in shopper's return requests and warranty claims, and their photos.",
  },
  {
    name: 'reviews',
    description:
      "A product's published reviews, and a buyer's own review, written signed in or through a review link.",
  },
  {
    name: 'marketing consent',
    description:
      "A shopper's offers per channel (decision 0065) and the one-click unsubscribe of a marketing e-mail.",
  },
  {
    name: 'back in stock',
    description:
      "\"Notify me when it's back\" for a sold-out variant (decision 0066): asking, a guest's confirmation by link or code, a shopper's own requests.",
  },
  { name: 'payments', description: 'Provider settings, verify, the test provider and the Paystack webhook.' },
  { name: 'contact and newsletter', description: 'Messages to the shop and newsletter sign-ups.' },
  {
    name: 'sms',
    description: 'Delivery reports and opt-outs from the SMS provider, behind a secret in the path.',
  },
  {
    name: 'whatsapp',
    description:
      'The WhatsApp Cloud API webhook: the subscription check, and statuses and opt-outs signed with the app secret.',
  },
  { name: 'admin', description: "The admin site's calls: staff only." },
  { name: 'pages and files', description: 'Sitemap, robots.txt and the demo pictures.' },
  { name: 'service', description: 'Health for load balancers, and this document.' },
];

/** Tag by the first part of the path after /api (or of the path, outside /api). */
const TAG_BY_SEGMENT: Record<string, string> = {
  product: 'catalogue',
  hero: 'heroes',
  'delivery-fees': 'delivery',
  info: 'store info',
  policies: 'store info',
  branches: 'branches',
  user: 'account',
  cart: 'cart',
  orders: 'checkout and orders',
  payments: 'payments',
  contact: 'contact and newsletter',
  newsletter: 'contact and newsletter',
  sms: 'sms',
  whatsapp: 'whatsapp',
  warranty: 'warranty',
  returns: 'returns',
  'review-links': 'reviews',
  marketing: 'marketing consent',
  'stock-alerts': 'back in stock',
  admin: 'admin',
  health: 'service',
  'openapi.json': 'service',
  'sitemap.xml': 'pages and files',
  'robots.txt': 'pages and files',
  images: 'pages and files',
};

/** A route's tag; a path of a new area gets its own segment as tag until it is added above. */
export function tagOf(url: string): string {
  const segments = url.split('/').filter(Boolean);
  const segment = (segments[0] === 'api' ? segments[1] : segments[0]) ?? '';
  // A product's reviews live under the product's path but are an area of their own.
  if (segment === 'product' && segments[3] === 'reviews') return 'reviews';
  // So does a shopper's marketing consent, under the account's path.
  if (segment === 'user' && segments[2] === 'marketing-consent') return 'marketing consent';
  // And a product's back-in-stock requests (staff's count stays under admin).
  if (segment === 'product' && segments[3] === 'stock-alerts') return 'back in stock';
  return TAG_BY_SEGMENT[segment] ?? segment;
}
