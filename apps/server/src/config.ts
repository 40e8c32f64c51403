import { environmentSchema, type LOG_LEVELS } from './config-environment';
import { type SmsConfig, smsConfigOf } from './config-sms';
import {
  type ReminderConfig,
  reminderConfigOf,
  type WhatsAppConfig,
  whatsAppConfigOf,
} from './config-whatsapp';
import { resolveFromInvocation } from './paths';
import type { LogFormat } from './plugins/logging';

export { SESSION_IDLE_DAYS_DEFAULT, SESSION_MAX_DAYS_DEFAULT } from './config-environment';

/** How many writes one client address, and one account, may make in a window. */
export interface WriteLimit {
  perIp: number;
  /** Unset where the write needs no login (the newsletter). */
  perAccount?: number;
  windowS: number;
}

/** The writes a visitor can make, each limited on its own (plugins/abuse-limits.ts). */
export type WriteKind = 'newsletter' | 'contact' | 'cart' | 'checkout';

export interface Config {
  port: number;
  host: string;
  databaseUrl: string | undefined;
  dataDir: string;
  logLevel: (typeof LOG_LEVELS)[number];
  /** Pretty lines or JSON (LOG_FORMAT; `auto`: pretty in a terminal outside production). */
  logFormat: LogFormat;
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
  /**
   * How long one e-mail or SMS send may take before it is cut off and tried later
   * (MAIL_SEND_TIMEOUT_S, 20); a claimed message is held three times as long (decision 0057).
   */
  mailSendTimeoutMs: number;
  /** SMS: the provider, delivery reports, staff phones, phone-code limits (config-sms.ts). */
  sms: SmsConfig;
  /** WhatsApp: the Cloud API, its webhook's secrets, template language, cost (config-whatsapp.ts). */
  whatsApp: WhatsAppConfig;
  /** Cart reminders and back-in-stock notices: when and how often (config-whatsapp.ts). */
  reminders: ReminderConfig;
  /**
   * Outside production, a message whose channel has no settings (SMTP_URL, SMS_PROVIDER) is
   * delivered to the demo mailbox in DATA_DIR instead of kept unsent (decision 0054).
   */
  demoMailbox: boolean;
  /** NODE_ENV=production: a shop that must not fall back to the test payment provider by accident. */
  production: boolean;
  /** ALLOW_TEST_PAYMENTS=true lets a production shop without Paystack keys run the test provider. */
  allowTestPayments: boolean;
  /** The most pixels (width times height) an uploaded image may have (UPLOAD_MAX_PIXELS). */
  uploadMaxPixels: number;
  /** The shop's public address for absolute links (PUBLIC_URL, no trailing slash). */
  publicUrl: string | undefined;
  /** Memory for the public catalogue's answers (plugins/answer-cache), in megabytes; 0 turns it off. */
  catalogueCacheMb: number;
  /** How long a SIGTERM or SIGINT waits for requests in flight before the process exits. */
  shutdownGraceS: number;
  adminSiteUrl: string;
  /** A session ends after this many days without a request (SESSION_IDLE_DAYS, 30). */
  sessionIdleDays: number;
  /** A session ends this many days after its login, however much it is used (SESSION_MAX_DAYS, 90). */
  sessionMaxDays: number;
  /** How often ended and revoked sessions are deleted, in seconds; 0 turns it off (tests run it by hand). */
  sessionSweepIntervalS: number;
  /**
   * Checks every answer against its route's response schema before sending it, answering 500
   * on a mismatch (CHECK_ANSWERS; on in the tests, off in production for speed).
   */
  checkAnswers: boolean;
  /**
   * Whether a demo shop's seed (not a production one's) puts on the demo's sale, codes and free
   * delivery (DEMO_PROMOTIONS, on): the test runs that count their own figures turn it off.
   */
  demoPromotions: boolean;
  /** Attempts allowed per IP on each account route, and register and reset requests per email, each minute. */
  authRateLimitPerMinute: number;
  /** Failed logins from one address for one account in 15 minutes before that pair gets 429 (decision 0013). */
  loginFailuresPerAddress: number;
  writeLimits: Record<WriteKind, WriteLimit>;
  /** Warranty checks (GET /api/warranty/:serial) one address may make, so the serials cannot be walked. */
  warrantyLookupLimit: WriteLimit;
  /** Prefixes every Redis key of the shop, so several shops (or test runs) can share one Redis. */
  redisKeyPrefix: string;
  /** How long a client may take to send a whole request, and its headers, in seconds. */
  requestTimeoutS: number;
  headersTimeoutS: number;
  /**
   * Proxies in front of the server whose X-Forwarded-For is believed. 0 believes none, so a
   * client cannot dodge the per-IP rate limit by sending the header itself.
   */
  trustProxyHops: number;
  /**
   * Where those proxies connect from (TRUST_PROXY_ADDRESSES: `loopback`, addresses, ranges):
   * X-Forwarded-For from anyone else is not believed (plugins/trusted-proxy.ts).
   */
  trustProxyAddresses: string[];
  /** The bearer token GET /metrics asks for (METRICS_TOKEN); unset, /metrics does not exist. */
  metricsToken: string | undefined;
  /** Automatic backups (BACKUP_DIR): where, how often and how many are kept; unset, none are taken. */
  backup: { dir: string; everyHours: number; keep: number } | undefined;
  /** How long a pending checkout holds its stock (CHECKOUT_HOLD_MINUTES, 15). */
  checkoutHoldMinutes: number;
  /** Days a ready pickup waits at its branch before it is cancelled (PICKUP_HOLD_DAYS, 7; decision 0069). */
  pickupHoldDays: number;
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
    // Relative folders are meant from where npm was run, the same for every command (paths.ts).
    dataDir: resolveFromInvocation(value.DATA_DIR, environment),
    logLevel: value.LOG_LEVEL,
    logFormat: value.LOG_FORMAT,
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
    mailSendTimeoutMs: value.MAIL_SEND_TIMEOUT_S * 1000,
    sms: smsConfigOf(value),
    whatsApp: whatsAppConfigOf(value),
    reminders: reminderConfigOf(value),
    demoMailbox: value.NODE_ENV !== 'production',
    production: value.NODE_ENV === 'production',
    allowTestPayments: value.ALLOW_TEST_PAYMENTS,
    uploadMaxPixels: value.UPLOAD_MAX_PIXELS,
    publicUrl: value.PUBLIC_URL?.replace(/\/+$/, ''),
    catalogueCacheMb: value.CATALOGUE_CACHE_MB,
    shutdownGraceS: value.SHUTDOWN_GRACE_S,
    adminSiteUrl: value.ADMIN_SITE_URL,
    sessionIdleDays: value.SESSION_IDLE_DAYS,
    sessionMaxDays: value.SESSION_MAX_DAYS,
    // Hourly: a row left a little longer costs nothing, the look-up already refuses it.
    sessionSweepIntervalS: 60 * 60,
    checkAnswers: value.CHECK_ANSWERS,
    demoPromotions: value.DEMO_PROMOTIONS,
    authRateLimitPerMinute: value.AUTH_RATE_LIMIT_PER_MINUTE,
    loginFailuresPerAddress: value.LOGIN_FAILURES_PER_ADDRESS,
    writeLimits: {
      newsletter: { perIp: value.NEWSLETTER_LIMIT_PER_IP_PER_HOUR, windowS: 3600 },
      contact: {
        perIp: value.CONTACT_LIMIT_PER_IP_PER_HOUR,
        perAccount: value.CONTACT_LIMIT_PER_ACCOUNT_PER_HOUR,
        windowS: 3600,
      },
      cart: {
        perIp: value.CART_LIMIT_PER_IP_PER_MINUTE,
        perAccount: value.CART_LIMIT_PER_ACCOUNT_PER_MINUTE,
        windowS: 60,
      },
      checkout: {
        perIp: value.CHECKOUT_LIMIT_PER_IP_PER_MINUTE,
        perAccount: value.CHECKOUT_LIMIT_PER_ACCOUNT_PER_MINUTE,
        windowS: 60,
      },
    },
    warrantyLookupLimit: { perIp: value.WARRANTY_LOOKUPS_PER_IP_PER_MINUTE, windowS: 60 },
    redisKeyPrefix: value.REDIS_KEY_PREFIX,
    requestTimeoutS: value.REQUEST_TIMEOUT_S,
    headersTimeoutS: value.HEADERS_TIMEOUT_S,
    trustProxyHops: value.TRUST_PROXY_HOPS,
    trustProxyAddresses: value.TRUST_PROXY_ADDRESSES,
    metricsToken: value.METRICS_TOKEN,
    backup: value.BACKUP_DIR
      ? {
          dir: resolveFromInvocation(value.BACKUP_DIR, environment),
          everyHours: value.BACKUP_EVERY_HOURS,
          keep: value.BACKUP_KEEP,
        }
      : undefined,
    checkoutHoldMinutes: value.CHECKOUT_HOLD_MINUTES,
    checkoutSweepIntervalS: value.CHECKOUT_SWEEP_INTERVAL_S,
    checkoutConfirmAfterS: value.CHECKOUT_CONFIRM_AFTER_S,
    pickupHoldDays: value.PICKUP_HOLD_DAYS,
  };
}
