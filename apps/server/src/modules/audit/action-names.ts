import { AUDIT_ACTION_NAMES } from '@shop/shared';
import type { AuditedChange } from '../../db/schema';

const VERBS: Record<string, string> = { POST: 'Add', PUT: 'Change', PATCH: 'Change', DELETE: 'Delete' };

/** What a target of these addresses is called in a sentence ("product 12"); others lose their plural. */
const TARGET_TYPES: Record<string, string> = {
  customers: 'account',
  heroes: 'banner',
  'store-info': 'store info',
  'tax-settings': 'tax settings',
  'return-settings': 'return settings',
  'seller-details': 'seller details',
  uploads: 'image',
  sales: 'sale',
};

function singular(word: string): string {
  const spaced = word.replace(/-/g, ' ');
  if (/ies$/.test(spaced)) return spaced.replace(/ies$/, 'y');
  if (/(ch|sh|x|ss)es$/.test(spaced)) return spaced.replace(/es$/, '');
  return spaced.replace(/s$/, '');
}

function segmentsOf(url: string): string[] {
  return url
    .replace(/^\/api\/admin\/?/, '')
    .split('/')
    .filter(Boolean);
}

/**
 * The name of an admin write as the log keeps it: the contract's (AUDIT_ACTION_NAMES), or, for
 * a route added since, made from its method and address ("Change two step", "Add staff").
 */
export function actionNameOf(method: string, url: string): string {
  const named = AUDIT_ACTION_NAMES[`${method} ${url}`];
  if (named) return named;
  const words = segmentsOf(url)
    .filter((segment) => !segment.startsWith(':'))
    .map((segment) => segment.replace(/-/g, ' '));
  return `${VERBS[method] ?? method} ${words.join(' ')}`.trim();
}

/** The kind of thing an address writes: its first segment, in the singular. */
export function targetTypeOf(url: string): string {
  const first = segmentsOf(url)[0] ?? '';
  return TARGET_TYPES[first] ?? singular(first);
}

/**
 * Which one: the address's `:id`, or, for a write that made it, the key of the first row it
 * added (a new product's id).
 */
export function targetIdOf(params: unknown, changes: AuditedChange[]): string {
  const id = (params as { id?: unknown } | undefined)?.id;
  if (typeof id === 'string' || typeof id === 'number') return String(id);
  const inserted = changes.find((change) => change.operation === 'insert' && change.key);
  const value = inserted?.key ? Object.values(inserted.key)[0] : undefined;
  return value === undefined || value === null ? '' : String(value);
}
