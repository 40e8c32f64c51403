import {
  type AdminVariantsBody,
  type AdminVariantsResponse,
  adminVariantsBodySchema,
  variantOptionsText,
} from '@shop/shared';
import { VARIANT_GRID_TEXTS } from '@shop/shared/variant-labels';
import { isoOfLocalDateTime, localDateTimeOf } from '../../../lib/local-date-time';

/** An option as staff type it: its name and its values as one comma-separated text. */
export interface OptionDraft {
  name: string;
  values: string;
}

/** A row of the grid; numbers kept as typed, so a half-typed "12." is not lost. */
export interface VariantRow {
  /** The saved variant's id (`_id` on the wire); absent until the variant is saved. */
  savedId?: string;
  options: Record<string, string>;
  sku: string;
  price: string;
  stock: string;
  /** Its own pictures; none shows the product's. */
  image: string[];
  /** The sale below the price (decision 0062): empty for none; its start and end as `datetime-local` values, empty for open. */
  salePrice: string;
  saleStartsAt: string;
  saleEndsAt: string;
  /** Units taken back faulty (decision 0063): shown, never edited nor sent. */
  faultyUnits: number;
}

/**
 * The grid's state. Rows are kept by combination, so editing the options keeps what was typed
 * for a combination that stays; a combination staff took out stays out until they sell it again.
 */
export interface GridState {
  options: OptionDraft[];
  rows: Record<string, VariantRow>;
  removed: string[];
  /** The start of a new row's automatic SKU: "SKU-12", as the product's first variant got. */
  skuPrefix: string;
}

export const splitValues = (text: string) =>
  text
    .split(',')
    .map((value) => value.trim())
    .filter(Boolean);

/** The options with a name, each with its values, in order. */
export function namedOptions(options: readonly OptionDraft[]) {
  return options
    .map((option) => ({ name: option.name.trim(), values: splitValues(option.values) }))
    .filter((option) => option.name !== '');
}

/** A combination's key: its values in the options' order. */
export const combinationKey = (options: readonly { name: string }[], choice: Record<string, string>) =>
  JSON.stringify(options.map((option) => choice[option.name] ?? ''));

/** Every combination of the options' values, the first option varying slowest; one empty one without options. */
export function combinations(
  options: readonly { name: string; values: string[] }[],
): Record<string, string>[] {
  return options.reduce<Record<string, string>[]>(
    (partial, option) =>
      partial.flatMap((choice) => option.values.map((value) => ({ ...choice, [option.name]: value }))),
    [{}],
  );
}

/** The name of a row in labels and lists: "256GB, Blue", or the product's own for a default variant. */
export const rowName = (row: Pick<VariantRow, 'options'>) =>
  variantOptionsText(row.options) || VARIANT_GRID_TEXTS.defaultVariant;

export function gridFromAnswer(
  answer: Pick<AdminVariantsResponse, 'id' | 'options' | 'variants'>,
): GridState {
  const rows: Record<string, VariantRow> = {};
  for (const variant of answer.variants) {
    rows[combinationKey(answer.options, variant.options)] = {
      savedId: variant._id,
      options: variant.options,
      sku: variant.sku,
      price: String(variant.price),
      stock: String(variant.stock),
      image: variant.image,
      salePrice: variant.salePrice === null ? '' : String(variant.salePrice),
      saleStartsAt: localDateTimeOf(variant.saleStartsAt),
      saleEndsAt: localDateTimeOf(variant.saleEndsAt),
      faultyUnits: variant.faultyUnits ?? 0,
    };
  }
  // Combinations the product does not sell stay out of the grid until staff sell them.
  const sold = new Set(Object.keys(rows));
  const removed = combinations(answer.options)
    .map((choice) => combinationKey(answer.options, choice))
    .filter((key) => !sold.has(key));
  return {
    options: answer.options.map((option) => ({ name: option.name, values: option.values.join(', ') })),
    rows,
    removed,
    skuPrefix: `SKU-${answer.id}`,
  };
}

/**
 * A new combination's SKU, made as the first variant's was ("SKU-12") with its values after
 * it: "SKU-12-256GB-BLUE". Staff may type another; only the characters a SKU allows are kept.
 */
export function automaticSku(prefix: string, choice: Record<string, string>): string {
  const values = Object.values(choice).map((value) =>
    value
      .toUpperCase()
      .replace(/[^A-Z0-9._/]+/g, '-')
      .replace(/^-+|-+$/g, ''),
  );
  return [prefix, ...values.filter(Boolean)].join('-').slice(0, 64);
}

