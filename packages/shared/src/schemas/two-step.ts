import { z } from 'zod';
import { PASSWORD_MAX_LENGTH } from '../constants';

/*
 * Staff's two-step sign-in (decision 0073): the login's second step, the set-up calls under
 * /api/admin/two-step and the owner's requirement.
 */

/** A 6-digit code from the app, or a recovery code (letters and digits, dashes allowed). */
const code = z
  .string({ error: 'Code is required' })
  .trim()
  .min(6, 'Enter the 6-digit code')
  .max(24, 'Enter the 6-digit code');

/** A token the server handed out: random base64url. */
const serverToken = z.string().min(10).max(200);

/** The login's answer when the password was right and a code is still needed (no session yet). */
export const secondStepResponseSchema = z.object({
  success: z.literal(true),
  secondFactorRequired: z.literal(true),
  /** Short-lived: sent back with the code to POST /api/user/login/second-step. */
  challenge: z.string(),
  message: z.string(),
});
export type SecondStepResponse = z.infer<typeof secondStepResponseSchema>;

/**
 * The login's answer with a session: a shopper's is `{success, token, message}` as ever; staff's
 * may add the device token to keep (new device) and that the owner requires set-up first.
 */
export const sessionResponseSchema = z.object({
  success: z.literal(true),
  token: z.string(),
  message: z.string(),
  /** Staff only: this browser's token, kept and sent with the next login (a new device). */
  deviceToken: z.string().optional(),
  /** Staff only: the owner requires two-step sign-in and this account has not set it up. */
  secondFactorSetupRequired: z.literal(true).optional(),
});
export type SessionResponse = z.infer<typeof sessionResponseSchema>;

/**
 * POST /api/user/login: one object (so its serialiser is compiled, decision 0017) that is either
 * a session (`token`) or, for staff with two-step sign-in, the second step (`secondFactorRequired`,
 * `challenge`, no token). A shopper's is always `{success, token, message}`.
 */
export const loginResponseSchema = sessionResponseSchema.extend({
  token: z.string().optional(),
  secondFactorRequired: z.literal(true).optional(),
  challenge: z.string().optional(),
});
export type LoginResponse = z.infer<typeof loginResponseSchema>;

/** POST /api/user/login/second-step */
export const secondStepBodySchema = z.strictObject({
  challenge: serverToken,
  code,
  /** "Remember this device for 30 days". */
  rememberDevice: z.boolean().optional(),
});
export type SecondStepBody = z.infer<typeof secondStepBodySchema>;

/** GET /api/admin/two-step: the staff member's own state and the owner's rule. */
export const twoStepStatusResponseSchema = z.object({
  success: z.literal(true),
  enabled: z.boolean(),
  /** The owner requires a second factor of every staff account. */
  requiredForAllStaff: z.boolean(),
  recoveryCodesLeft: z.number().int(),
});
export type TwoStepStatus = z.infer<typeof twoStepStatusResponseSchema>;

/** POST /api/admin/two-step/setup: a fresh secret, waiting for a first code. */
export const twoStepSetupResponseSchema = z.object({
  success: z.literal(true),
  secret: z.string(),
  otpauthUri: z.string(),
  /** The otpauth URI as an SVG QR code, a data: URL for an <img>. */
  qrCode: z.string(),
});
export type TwoStepSetup = z.infer<typeof twoStepSetupResponseSchema>;

export const twoStepCodeBodySchema = z.strictObject({ code });
export type TwoStepCodeBody = z.infer<typeof twoStepCodeBodySchema>;

/** Turning on, or new codes: the 10 recovery codes, shown once. */
export const recoveryCodesResponseSchema = z.object({
  success: z.literal(true),
  message: z.string(),
  recoveryCodes: z.array(z.string()),
});
export type RecoveryCodesResponse = z.infer<typeof recoveryCodesResponseSchema>;

export const twoStepOffBodySchema = z.strictObject({
  password: z.string().min(1, 'Password is required').max(PASSWORD_MAX_LENGTH),
  code,
});
export type TwoStepOffBody = z.infer<typeof twoStepOffBodySchema>;

/** GET and PUT /api/admin/staff-security (the PUT is the owner's). */
export const staffSecurityBodySchema = z.strictObject({ twoStepRequired: z.boolean() });
export type StaffSecurityBody = z.infer<typeof staffSecurityBodySchema>;
export const staffSecurityResponseSchema = z.object({
  success: z.literal(true),
  message: z.string().optional(),
  twoStepRequired: z.boolean(),
});
