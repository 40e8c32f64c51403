import { z } from 'zod';
import { NAME_MAX_LENGTH, PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH } from '../constants';
import { ACCOUNT_MESSAGES } from '../messages';
import { marketingChoiceSchema } from './marketing-consent';
import { oneLine } from './one-line';

const email = z
  .string({ error: 'Email is required' })
  .trim()
  .toLowerCase()
  .max(254, 'Email is too long')
  .pipe(z.email('Enter a valid email address'));

/** A password as sign-up takes it; a reset and a change use the same rule. */
const newPassword = (label: string) =>
  z
    .string({ error: `${label} is required` })
    .min(PASSWORD_MIN_LENGTH, `${label} must be at least ${PASSWORD_MIN_LENGTH} characters`)
    .max(PASSWORD_MAX_LENGTH, `${label} may be at most ${PASSWORD_MAX_LENGTH} characters`);

/**
 * The one password rule that needs nothing but the form, checked wherever the form is read;
 * how guessable a password is only the server judges (its word lists stay out of the pages).
 */
export function isPasswordTheEmail(password: string, email: string): boolean {
  return password.trim().toLowerCase() === email.trim().toLowerCase();
}

export const registerBodySchema = z
  .strictObject({
    name: oneLine(
      z
        .string({ error: 'Full Name is required' })
        .trim()
        .min(1, 'Full Name is required')
        .max(NAME_MAX_LENGTH, `Full Name may be at most ${NAME_MAX_LENGTH} characters`),
      'Full Name',
    ),
    email,
    password: z
      .string({ error: 'Password is required' })
      .min(PASSWORD_MIN_LENGTH, `Password must be at least ${PASSWORD_MIN_LENGTH} characters`)
      .max(PASSWORD_MAX_LENGTH, `Password may be at most ${PASSWORD_MAX_LENGTH} characters`),
    /** The boxes of marketing consent ticked at sign-up (decision 0065, source 'sign-up'); absent: none. */
    marketing: marketingChoiceSchema,
  })
  .refine((body) => !isPasswordTheEmail(body.password, body.email), {
    path: ['password'],
    message: ACCOUNT_MESSAGES.passwordIsEmail,
  });
export type RegisterBody = z.infer<typeof registerBodySchema>;

export const loginBodySchema = z.strictObject({
  email,
  password: z
    .string({ error: 'Password is required' })
    .min(1, 'Password is required')
    .max(PASSWORD_MAX_LENGTH, `Password may be at most ${PASSWORD_MAX_LENGTH} characters`),
  /** Staff's browser token from an earlier login (decision 0073): a known or remembered device. */
  deviceToken: z.string().max(200).optional(),
});
export type LoginBody = z.infer<typeof loginBodySchema>;

/** POST /api/user/password/forgot: always the same answer, whether or not the address has an account. */
export const forgotPasswordBodySchema = z.strictObject({
  email,
  /** Which site's page the e-mailed link opens: the storefront's or the admin site's. */
  site: z.enum(['storefront', 'admin']).default('storefront'),
});
export type ForgotPasswordBody = z.input<typeof forgotPasswordBodySchema>;

/** POST /api/user/password/reset: the e-mailed token and the new password. */
export const resetPasswordBodySchema = z.strictObject({
  token: z.string({ error: 'The link is incomplete' }).trim().min(20, 'The link is incomplete').max(200),
  password: newPassword('Password'),
});
export type ResetPasswordBody = z.infer<typeof resetPasswordBodySchema>;

/** POST /api/user/password/change: the logged-in shopper's current password and a new one. */
export const changePasswordBodySchema = z.strictObject({
  currentPassword: z
    .string({ error: 'Current password is required' })
    .min(1, 'Current password is required')
    .max(PASSWORD_MAX_LENGTH),
  newPassword: newPassword('New password'),
});
export type ChangePasswordBody = z.infer<typeof changePasswordBodySchema>;

export const authResponseSchema = z.object({
  success: z.literal(true),
  token: z.string(),
  message: z.string(),
});

export const profileUserSchema = z.object({
  name: z.string(),
  email: z.string(),
  image: z.string().nullable(),
  isAdmin: z.boolean(),
  /** The shop owner: the only staff account that gives or removes staff access. */
  isOwner: z.boolean(),
  /** Pay on delivery is refused for the account after refused deliveries, until staff restore it (decision 0034). */
  payOnDeliveryBlocked: z.boolean().optional(),
});
export type ProfileUser = z.infer<typeof profileUserSchema>;

export const profileResponseSchema = z.object({
  success: z.literal(true),
  user: profileUserSchema,
  isAdmin: z.boolean(),
});
export type ProfileResponse = z.infer<typeof profileResponseSchema>;

export const loginProfileResponseSchema = z.object({
  success: z.literal(true),
  user: z.object({ name: z.string(), email: z.string(), image: z.string().nullable() }),
});

export const newsletterBodySchema = z.strictObject({ email });
export const contactBodySchema = z.strictObject({
  name: oneLine(
    z.string({ error: 'Name is required' }).trim().min(1, 'Name is required').max(NAME_MAX_LENGTH),
    'Name',
  ),
  email: email.optional(),
  message: z
    .string({ error: 'Message is required' })
    .trim()
    .min(1, 'Message is required')
    .max(5000, 'Message may be at most 5000 characters'),
});
export type ContactBody = z.infer<typeof contactBodySchema>;
