import {
  CATALOGUE_LIST_MESSAGES,
  formatOrderNumber,
  PROMOTION_ADMIN_TEXTS,
  type PromotionInput,
  type PromotionScope,
  type promotionUseSchema,
  toCedis,
  toPesewas,
} from '@shop/shared';
import { and, desc, eq, lte } from 'drizzle-orm';
import type { z } from 'zod';
import type { Executor } from '../../db/client';
import { settingSaved } from '../../db/kept-settings';
import { isUniqueViolation } from '../../db/query-helpers';
import { orders, promotions, promotionUses } from '../../db/schema';
import { badRequest, conflict, notFound } from '../../plugins/errors';
import { findProduct, listNamesByCaseless } from '../catalogue';
import { type PromotionWithFigures, selectPromotionsWithFigures } from './promotion-figures';

const { errors } = PROMOTION_ADMIN_TEXTS;

export const listPromotions = (db: Executor) => selectPromotionsWithFigures(db);

export async function findPromotion(db: Executor, id: number): Promise<PromotionWithFigures | undefined> {
  const [row] = await selectPromotionsWithFigures(db, eq(promotions.id, id));
  return row;
}

async function foundPromotion(db: Executor, id: number): Promise<PromotionWithFigures> {
  const row = await findPromotion(db, id);
  if (!row) throw notFound(PROMOTION_ADMIN_TEXTS.notFound);
  return row;
}

/**
 * The scope in the shop's own spelling: a category or brand as its list writes it ("samsung"
 * is kept as "Samsung", since lines match it exactly), and products that exist (by public id).
 * An unknown name or product is a 400 that names it, so a promotion never silently misses.
 */
async function scopeInShopSpelling(db: Executor, scope: PromotionScope): Promise<PromotionScope> {
  const lists = scope.categories.length + scope.brands.length > 0 ? await listNamesByCaseless(db) : undefined;
  const spelt = (kind: 'category' | 'brand', names: string[]) => {
    const spellings = new Set<string>();
    for (const name of names) {
      const known = lists?.[kind].get(name.toLowerCase());
      if (!known) throw badRequest(CATALOGUE_LIST_MESSAGES.unknown(kind, name));
      spellings.add(known);
    }
    return [...spellings];
  };
  const productIds = [...new Set(scope.productIds.map((id) => id.toLowerCase()))];
  const found = await Promise.all(productIds.map((id) => findProduct(db, id)));
  const missing = productIds.find((_id, index) => !found[index]);
  if (missing) throw badRequest(errors.unknownProduct(missing));
  return {
    categories: spelt('category', scope.categories),
    brands: spelt('brand', scope.brands),
    productIds,
  };
}

/** The row's stored fields: pesewas, instants, and only the figure its kind uses. */
async function storedFields(db: Executor, input: PromotionInput) {
  return {
    code: input.code,
    description: input.description,
    kind: input.kind,
    percent: input.kind === 'percent' ? (input.percent ?? null) : null,
    amountPesewas: input.kind === 'fixed' && input.amount ? toPesewas(input.amount) : null,
    minimumSubtotalPesewas: toPesewas(input.minimumSubtotal),
    scope: await scopeInShopSpelling(db, input.scope),
    startsAt: input.startsAt ? new Date(input.startsAt) : null,
    endsAt: input.endsAt ? new Date(input.endsAt) : null,
    totalUses: input.totalUses ?? null,
    usesPerCustomer: input.usesPerCustomer ?? null,
    firstOrderOnly: input.firstOrderOnly,
    enabled: input.enabled,
  };
}

/** A code is unique (the table's index decides, also between two saves at one moment): 409. */
async function codeChecked<T>(save: () => Promise<T>): Promise<T> {
  try {
    return await save();
  } catch (error) {
    if (isUniqueViolation(error)) throw conflict(PROMOTION_ADMIN_TEXTS.codeTaken);
    throw error;
  }
}

export async function createPromotion(db: Executor, input: PromotionInput): Promise<PromotionWithFigures> {
  const values = await storedFields(db, input);
  const [row] = await codeChecked(() =>
    db.insert(promotions).values(values).returning({ id: promotions.id }),
  );
  settingSaved(db);
  return foundPromotion(db, row!.id);
}

/**
 * Saves the owner's edit, keeping the uses taken and their counter. Total uses below the uses
 * already taken is refused in the same UPDATE that saves, so an order placed meanwhile cannot
 * slip between a check and the write.
 */
export async function updatePromotion(
  db: Executor,
  id: number,
  input: PromotionInput,
): Promise<PromotionWithFigures> {
  const values = await storedFields(db, input);
  const [saved] = await codeChecked(() =>
    db
      .update(promotions)
      .set({ ...values, updatedAt: new Date() })
      .where(
        and(
          eq(promotions.id, id),
          values.totalUses === null ? undefined : lte(promotions.usesTaken, values.totalUses),
        ),
      )
      .returning({ id: promotions.id }),
  );
  settingSaved(db);
  if (saved) return foundPromotion(db, id);
  const [existing] = await db
    .select({ usesTaken: promotions.usesTaken })
    .from(promotions)
    .where(eq(promotions.id, id));
  if (!existing) throw notFound(PROMOTION_ADMIN_TEXTS.notFound);
  throw badRequest(errors.totalUsesBelowTaken(existing.usesTaken));
}

export async function switchPromotion(
  db: Executor,
  id: number,
  enabled: boolean,
): Promise<PromotionWithFigures> {
  const [saved] = await db
    .update(promotions)
    .set({ enabled, updatedAt: new Date() })
    .where(eq(promotions.id, id))
    .returning({ id: promotions.id });
  settingSaved(db);
  if (!saved) throw notFound(PROMOTION_ADMIN_TEXTS.notFound);
  return foundPromotion(db, id);
}

export type PromotionUse = z.infer<typeof promotionUseSchema>;

/** Every order placed with the promotion, newest first, those given back included. */
export async function listPromotionUses(db: Executor, id: number): Promise<PromotionUse[]> {
  const [promotion] = await db.select({ id: promotions.id }).from(promotions).where(eq(promotions.id, id));
  if (!promotion) throw notFound(PROMOTION_ADMIN_TEXTS.notFound);
  const rows = await db
    .select({
      orderId: orders.id,
      number: orders.number,
      email: orders.email,
      discountPesewas: promotionUses.discountPesewas,
      totalPesewas: orders.totalPesewas,
      takenAt: promotionUses.takenAt,
      givenBackAt: promotionUses.givenBackAt,
    })
    .from(promotionUses)
    .innerJoin(orders, eq(orders.id, promotionUses.orderId))
    .where(eq(promotionUses.promotionId, id))
    .orderBy(desc(promotionUses.takenAt), desc(promotionUses.id));
  return rows.map((row) => ({
    orderId: row.orderId,
    orderNumber: formatOrderNumber(row.number),
    email: row.email,
    discount: toCedis(row.discountPesewas),
    total: toCedis(row.totalPesewas),
    takenAt: row.takenAt.toISOString(),
    givenBackAt: row.givenBackAt?.toISOString() ?? null,
  }));
}
