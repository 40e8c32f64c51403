import { parseMobileNumber } from '@shop/shared';
import { z } from 'zod';
import { emptyAsUndefined, optionalText, urlWithProtocols, wholeNumber, writeLimit } from './config-values';

/** The SMS providers the shop has an adapter for (modules/messages/sms). */
export const SMS_PROVIDERS = ['africastalking'] as const;
export const AFRICAS_TALKING_LIVE_API = 'https://api.africastalking.com';

/** How many phone codes may be asked for, per number, account and address, and by the whole shop each day. */
export interface PhoneCodeLimits {
  perNumberPerHour: number;
  perAccountPerHour: number;
  perIpPerHour: number;
  perDay: number;
}

export interface SmsConfig {
  /** Where SMS go; undefined without SMS_PROVIDER: SMS are kept in the outbox, not sent. */
  provider:
    | {
        kind: (typeof SMS_PROVIDERS)[number];
        username: string;
        apiKey: string;
        apiBase: string;
        senderId?: string;
      }
    | undefined;
  /** The secret in the delivery-report URL; reports are refused without it. */
  callbackSecret: string | undefined;
  /** Staff phones for new-order and low-stock alerts (STAFF_ALERT_PHONES), in E.164. */
  staffAlertPhones: string[];
  /** ISO country codes whose numbers may receive phone codes (SMS_CODE_COUNTRIES, GH). */
  codeCountries: string[];
  codeLimits: PhoneCodeLimits;
  /** What the shop may spend on SMS in a day, in its SMS account's currency, before codes stop; 0: no cap. */
  dailySpendCap: number;
  /**
   * What one of the shop's texts may cost (SMS_COST_ESTIMATE), in ten-thousandths of the SMS
   * account's currency (the provider reports four decimals): each text is reserved at this
   * against the cap from the moment it is queued until the provider reports its cost.
   */
  costEstimate: number;
}

/** Costs are counted in ten-thousandths of the SMS account's currency: whole numbers, as reported. */
export const SMS_COST_UNITS_PER_CURRENCY_UNIT = 10_000;

const list = (value: string | undefined) =>
  (value ?? '')
    .split(',')
    .map((item) => item.trim())
    .filter(Boolean);

/** The SMS settings (decision 0026), spread into the environment schema (config-environment.ts). */
export const smsEnvironmentShape = {
  SMS_PROVIDER: optionalText(
    z.enum(SMS_PROVIDERS, { error: () => `must be one of ${SMS_PROVIDERS.join(', ')}` }),
  ),
  AT_USERNAME: optionalText(
    z.string().regex(/^[A-Za-z0-9_.-]{1,64}$/, 'must be your Africa’s Talking app username'),
  ),
  AT_API_KEY: optionalText(z.string().min(8, 'must be the API key of your Africa’s Talking app')),
  SMS_SENDER_ID: optionalText(z.string().regex(/^[A-Za-z0-9 ]{1,11}$/, 'must be 1 to 11 letters or digits')),
  SMS_API_BASE: z.preprocess(
    emptyAsUndefined,
    urlWithProtocols(['http:', 'https:'], AFRICAS_TALKING_LIVE_API).default(AFRICAS_TALKING_LIVE_API),
  ),
  SMS_CALLBACK_SECRET: optionalText(
    z.string().regex(/^[A-Za-z0-9_-]{16,128}$/, 'must be 16 to 128 letters, digits, - or _'),
  ),
  STAFF_ALERT_PHONES: optionalText(z.string().max(1000)),
  SMS_CODE_COUNTRIES: z.preprocess(
    emptyAsUndefined,
    z
      .string()
      .regex(/^[A-Za-z]{2}(,\s*[A-Za-z]{2})*$/, 'must be comma-separated two-letter country codes like GH,NG')
      .default('GH'),
  ),
  SMS_CODE_LIMIT_PER_NUMBER_PER_HOUR: writeLimit(3),
  SMS_CODE_LIMIT_PER_ACCOUNT_PER_HOUR: writeLimit(5),
  SMS_CODE_LIMIT_PER_IP_PER_HOUR: writeLimit(10),
  SMS_CODE_LIMIT_PER_DAY: writeLimit(500),
  SMS_DAILY_SPEND_CAP: wholeNumber({
    min: 0,
    max: 10_000_000,
    fallback: 100,
    meaning: 'a whole amount in your SMS account’s currency (0: no cap)',
  }),
  SMS_COST_ESTIMATE: z.preprocess(
    emptyAsUndefined,
    z
      .string()
      .regex(/^\d{1,4}(\.\d{1,4})?$/, 'must be an amount like 0.10, in your SMS account’s currency')
      .default('0.10')
      .transform((amount) => {
        const [whole = '0', fraction = ''] = amount.split('.');
        return Number(whole) * SMS_COST_UNITS_PER_CURRENCY_UNIT + Number(fraction.padEnd(4, '0'));
      })
      .pipe(z.number().min(1, 'must be more than 0')),
  ),
};

type SmsEnvironment = z.output<z.ZodObject<typeof smsEnvironmentShape>>;

/** Checks that belong together: a provider needs its keys. */
export function checkSmsEnvironment(value: SmsEnvironment, context: z.RefinementCtx): void {
  const unreadable = list(value.STAFF_ALERT_PHONES).find((phone) => !parseMobileNumber(phone));
  if (unreadable) {
    context.addIssue({
      code: 'custom',
      path: ['STAFF_ALERT_PHONES'],
      message: `must be mobile numbers separated by commas ("${unreadable}" is not one)`,
    });
  }
  if (!value.SMS_PROVIDER) return;
  for (const name of ['AT_USERNAME', 'AT_API_KEY'] as const) {
    if (!value[name]) {
      context.addIssue({
        code: 'custom',
        path: [name],
        message: 'must be set when SMS_PROVIDER is africastalking',
      });
    }
  }
}

export function smsConfigOf(value: SmsEnvironment): SmsConfig {
  return {
    provider:
      value.SMS_PROVIDER && value.AT_USERNAME && value.AT_API_KEY
        ? {
            kind: value.SMS_PROVIDER,
            username: value.AT_USERNAME,
            apiKey: value.AT_API_KEY,
            apiBase: value.SMS_API_BASE.replace(/\/+$/, ''),
            senderId: value.SMS_SENDER_ID,
          }
        : undefined,
    callbackSecret: value.SMS_CALLBACK_SECRET,
    staffAlertPhones: list(value.STAFF_ALERT_PHONES).flatMap((phone) => parseMobileNumber(phone)?.e164 ?? []),
    codeCountries: list(value.SMS_CODE_COUNTRIES).map((code) => code.toUpperCase()),
    codeLimits: {
      perNumberPerHour: value.SMS_CODE_LIMIT_PER_NUMBER_PER_HOUR,
      perAccountPerHour: value.SMS_CODE_LIMIT_PER_ACCOUNT_PER_HOUR,
      perIpPerHour: value.SMS_CODE_LIMIT_PER_IP_PER_HOUR,
      perDay: value.SMS_CODE_LIMIT_PER_DAY,
    },
    dailySpendCap: value.SMS_DAILY_SPEND_CAP,
    costEstimate: value.SMS_COST_ESTIMATE,
  };
}
