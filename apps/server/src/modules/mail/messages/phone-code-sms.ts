import { SMS_TEXTS } from '@shop/shared';
import type { SmsMessage } from '../outbox-repository';

/** The code that checks a phone (POST /api/user/phone/start). */
export function phoneCodeSms(to: string, code: string): SmsMessage {
  return { kind: 'phone-code', to, text: SMS_TEXTS.phoneCode(code) };
}
