/** What an answer depends on; a write clears every answer that carries its topic. */
export type CatalogueTopic =
  | 'products'
  | 'heroes'
  | 'delivery_fees'
  | 'store_info'
  | 'payment_settings'
  | 'brands'
  | 'categories'
  | 'subcategories'
  | 'subcategory_categories'
  | 'branches'
  | 'sessions'
  | 'promotions';

export const CATALOGUE_TOPICS: readonly CatalogueTopic[] = [
  'products',
  'heroes',
  'delivery_fees',
  'store_info',
  'payment_settings',
  // The lists staff edit (decision 0053): the storefront's filters and menus.
  'brands',
  'categories',
  'subcategories',
  'subcategory_categories',
  // The shops and their hours (decision 0067): the storefront's "Our shops".
  'branches',
  // No answer carries it: the live sessions kept between requests (plugins/kept-sessions.ts).
  'sessions',
  // No answer carries it either: the automatic promotions kept between requests (decision 0086).
  'promotions',
];

/**
 * Counts one answer the front door sent and the seconds it took to send: those answers never
 * reach Fastify's hooks, so the request metrics (modules/metrics) hear of them this way.
 */
export type FrontDoorCount = (method: string, statusCode: 200 | 304, seconds: number) => void;

/** One serialised answer, as sent, with what is needed to send it again. */
export interface StoredAnswer {
  body: Buffer;
  /** Filled in once the compression in the background has finished. */
  brotli?: Buffer;
  gzip?: Buffer;
  etag: string;
  contentType: string;
  cacheControl: string;
  /** The other headers the app's hooks gave the answer (the security headers), sent with every hit. */
  headers: Record<string, string>;
  topics: readonly CatalogueTopic[];
  /** Its route's count of front-door answers, looked up once when it was kept; none while nothing counts. */
  countFrontDoorHit?: FrontDoorCount;
}

/**
 * What V8 and the store spend around an answer's bytes, generously: the store's map entries,
 * the answer object, its buffers' objects and the heads built for sending (hit.ts).
 */
const ENTRY_OVERHEAD_BYTES = 1024;
/** Around one remembered URL: its entry in two maps and its string's header. */
const ALIAS_OVERHEAD_BYTES = 128;

/** A string's bytes, counted as if every character took two (V8 keeps ASCII in one). */
const textBytes = (text: string) => text.length * 2;

/** The bytes an answer kept under `key` counts toward the budget. */
export function answerSize(key: string, answer: StoredAnswer): number {
  let headers = 0;
  for (const name in answer.headers) headers += textBytes(name) + textBytes(answer.headers[name]!);
  return (
    ENTRY_OVERHEAD_BYTES +
    textBytes(key) +
    textBytes(answer.etag) +
    textBytes(answer.contentType) +
    textBytes(answer.cacheControl) +
    headers +
    answer.body.length +
    (answer.brotli?.length ?? 0) +
    (answer.gzip?.length ?? 0)
  );
}

/** The bytes one remembered URL counts toward the budget. */
export const aliasSize = (url: string) => ALIAS_OVERHEAD_BYTES + textBytes(url);

/**
 * Bytes of the store's own, in memory of their own: a small Buffer made from a string or by
 * zlib is a slice of a shared 8 KB slab, which it would keep alive whole for as long as the
 * answer stays (and the budget would not see it).
 */
export function ownedBytes(bytes: Buffer | string): Buffer {
  const length = typeof bytes === 'string' ? Buffer.byteLength(bytes) : bytes.length;
  const owned = Buffer.allocUnsafeSlow(length);
  if (typeof bytes === 'string') owned.write(bytes);
  else bytes.copy(owned);
  return owned;
}
