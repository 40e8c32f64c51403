import { z } from 'zod';
import { PASSWORD_MAX_LENGTH } from '../constants';
import { REVIEW_CHOICES } from '../my-data';

/** POST /api/user/delete-account: the password again, and what becomes of the shopper's reviews. */
export const deleteAccountBodySchema = z.strictObject({
  password: z
    .string({ error: 'Password is required' })
    .min(1, 'Password is required')
    .max(PASSWORD_MAX_LENGTH, `Password may be at most ${PASSWORD_MAX_LENGTH} characters`),
  reviews: z.enum(REVIEW_CHOICES, { error: 'Choose what becomes of your reviews' }),
});
export type DeleteAccountBody = z.infer<typeof deleteAccountBodySchema>;
