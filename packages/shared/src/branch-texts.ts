/**
 * Branches (decision 0067): the shops a business sells from, their hours, and which one fills
 * delivery orders. The words shoppers, staff and the server's answers use, written once.
 */

/** Monday first: the order of a branch's seven opening-hours entries. */
export const WEEKDAYS = [
  'Monday',
  'Tuesday',
  'Wednesday',
  'Thursday',
  'Friday',
  'Saturday',
  'Sunday',
] as const;
export type Weekday = (typeof WEEKDAYS)[number];

/** One day's hours, "08:00" to "18:00" (24-hour, Ghana time); null: closed that day. */
export type DayHours = { opens: string; closes: string } | null;
export type OpeningHours = DayHours[];

/** A day's hours as people read them: "08:00 to 18:00", or "Closed". */
export const formatDayHours = (hours: DayHours): string =>
  hours ? `${hours.opens} to ${hours.closes}` : BRANCH_TEXTS.closed;

/**
 * A week's hours in a few lines: days with the same hours side by side are joined
 * ("Monday to Friday: 08:00 to 18:00", "Saturday: 09:00 to 16:00", "Sunday: Closed").
 */
export function summariseOpeningHours(hours: OpeningHours): string[] {
  const lines: string[] = [];
  let start = 0;
  for (let day = 1; day <= WEEKDAYS.length; day += 1) {
    const same =
      day < WEEKDAYS.length && formatDayHours(hours[day] ?? null) === formatDayHours(hours[start] ?? null);
    if (same) continue;
    const days = day - 1 === start ? WEEKDAYS[start] : `${WEEKDAYS[start]} to ${WEEKDAYS[day - 1]}`;
    lines.push(`${days}: ${formatDayHours(hours[start] ?? null)}`);
    start = day;
  }
  return lines;
}

/** Names as English lists them: "A", "A and B", "A, B and C". */
export function joinNames(names: readonly string[]): string {
  if (names.length <= 1) return names[0] ?? '';
  return `${names.slice(0, -1).join(', ')} and ${names[names.length - 1]}`;
}

export const BRANCH_TEXTS = {
  closed: 'Closed',
  /** The storefront's list of the shops. */
  ourShops: 'Our shops',
  ourShopsIntro: 'Come and see a device before you buy it: our shops, their hours and how to find them.',
  pickupOffered: 'Pickup available',
  hours: 'Opening hours',
  call: (phone: string) => `Call ${phone}`,
  digitalAddress: (address: string) => `Digital address: ${address}`,
  /** The product page: the pickup branches holding a unit of the product or the chosen variant. */
  inStockAt: (names: readonly string[]) => `In stock at ${joinNames(names)}`,
  /** In stock, but at no branch that offers pickup. */
  deliveryOnly: 'Delivery only',
  /** The list filters' group of pickup branches (`?branch=`), and its choice of none. */
  availableAt: 'Available at',
  anyBranch: 'Anywhere',
} as const;

/** What staff read on the admin site's Branches page. */
export const BRANCH_ADMIN_TEXTS = {
  title: 'Branches',
  intro:
    'The shops you sell from. Delivery orders take stock from the branch that fills deliveries; shoppers may pick up at branches that offer pickup.',
  add: 'Add a branch',
  edit: (name: string) => `Edit ${name}`,
  save: 'Save branch',
  saved: 'Branch saved',
  name: 'Name',
  address: 'Street address',
  city: 'City or town',
  phone: 'Phone',
  pickup: 'Shoppers may pick up orders here',
  hours: 'Opening hours',
  opens: (day: string) => `${day} opens`,
  closes: (day: string) => `${day} closes`,
  closedOn: (day: string) => `Closed on ${day}`,
  fillsDelivery: 'Fills delivery orders',
  makeDelivery: 'Fill delivery orders from here',
  madeDelivery: (name: string) => `${name} now fills delivery orders`,
  archive: 'Close this branch',
  archiveConfirm: (name: string) =>
    `Close ${name}? It leaves the storefront and the admin lists; its past orders keep its name.`,
  archived: (name: string) => `${name} is closed`,
  ownerOnly: 'Only the shop owner can change branches.',
  none: 'No branches yet.',
  loadFailed: 'The branches could not be loaded.',
  /** Beside a branch where shoppers cannot collect orders (the other case says BRANCH_TEXTS.pickupOffered). */
  noPickup: 'No pickup',
  saving: 'Saving…',
  cancel: 'Cancel',
} as const;

/** The server's answers. */
export const BRANCH_MESSAGES = {
  notFound: 'Branch not found',
  nameTaken: (name: string) => `Another branch is already called ${name}`,
  hoursOrder: (day: string) => `${day}: the closing time must be after the opening time`,
  hoursShape: 'Opening hours must list the seven days, Monday first',
  time: 'Times must be written as HH:MM, for example 08:00',
  deliveryCannotClose: 'This branch fills delivery orders: choose another branch to fill them first',
  lastBranch: 'A shop needs at least one branch',
  /** A write of a variant's single stock figure lands at the delivery branch (decision 0068). */
  deliveryBranchShort:
    'The branch that fills deliveries does not hold that many units: change the stock branch by branch',
  ownerOnly: BRANCH_ADMIN_TEXTS.ownerOnly,
} as const;
