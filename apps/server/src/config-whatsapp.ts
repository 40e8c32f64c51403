import { z } from 'zod';
import { SMS_COST_UNITS_PER_CURRENCY_UNIT } from './config-sms';
import { emptyAsUndefined, optionalText, urlWithProtocols, wholeNumber } from './config-values';

/** The Cloud API's address, with the Graph API version the shop's requests are written for. */
export const WHATSAPP_LIVE_API = 'https://graph.facebook.com/v21.0';

export interface WhatsAppConfig {
  /**
   * Where WhatsApp messages go (decision 0066); undefined without WHATSAPP_TOKEN and
   * WHATSAPP_PHONE_NUMBER_ID: they are kept in the outbox (or the demo mailbox), not sent.
   */
  cloudApi: { token: string; phoneNumberId: string; apiBase: string } | undefined;
  /** The Meta app's secret: the webhook's X-Hub-Signature-256 is checked with it; none: refused. */
  appSecret: string | undefined;
  /** What Meta sends back when the webhook is subscribed (hub.verify_token). */
  verifyToken: string | undefined;
  /** The language the shop's templates were registered in (en, en_GB). */
  templateLanguage: string;
  /** What one WhatsApp message is reckoned to cost, in ten-thousandths of the SMS account's currency. */
  costEstimate: number;
}

/** When a left cart is reminded of, and how often the reminder jobs look (decision 0066). */
export interface ReminderConfig {
  /** Hours a cart must be left untouched before its one reminder (CART_REMINDER_AFTER_HOURS); 0: never. */
  cartReminderAfterHours: number;
  /** How often the cart-reminder and back-in-stock jobs run, in seconds (REMINDER_INTERVAL_S); 0: never. */
  intervalS: number;
  /**
   * The hours (Ghana time, UTC) in which nothing marketing is sent (QUIET_HOURS, 21-08); the shop
   * may move them, never drop them in production.
   */
  quietHours: QuietHours;
}

/** From `from`:00 until `until`:00, across midnight when `from` is after `until`. */
export interface QuietHours {
  from: number;
  until: number;
}

const amount = (fallback: string) =>
  z.preprocess(
    emptyAsUndefined,
    z
      .string()
      .regex(/^\d{1,4}(\.\d{1,4})?$/, 'must be an amount like 0.20, in your SMS account’s currency')
      .default(fallback)
      .transform((value) => {
        const [whole = '0', fraction = ''] = value.split('.');
        return Number(whole) * SMS_COST_UNITS_PER_CURRENCY_UNIT + Number(fraction.padEnd(4, '0'));
      })
      .pipe(z.number().min(1, 'must be more than 0')),
  );

/** The WhatsApp and reminder settings, spread into the environment schema (config-environment.ts). */
export const whatsAppEnvironmentShape = {
  WHATSAPP_TOKEN: optionalText(z.string().min(20, 'must be the access token of your WhatsApp Business app')),
  WHATSAPP_PHONE_NUMBER_ID: optionalText(
    z.string().regex(/^\d{5,20}$/, 'must be the digits of your phone number ID'),
  ),
  WHATSAPP_API_BASE: z.preprocess(
    emptyAsUndefined,
    urlWithProtocols(['http:', 'https:'], WHATSAPP_LIVE_API).default(WHATSAPP_LIVE_API),
  ),
  WHATSAPP_APP_SECRET: optionalText(
    z.string().regex(/^[A-Za-z0-9]{16,128}$/, 'must be your Meta app’s secret'),
  ),
  WHATSAPP_VERIFY_TOKEN: optionalText(
    z.string().regex(/^[A-Za-z0-9_-]{16,128}$/, 'must be 16 to 128 letters, digits, - or _'),
  ),
  WHATSAPP_TEMPLATE_LANGUAGE: z.preprocess(
    emptyAsUndefined,
    z
      .string()
      .regex(/^[a-z]{2,3}(_[A-Z]{2})?$/, 'must be a template language code like en or en_GB')
      .default('en'),
  ),
  WHATSAPP_COST_ESTIMATE: amount('0.20'),
  CART_REMINDER_AFTER_HOURS: wholeNumber({
    min: 0,
    max: 24 * 14,
    fallback: 24,
    meaning: 'a whole number of hours',
  }),
  QUIET_HOURS: z.preprocess(
    emptyAsUndefined,
    z
      .string()
      .regex(
        /^([01]\d|2[0-3])-([01]\d|2[0-3])$/,
        'must be two hours like 21-08 (from 21:00 until 08:00, Ghana time)',
      )
      .default('21-08')
      .transform((value): QuietHours => {
        const [from = 21, until = 8] = value.split('-').map(Number);
        return { from, until };
      })
      .refine((hours) => hours.from !== hours.until, 'must start and end at different hours'),
  ),
  REMINDER_INTERVAL_S: wholeNumber({
    min: 0,
    max: 24 * 60 * 60,
    fallback: 300,
    meaning: 'a whole number of seconds',
  }),
};

type WhatsAppEnvironment = z.output<z.ZodObject<typeof whatsAppEnvironmentShape>>;

/** A token without the number it sends from (or the reverse) would send nothing: both or neither. */
export function checkWhatsAppEnvironment(value: WhatsAppEnvironment, context: z.RefinementCtx): void {
  if (Boolean(value.WHATSAPP_TOKEN) === Boolean(value.WHATSAPP_PHONE_NUMBER_ID)) return;
  const missing = value.WHATSAPP_TOKEN ? 'WHATSAPP_PHONE_NUMBER_ID' : 'WHATSAPP_TOKEN';
  context.addIssue({
    code: 'custom',
    path: [missing],
    message: 'must be set together with the other WhatsApp setting (set both or neither)',
  });
}

export function whatsAppConfigOf(value: WhatsAppEnvironment): WhatsAppConfig {
  return {
    cloudApi:
      value.WHATSAPP_TOKEN && value.WHATSAPP_PHONE_NUMBER_ID
        ? {
            token: value.WHATSAPP_TOKEN,
            phoneNumberId: value.WHATSAPP_PHONE_NUMBER_ID,
            apiBase: value.WHATSAPP_API_BASE.replace(/\/+$/, ''),
          }
        : undefined,
    appSecret: value.WHATSAPP_APP_SECRET,
    verifyToken: value.WHATSAPP_VERIFY_TOKEN,
    templateLanguage: value.WHATSAPP_TEMPLATE_LANGUAGE,
    costEstimate: value.WHATSAPP_COST_ESTIMATE,
  };
}

export function reminderConfigOf(value: WhatsAppEnvironment): ReminderConfig {
  return {
    cartReminderAfterHours: value.CART_REMINDER_AFTER_HOURS,
    intervalS: value.REMINDER_INTERVAL_S,
    quietHours: value.QUIET_HOURS,
  };
}
