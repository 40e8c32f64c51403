/**
 * The figures the storefront's policy pages are written from (decision 0070), read live from
 * the settings the code itself follows, so a page cannot say one thing while checkout does
 * another.
 *
 * Public:
 *   GET /api/policies -> policyFactsResponseSchema
 */
import { z } from 'zod';
import { deliveryFeeSchema } from './catalogue';
import { sellerDetailsAnswerSchema } from './seller-details';

export const policyFactsSchema = z.object({
  /** The owner's return rules (return settings). */
  returns: z.object({ windowDays: z.number().int(), changedMindAllowed: z.boolean() }),
  /** Months of warranty a product carries unless its page says otherwise (serial defaults). */
  warranty: z.object({ accessoriesMonths: z.number().int(), otherProductsMonths: z.number().int() }),
  /** The delivery fee of each city, in cedis, as the cart charges it. */
  deliveryFees: z.array(deliveryFeeSchema),
  seller: sellerDetailsAnswerSchema,
});
export type PolicyFacts = z.infer<typeof policyFactsSchema>;

export const policyFactsResponseSchema = z.object({ success: z.literal(true), facts: policyFactsSchema });
