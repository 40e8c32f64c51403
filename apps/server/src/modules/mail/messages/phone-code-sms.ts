import { SMS_TEXTS } from '@shop/shared';
import type { SmsMessage } from '../outbox-repository';

/** The code that checks a phone (POST /api/user/phone/start). */
export function phoneCodeSms(to: string, code: string): SmsMessage {
  return { kind: 'phone-code', to, text: SMS_TEXTS.phoneCode(code) };
}

/**
 * The SMS with its code blanked: what the outbox keeps once it is sent and what staff see,
 * so the code lives in the clear only until it leaves (its hash is in phone_codes).
 */
export function redactPhoneCode(kind: string, text: string): string {
  return kind === 'phone-code' ? text.replace(/\d{6}/g, '******') : text;
}
