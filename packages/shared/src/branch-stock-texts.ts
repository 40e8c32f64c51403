/**
 * Stock at each branch (decision 0068): the words staff read on the admin site's grid, the
 * "Move stock" dialog and the transfers log, and the server's answers, written once.
 */

/** The catalogue CSV's column of a branch's units, beside the total `stock` ("stock at Accra Mall"). */
export const BRANCH_STOCK_COLUMN_PREFIX = 'stock at ';
export const branchStockColumn = (branchName: string) => `${BRANCH_STOCK_COLUMN_PREFIX}${branchName}`;

/** What staff read on the admin site. */
export const BRANCH_STOCK_TEXTS = {
  gridTitle: 'Stock by branch',
  gridIntro:
    'Units of each variant at each open branch. The total is their sum; delivery orders take from the branch that fills deliveries.',
  variant: 'Variant',
  sku: 'SKU',
  total: 'Total',
  cellLabel: (variant: string, branch: string) => `Units of ${variant} at ${branch}`,
  save: 'Save stock',
  saving: 'Saving…',
  saved: 'Stock by branch saved',
  loadFailed: 'The stock by branch could not be loaded.',
  noVariants: 'This product has no variants yet.',
  moveStock: 'Move stock',
  moveTitle: 'Move stock between branches',
  moveVariant: 'Variant',
  moveFrom: 'From',
  moveTo: 'To',
  moveUnits: 'Units',
  moveNote: 'Note (optional)',
  moveSubmit: 'Move',
  moving: 'Moving…',
  cancel: 'Cancel',
  holds: (branch: string, units: number) => `${branch} (holds ${units})`,
  moved: (units: number, variant: string, from: string, to: string) =>
    `Moved ${units} of ${variant} from ${from} to ${to}`,
  transfersTitle: 'Stock transfers',
  transfersIntro: 'Every move of units between branches: when, who, what, from where to where.',
  transfersNone: 'No stock has been moved between branches yet.',
  transfersLoadFailed: 'The stock transfers could not be loaded.',
  when: 'When',
  who: 'Who',
  from: 'From',
  to: 'To',
  units: 'Units',
  note: 'Note',
  unknownStaff: 'A former staff member',
} as const;

/** The server's answers. */
export const BRANCH_STOCK_MESSAGES = {
  saved: BRANCH_STOCK_TEXTS.saved,
  unknownVariant: (id: string) => `No variant of this product has the id ${id}`,
  unknownBranch: (id: number) => `No open branch has the id ${id}: it may have been closed`,
  cellTwice: 'Each variant and branch may be listed once',
  sameBranch: 'Choose two different branches: units move from one branch to another',
  variantNotFound: 'Variant not found',
  branchHolds: (branch: string, units: number) =>
    units === 0
      ? `${branch} holds no units of this variant`
      : `${branch} holds only ${units} of this variant`,
  moved: BRANCH_STOCK_TEXTS.moved,
  branchStillHolds: (branch: string, units: number) =>
    `${branch} still holds ${units} ${units === 1 ? 'unit' : 'units'}: move its stock first`,
  /** An import's branch column that names no open branch. */
  importUnknownBranch: (column: string) =>
    `The column "${column}" names no open branch: use "stock at" and a branch's name as the Branches page shows it`,
  importBranchColumnsSeveralVariants:
    'This product has several variants: set their stock by branch on its page, not in this file',
  importStockNotSum: (total: number) =>
    `stock is the sum of the branch columns (${total}): change the branch columns, or leave stock as it was`,
} as const;
