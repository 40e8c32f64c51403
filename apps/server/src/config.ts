import path from 'node:path';
import { CHECKOUT_HOLD_MINUTES_DEFAULT } from '@shop/shared';
import { z } from 'zod';

const LOG_LEVELS = ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'] as const;

const emptyAsUndefined = (value: unknown) => (value === '' ? undefined : value);
const optionalText = <T extends z.ZodType>(schema: T) => z.preprocess(emptyAsUndefined, schema.optional());

/** A whole number from min to max, with a default when the variable is unset or empty. */
const wholeNumber = (range: { min: number; max: number; fallback: number; meaning: string }) =>
  z.preprocess(
    emptyAsUndefined,
    z
      .string()
      .regex(/^\d+$/, `must be ${range.meaning}`)
      .transform(Number)
      .pipe(
        z
          .number()
          .min(range.min, `must be at least ${range.min}`)
          .max(range.max, `must be at most ${range.max}`),
      )
      .default(range.fallback),
  );

const urlWithProtocols = (protocols: string[], example: string) =>
  z.string().refine(
    (value) => {
      try {
        const url = new URL(value);
        return protocols.includes(url.protocol) && url.hostname.length > 0;
      } catch {
        return false;
      }
    },
    { message: `must be a URL like ${example}` },
  );

const environmentSchema = z
  .object({
    PORT: wholeNumber({ min: 0, max: 65535, fallback: 3000, meaning: 'a whole number between 0 and 65535' }),
    HOST: z.preprocess(emptyAsUndefined, z.string().min(1).default('0.0.0.0')),
    DATABASE_URL: optionalText(
      urlWithProtocols(['postgres:', 'postgresql:'], 'postgres://user@host:5432/shop'),
    ),
    DATA_DIR: z.preprocess(emptyAsUndefined, z.string().default('./data')),
    LOG_LEVEL: z.preprocess(
      emptyAsUndefined,
      z.enum(LOG_LEVELS, { error: () => `must be one of ${LOG_LEVELS.join(', ')}` }).default('info'),
    ),
    PAYSTACK_PUBLIC_KEY: optionalText(
      z.string().regex(/^pk_(test|live)_[A-Za-z0-9]+$/, 'must start with pk_test_ or pk_live_'),
    ),
    PAYSTACK_SECRET_KEY: optionalText(
      z.string().regex(/^sk_(test|live)_[A-Za-z0-9]+$/, 'must start with sk_test_ or sk_live_'),
    ),
    PAYSTACK_API_BASE: z.preprocess(
      emptyAsUndefined,
      urlWithProtocols(['http:', 'https:'], 'https://api.paystack.co').default('https://api.paystack.co'),
    ),
    REDIS_URL: optionalText(urlWithProtocols(['redis:', 'rediss:'], 'redis://127.0.0.1:6379')),
    SMTP_URL: optionalText(
      urlWithProtocols(['smtp:', 'smtps:'], 'smtps://user:password@smtp.example.com:465'),
    ),
    MAIL_FROM: z.preprocess(
      emptyAsUndefined,
      z.string().min(3).default('Kwik Tech Ghana <no-reply@kwiktech.com.gh>'),
    ),
    STAFF_ALERT_EMAIL: optionalText(z.email('must be an e-mail address')),
    MAIL_POLL_INTERVAL_S: wholeNumber({
      min: 0,
      max: 3600,
      fallback: 5,
      meaning: 'a whole number of seconds (0 stops the mail worker)',
    }),
    PUBLIC_URL: optionalText(urlWithProtocols(['http:', 'https:'], 'https://shop.example.com')),
    CATALOGUE_CACHE_MB: wholeNumber({
      min: 0,
      max: 16_384,
      fallback: 64,
      meaning: 'a whole number of megabytes (0 turns the answer cache off)',
    }),
    SHUTDOWN_GRACE_S: wholeNumber({
      min: 1,
      max: 600,
      fallback: 10,
      meaning: 'a whole number of seconds',
    }),
    AUTH_RATE_LIMIT_PER_MINUTE: wholeNumber({
      min: 1,
      max: 100_000,
      fallback: 10,
      meaning: 'a whole number of attempts',
    }),
    TRUST_PROXY_HOPS: wholeNumber({
      min: 0,
      max: 10,
      fallback: 0,
      meaning: 'the number of proxies in front of the server (0 when none)',
    }),
    CHECKOUT_HOLD_MINUTES: wholeNumber({
      min: 1,
      max: 24 * 60,
      fallback: CHECKOUT_HOLD_MINUTES_DEFAULT,
      meaning: 'a whole number of minutes',
    }),
    CHECKOUT_SWEEP_INTERVAL_S: wholeNumber({
      min: 0,
      max: 24 * 60 * 60,
      fallback: 30,
      meaning: 'a whole number of seconds (0 turns the sweeper off)',
    }),
    CHECKOUT_CONFIRM_AFTER_S: wholeNumber({
      min: 0,
      max: 24 * 60 * 60,
      fallback: 120,
      meaning: 'a whole number of seconds',
    }),
    CHECK_ANSWERS: z.preprocess(
      emptyAsUndefined,
      z
        .enum(['true', 'false'], { error: () => 'must be true or false' })
        .default('false')
        .transform((value) => value === 'true'),
    ),
    ADMIN_SITE_URL: z.preprocess(
      emptyAsUndefined,
      z
        .string()
        .refine((value) => value.startsWith('/') || /^https?:\/\/[^\s]+$/.test(value), {
          message: 'must be a path like /admin or an http(s) URL',
        })
        .default('/admin'),
    ),
  })
  .superRefine((value, context) => {
    // Half a key pair would make the shop open Paystack's popup and then fail every verify.
    if (Boolean(value.PAYSTACK_PUBLIC_KEY) !== Boolean(value.PAYSTACK_SECRET_KEY)) {
      const missing = value.PAYSTACK_PUBLIC_KEY ? 'PAYSTACK_SECRET_KEY' : 'PAYSTACK_PUBLIC_KEY';
      context.addIssue({
        code: 'custom',
        path: [missing],
        message: 'must be set together with the other Paystack key (set both or neither)',
      });
    }
    const publicMode = value.PAYSTACK_PUBLIC_KEY?.startsWith('pk_live_') ? 'live' : 'test';
    const secretMode = value.PAYSTACK_SECRET_KEY?.startsWith('sk_live_') ? 'live' : 'test';
    if (value.PAYSTACK_PUBLIC_KEY && value.PAYSTACK_SECRET_KEY && publicMode !== secretMode) {
      context.addIssue({
        code: 'custom',
        path: ['PAYSTACK_SECRET_KEY'],
        message: 'must be of the same mode (test or live) as PAYSTACK_PUBLIC_KEY',
      });
    }
  });