/** A combination new to the grid: an automatic SKU, the first row's price (changed where it differs), no stock. */
const newRow = (state: GridState, choice: Record<string, string>): VariantRow => ({
  options: {},
  sku: automaticSku(state.skuPrefix, choice),
  price: Object.values(state.rows)[0]?.price ?? '',
  stock: '0',
  image: [],
  salePrice: '',
  saleStartsAt: '',
  saleEndsAt: '',
  faultyUnits: 0,
});

/** The key of a product's one variant while it has no options. */
const LONE_VARIANT = combinationKey([], {});

/**
 * The grid's rows for the options as they are now: one per combination not taken out. When a
 * product sold one way gets its first option, its variant (its id, SKU, stock, pictures and the
 * cart lines that hold it) becomes the first combination's.
 */
export function visibleRows(state: GridState): { key: string; row: VariantRow }[] {
  const options = namedOptions(state.options);
  const lone = options.length > 0 ? state.rows[LONE_VARIANT] : undefined;
  // Taken already once a row edited since holds its id.
  let loneTaken = Object.entries(state.rows).some(
    ([key, row]) => key !== LONE_VARIANT && row.savedId !== undefined && row.savedId === lone?.savedId,
  );
  const rows: { key: string; row: VariantRow }[] = [];
  for (const choice of combinations(options)) {
    const key = combinationKey(options, choice);
    if (state.removed.includes(key)) continue;
    let row = state.rows[key];
    if (!row && lone && !loneTaken) {
      row = lone;
      loneTaken = true;
    }
    // The options as named now: renaming an option keeps its rows.
    rows.push({ key, row: { ...(row ?? newRow(state, choice)), options: choice } });
  }
  return rows;
}

/** The combinations staff took out, as rows they can sell again. */
export function removedRows(state: GridState): { key: string; options: Record<string, string> }[] {
  const options = namedOptions(state.options);
  return combinations(options)
    .map((choice) => ({ key: combinationKey(options, choice), options: choice }))
    .filter(({ key }) => state.removed.includes(key));
}

const numberOrUndefined = (text: string) => (text.trim() === '' ? undefined : Number(text));

/** A row's sale on the wire; without a sale price its dates mean nothing and are not sent. */
function saleOfRow(row: VariantRow) {
  if (row.salePrice.trim() === '') return { salePrice: null, saleStartsAt: null, saleEndsAt: null };
  return {
    salePrice: Number(row.salePrice),
    saleStartsAt: isoOfLocalDateTime(row.saleStartsAt),
    saleEndsAt: isoOfLocalDateTime(row.saleEndsAt),
  };
}

/** The grid's columns a message can sit beside. */
export type GridField = 'sku' | 'price' | 'stock' | 'salePrice' | 'saleStartsAt' | 'saleEndsAt';
/** Messages by row key, then by column. */
export type GridErrors = Record<string, Partial<Record<GridField, string>>>;

const GRID_FIELDS = new Set<string>(['sku', 'price', 'stock', 'salePrice', 'saleStartsAt', 'saleEndsAt']);

/**
 * The PUT body, checked with the server's own schema. A refusal lists every problem (a row's
 * named: "256GB, Blue: Price is required") and places each beside its cell.
 */
export function validateGrid(
  state: GridState,
):
  | { ok: true; body: AdminVariantsBody }
  | { ok: false; message: string; messages: string[]; cells: GridErrors } {
  const rows = visibleRows(state);
  const body = {
    options: namedOptions(state.options),
    variants: rows.map(({ row }) => ({
      ...(row.savedId ? { _id: row.savedId } : {}),
      sku: row.sku,
      options: row.options,
      price: numberOrUndefined(row.price),
      stock: numberOrUndefined(row.stock),
      image: row.image,
      // Always sent: a sale left out of an existing variant ends it.
      ...saleOfRow(row),
    })),
  };
  const parsed = adminVariantsBodySchema.safeParse(body);
  if (parsed.success) return { ok: true, body: parsed.data };
  const messages: string[] = [];
  const cells: GridErrors = {};
  for (const issue of parsed.error.issues) {
    const rowIndex = issue.path[0] === 'variants' ? issue.path[1] : undefined;
    const row = typeof rowIndex === 'number' ? rows[rowIndex] : undefined;
    const field = issue.path[2];
    if (row && typeof field === 'string' && GRID_FIELDS.has(field)) {
      cells[row.key] = { [field]: issue.message, ...cells[row.key] };
    }
    const message = row ? `${rowName(row.row)}: ${issue.message}` : issue.message;
    if (!messages.includes(message)) messages.push(message);
  }
  return { ok: false, message: messages.join(' '), messages, cells };
}
