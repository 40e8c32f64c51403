/**
 * The words of the admin site's question dialog, which asks before an action that cannot be
 * undone or that changes who may open the admin site.
 */
export const ADMIN_DIALOG_TEXTS = {
  /** The answer that keeps things as they are. */
  cancel: 'Cancel',
  makeStaff: 'Make staff',
  removeStaff: 'Remove staff',
  delete: 'Delete',
} as const;

/** The inline stock box of the products list: what it says when it saves without a click. */
export const STOCK_EDIT_TEXTS = {
  /** Beside the box while its count is not saved yet. */
  unsaved: 'Not saved yet: press Enter or leave the box to save.',
} as const;
