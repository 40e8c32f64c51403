/** Fields of the staff calls' bodies (admin.ts, admin-variants.ts): each message starts with the field's label. */
import { z } from 'zod';
import { hasAtMostTwoDecimals } from '../money';
import { oneLine } from './one-line';

/**
 * The highest price staff may type, in cedis. Kept here, below admin.ts, so the promotions
 * schema can read it without a circle (admin.ts reaches promotions.ts through orders.ts).
 */
export const PRODUCT_PRICE_MAX = 10_000_000;

/** A required text field; messages start with the field's label so forms can show them as they are. */
export const requiredText = (label: string, max: number) =>
  z
    .string({ error: `${label} is required` })
    .trim()
    .min(1, `${label} is required`)
    .max(max, `${label} may be at most ${max} characters`);

/** A required text field that stays on one line (a name, a title, a city). */
export const requiredLine = (label: string, max: number) => oneLine(requiredText(label, max), label);

/** Missing and mistyped read differently: "Price is required" and "Price must be a number". */
const numberError = (label: string) => (issue: { input?: unknown }) =>
  issue.input === undefined ? `${label} is required` : `${label} must be a number`;

export const cedis = (label: string, max: number) =>
  z
    .number({ error: numberError(label) })
    .min(0, `${label} cannot be negative`)
    .max(max, `${label} may be at most ${max}`)
    .refine(hasAtMostTwoDecimals, `${label} may have at most 2 decimals`);

export const wholeNumber = (label: string, max: number) =>
  z
    .number({ error: numberError(label) })
    .int(`${label} must be a whole number`)
    .min(0, `${label} cannot be negative`)
    .max(max, `${label} may be at most ${max}`);

/** An image already uploaded (/uploads/...), a built-in demo image (/images/...) or an http(s) URL. */
export const imageUrl = z
  .string({ error: 'image must be a list of image URLs' })
  .trim()
  .max(500, 'image URLs may be at most 500 characters')
  .refine((value) => /^\/(uploads|images)\/[^\s]+$/.test(value) || /^https?:\/\/[^\s]+$/.test(value), {
    message: 'image must hold uploaded image URLs (/uploads/...) or http(s) URLs',
  });
