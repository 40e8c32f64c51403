import { z } from 'zod';

/**
 * The GhanaPost GPS digital address, the address most Ghanaians can give: two letters (the
 * region and district), then 3 or 4 digits and 4 digits, as in GA-123-4567 or AK-0396-1234.
 * Optional on an order; kept with its address and shown to staff.
 */
export const DIGITAL_ADDRESS_PATTERN = /^[A-Z]{2}-\d{3,4}-\d{4}$/;

export const DIGITAL_ADDRESS_TEXTS = {
  label: 'Digital address (GhanaPost GPS)',
  hint: 'Optional, for example GA-123-4567.',
  invalid: 'Digital address must look like GA-123-4567: two letters, 3 or 4 digits, then 4 digits.',
  optional: '(optional)',
} as const;

/**
 * The way the GhanaPost app shows it: capitals and dashes. "ga1234567" and "GA 123 4567" are
 * the same address typed another way; anything else is returned as typed, for the check to refuse.
 */
export function normalizeDigitalAddress(typed: string): string {
  // Spaces or dashes only between the three parts: "GA-123-4567-1" is not read as GA-1234-5671.
  const parts = /^([A-Z]{2})[\s-]*(\d{3,4})[\s-]*(\d{4})$/.exec(typed.trim().toUpperCase());
  return parts ? `${parts[1]}-${parts[2]}-${parts[3]}` : typed.trim();
}

export const isDigitalAddress = (value: string) => DIGITAL_ADDRESS_PATTERN.test(value);

/** An order's digital address: empty, or one written as the GhanaPost app writes it. */
export const digitalAddressSchema = z
  .string()
  .max(20, DIGITAL_ADDRESS_TEXTS.invalid)
  .transform(normalizeDigitalAddress)
  .refine((value) => value === '' || isDigitalAddress(value), DIGITAL_ADDRESS_TEXTS.invalid)
  .optional()
  .default('');
