import { type Promotion, type PromotionInput, type PromotionKind, promotionBodySchema } from '@shop/shared';
import { isoOfLocalDateTime, localDateTimeOf } from '../../../lib/local-date-time';

/** The form's values; numbers and instants kept as typed, so a cleared box is not read as 0. */
export interface PromotionFormValues {
  code: string;
  description: string;
  kind: PromotionKind;
  percent: string;
  amount: string;
  minimumSubtotal: string;
  /** False: the whole order, whatever is ticked below. */
  scopeChosen: boolean;
  categories: string[];
  brands: string[];
  /** The products' public ids, as the scope names them. */
  productIds: string[];
  /** `datetime-local` values, in the browser's time. */
  startsAt: string;
  endsAt: string;
  totalUses: string;
  usesPerCustomer: string;
  firstOrderOnly: boolean;
  enabled: boolean;
}

export const emptyPromotionValues: PromotionFormValues = {
  code: '',
  description: '',
  kind: 'percent',
  percent: '',
  amount: '',
  minimumSubtotal: '',
  scopeChosen: false,
  categories: [],
  brands: [],
  productIds: [],
  startsAt: '',
  endsAt: '',
  totalUses: '',
  usesPerCustomer: '',
  firstOrderOnly: false,
  enabled: true,
};

const textOf = (value: number | null) => (value === null ? '' : String(value));

export function valuesOfPromotion(promotion: Promotion): PromotionFormValues {
  const { scope } = promotion;
  return {
    code: promotion.code ?? '',
    description: promotion.description,
    kind: promotion.kind,
    percent: textOf(promotion.percent),
    amount: textOf(promotion.amount),
    minimumSubtotal: promotion.minimumSubtotal === 0 ? '' : String(promotion.minimumSubtotal),
    scopeChosen: scope.categories.length + scope.brands.length + scope.productIds.length > 0,
    categories: scope.categories,
    brands: scope.brands,
    productIds: scope.productIds,
    startsAt: localDateTimeOf(promotion.startsAt),
    endsAt: localDateTimeOf(promotion.endsAt),
    totalUses: textOf(promotion.totalUses),
    usesPerCustomer: textOf(promotion.usesPerCustomer),
    firstOrderOnly: promotion.firstOrderOnly,
    enabled: promotion.enabled,
  };
}

/** Empty: left out (the contract's default or "no limit"); otherwise the number as typed. */
const numberOrNothing = (typed: string) => (typed.trim() === '' ? undefined : Number(typed));
const numberOrNull = (typed: string) => (typed.trim() === '' ? null : Number(typed));

export type CheckedPromotion =
  | { ok: true; body: PromotionInput }
  | { ok: false; errors: Record<string, string> };

/**
 * The contract's checks on the typed values, by field ("code", "percent", "endsAt"), so each
 * message sits under its own box; the server checks the same schema again. Only the figure of
 * the chosen kind is sent.
 */
export function checkPromotionValues(values: PromotionFormValues): CheckedPromotion {
  const parsed = promotionBodySchema.safeParse({
    code: values.code,
    description: values.description,
    kind: values.kind,
    percent: values.kind === 'percent' ? (numberOrNothing(values.percent) ?? null) : null,
    amount: values.kind === 'fixed' ? numberOrNull(values.amount) : null,
    minimumSubtotal: numberOrNothing(values.minimumSubtotal),
    scope: values.scopeChosen
      ? { categories: values.categories, brands: values.brands, productIds: values.productIds }
      : { categories: [], brands: [], productIds: [] },
    startsAt: isoOfLocalDateTime(values.startsAt),
    endsAt: isoOfLocalDateTime(values.endsAt),
    totalUses: numberOrNull(values.totalUses),
    usesPerCustomer: numberOrNull(values.usesPerCustomer),
    firstOrderOnly: values.firstOrderOnly,
    enabled: values.enabled,
  });
  if (parsed.success) return { ok: true, body: parsed.data };
  const errors: Record<string, string> = {};
  for (const issue of parsed.error.issues) errors[String(issue.path[0] ?? 'form')] ??= issue.message;
  return { ok: false, errors };
}