export interface Config {
  port: number;
  host: string;
  databaseUrl: string | undefined;
  dataDir: string;
  logLevel: (typeof LOG_LEVELS)[number];
  paystack: { publicKey: string; secretKey: string; apiBase: string } | undefined;
  paystackApiBase: string;
  /** How long a Paystack call may take before the shopper is told to retry; 10 s when unset (tests shorten it). */
  paystackTimeoutMs?: number;
  redisUrl: string | undefined;
  /** Where the outbox is sent (SMTP_URL); without it messages are kept for staff to read. */
  smtpUrl: string | undefined;
  mailFrom: string;
  /** One address for staff alerts instead of every staff account (STAFF_ALERT_EMAIL). */
  staffAlertEmail: string | undefined;
  /** How often the mail worker looks for messages to send, in seconds; 0 turns it off. */
  mailPollIntervalS: number;
  /** The shop's public address for absolute links (PUBLIC_URL, no trailing slash). */
  publicUrl: string | undefined;
  /** Memory for the public catalogue's answers (plugins/answer-cache), in megabytes; 0 turns it off. */
  catalogueCacheMb: number;
  /** How long a SIGTERM or SIGINT waits for requests in flight before the process exits. */
  shutdownGraceS: number;
  adminSiteUrl: string;
  /**
   * Checks every answer against its route's response schema before sending it, answering 500
   * on a mismatch (CHECK_ANSWERS; on in the tests, off in production for speed).
   */
  checkAnswers: boolean;
  /** Register and login attempts allowed per IP and per email each minute. */
  authRateLimitPerMinute: number;
  /**
   * Proxies in front of the server whose X-Forwarded-For is believed. 0 believes none, so a
   * client cannot dodge the per-IP rate limit by sending the header itself.
   */
  trustProxyHops: number;
  /** How long a pending checkout holds its stock (CHECKOUT_HOLD_MINUTES, 15). */
  checkoutHoldMinutes: number;
  /** How often the checkout sweeper runs, in seconds; 0 turns it off (tests run it by hand). */
  checkoutSweepIntervalS: number;
  /** After how long the sweeper asks the provider about a pending checkout, and retries a refund, in seconds. */
  checkoutConfirmAfterS: number;
}

export class ConfigError extends Error {
  override name = 'ConfigError';
}

/** Reads and checks the environment; a bad value throws one line that names the variable. */
export function loadConfig(environment: NodeJS.ProcessEnv = process.env): Config {
  const result = environmentSchema.safeParse(environment);
  if (!result.success) {
    const issue = result.error.issues[0]!;
    const variable = String(issue.path[0] ?? 'environment');
    throw new ConfigError(`Invalid configuration: ${variable} ${issue.message}.`);
  }
  const value = result.data;
  return {
    port: value.PORT,
    host: value.HOST,
    databaseUrl: value.DATABASE_URL,
    dataDir: path.resolve(value.DATA_DIR),
    logLevel: value.LOG_LEVEL,
    paystack:
      value.PAYSTACK_PUBLIC_KEY && value.PAYSTACK_SECRET_KEY
        ? {
            publicKey: value.PAYSTACK_PUBLIC_KEY,
            secretKey: value.PAYSTACK_SECRET_KEY,
            apiBase: value.PAYSTACK_API_BASE,
          }
        : undefined,
    paystackApiBase: value.PAYSTACK_API_BASE,
    redisUrl: value.REDIS_URL,
    smtpUrl: value.SMTP_URL,
    mailFrom: value.MAIL_FROM,
    staffAlertEmail: value.STAFF_ALERT_EMAIL,
    mailPollIntervalS: value.MAIL_POLL_INTERVAL_S,
    publicUrl: value.PUBLIC_URL?.replace(/\/+$/, ''),
    catalogueCacheMb: value.CATALOGUE_CACHE_MB,
    shutdownGraceS: value.SHUTDOWN_GRACE_S,
    adminSiteUrl: value.ADMIN_SITE_URL,
    checkAnswers: value.CHECK_ANSWERS,
    authRateLimitPerMinute: value.AUTH_RATE_LIMIT_PER_MINUTE,
    trustProxyHops: value.TRUST_PROXY_HOPS,
    checkoutHoldMinutes: value.CHECKOUT_HOLD_MINUTES,
    checkoutSweepIntervalS: value.CHECKOUT_SWEEP_INTERVAL_S,
    checkoutConfirmAfterS: value.CHECKOUT_CONFIRM_AFTER_S,
  };
}
