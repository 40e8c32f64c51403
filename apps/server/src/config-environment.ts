import { CHECKOUT_HOLD_MINUTES_DEFAULT, DEFAULT_PICKUP_HOLD_DAYS } from '@shop/shared';
import { z } from 'zod';
import { checkSmsEnvironment, smsEnvironmentShape } from './config-sms';
import { emptyAsUndefined, optionalText, urlWithProtocols, wholeNumber, writeLimit } from './config-values';
import { checkWhatsAppEnvironment, whatsAppEnvironmentShape } from './config-whatsapp';
import { LOG_FORMATS } from './plugins/logging';
import { isProxyAddressEntry, LOOPBACK, proxyAddressEntries } from './plugins/trusted-proxy';

/** A session ends after this many days unused (SESSION_IDLE_DAYS)... */
export const SESSION_IDLE_DAYS_DEFAULT = 30;
/** ...and this many days after its login, however much it is used (SESSION_MAX_DAYS). */
export const SESSION_MAX_DAYS_DEFAULT = 90;

/** Every setting the server reads from its environment, checked; config.ts turns it into a Config. */
export const LOG_LEVELS = ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'] as const;

export const environmentSchema = z
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
    LOG_FORMAT: z.preprocess(
      emptyAsUndefined,
      z.enum(LOG_FORMATS, { error: () => `must be one of ${LOG_FORMATS.join(', ')}` }).default('auto'),
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
    MAIL_SEND_TIMEOUT_S: wholeNumber({
      min: 1,
      max: 600,
      fallback: 20,
      meaning: 'a whole number of seconds, 1 to 600',
    }),
    NODE_ENV: optionalText(z.string()),
    ALLOW_TEST_PAYMENTS: z.preprocess(
      emptyAsUndefined,
      z
        .enum(['true', 'false'], { error: () => 'must be true or false' })
        .default('false')
        .transform((value) => value === 'true'),
    ),
    UPLOAD_MAX_PIXELS: wholeNumber({
      min: 1_000_000,
      max: 268_402_689,
      fallback: 40_000_000,
      meaning: 'a whole number of pixels (width times height)',
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
    SESSION_IDLE_DAYS: wholeNumber({
      min: 1,
      max: 3650,
      fallback: SESSION_IDLE_DAYS_DEFAULT,
      meaning: 'a whole number of days',
    }),
    SESSION_MAX_DAYS: wholeNumber({
      min: 1,
      max: 3650,
      fallback: SESSION_MAX_DAYS_DEFAULT,
      meaning: 'a whole number of days',
    }),
    LOGIN_FAILURES_PER_ADDRESS: wholeNumber({
      min: 1,
      max: 1000,
      fallback: 5,
      meaning: 'a whole number of failed logins',
    }),
    NEWSLETTER_LIMIT_PER_IP_PER_HOUR: writeLimit(20),
    CONTACT_LIMIT_PER_ACCOUNT_PER_HOUR: writeLimit(10),
    CONTACT_LIMIT_PER_IP_PER_HOUR: writeLimit(50),
    CART_LIMIT_PER_ACCOUNT_PER_MINUTE: writeLimit(120),
    CART_LIMIT_PER_IP_PER_MINUTE: writeLimit(600),
    CHECKOUT_LIMIT_PER_ACCOUNT_PER_MINUTE: writeLimit(20),
    CHECKOUT_LIMIT_PER_IP_PER_MINUTE: writeLimit(200),
    WARRANTY_LOOKUPS_PER_IP_PER_MINUTE: writeLimit(30),
    REDIS_KEY_PREFIX: z.preprocess(
      emptyAsUndefined,
      z
        .string()
        .regex(/^[A-Za-z0-9:_.-]{1,64}$/, 'must be 1 to 64 letters, digits or : _ . -')
        .default('shop:'),
    ),
    REQUEST_TIMEOUT_S: wholeNumber({
      min: 1,
      max: 3600,
      fallback: 60,
      meaning: 'a whole number of seconds',
    }),
    HEADERS_TIMEOUT_S: wholeNumber({
      min: 1,
      max: 3600,
      fallback: 10,
      meaning: 'a whole number of seconds',
    }),
    TRUST_PROXY_HOPS: wholeNumber({
      min: 0,
      max: 10,
      fallback: 0,
      meaning: 'the number of proxies in front of the server (0 when none)',
    }),
    TRUST_PROXY_ADDRESSES: z.preprocess(
      emptyAsUndefined,
      z
        .string()
        .transform(proxyAddressEntries)
        .refine((entries) => entries.length > 0 && entries.every(isProxyAddressEntry), {
          message: `must be ${LOOPBACK}, addresses or ranges (10.0.0.0/8), separated by commas`,
        })
        .default([LOOPBACK]),
    ),
    CHECKOUT_HOLD_MINUTES: wholeNumber({
      min: 1,
      max: 24 * 60,
      fallback: CHECKOUT_HOLD_MINUTES_DEFAULT,
      meaning: 'a whole number of minutes',
    }),
    PICKUP_HOLD_DAYS: wholeNumber({
      min: 2,
      max: 60,
      fallback: DEFAULT_PICKUP_HOLD_DAYS,
      meaning: 'a whole number of days',
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
    DEMO_PROMOTIONS: z.preprocess(
      emptyAsUndefined,
      z
        .enum(['true', 'false'], { error: () => 'must be true or false' })
        .default('true')
        .transform((value) => value === 'true'),
    ),
    CHECK_ANSWERS: z.preprocess(
      emptyAsUndefined,
      z
        .enum(['true', 'false'], { error: () => 'must be true or false' })
        .default('false')
        .transform((value) => value === 'true'),
    ),
    METRICS_TOKEN: optionalText(
      z.string().regex(/^[\x21-\x7e]{16,200}$/, 'must be 16 to 200 characters without spaces'),
    ),
    BACKUP_DIR: optionalText(z.string()),
    BACKUP_EVERY_HOURS: wholeNumber({
      min: 1,
      max: 24 * 365,
      fallback: 24,
      meaning: 'a whole number of hours',
    }),
    BACKUP_KEEP: wholeNumber({ min: 1, max: 10_000, fallback: 14, meaning: 'a whole number of backups' }),
    ADMIN_SITE_URL: z.preprocess(
      emptyAsUndefined,
      z
        .string()
        .refine((value) => value.startsWith('/') || /^https?:\/\/[^\s]+$/.test(value), {
          message: 'must be a path like /admin or an http(s) URL',
        })
        .default('/admin'),
    ),
    ...smsEnvironmentShape,
    ...whatsAppEnvironmentShape,
  })
  .superRefine((value, context) => {
    checkSmsEnvironment(value, context);
    checkWhatsAppEnvironment(value, context);
    if (value.SESSION_IDLE_DAYS > value.SESSION_MAX_DAYS) {
      context.addIssue({
        code: 'custom',
        path: ['SESSION_IDLE_DAYS'],
        message: 'must be at most SESSION_MAX_DAYS',
      });
    }
    // Half a key pair would make the shop open Paystack's popup and then fail every verify.
    if (Boolean(value.PAYSTACK_PUBLIC_KEY) !== Boolean(value.PAYSTACK_SECRET_KEY)) {
      const missing = value.PAYSTACK_PUBLIC_KEY ? 'PAYSTACK_SECRET_KEY' : 'PAYSTACK_PUBLIC_KEY';
      context.addIssue({
        code: 'custom',
        path: [missing],
        message: 'must be set together with the other Paystack key (set both or neither)',
      });
    }
    // Node refuses a server whose header timeout is longer than its whole-request timeout.
    if (value.HEADERS_TIMEOUT_S > value.REQUEST_TIMEOUT_S) {
      context.addIssue({
        code: 'custom',
        path: ['HEADERS_TIMEOUT_S'],
        message: 'must not be longer than REQUEST_TIMEOUT_S',
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
