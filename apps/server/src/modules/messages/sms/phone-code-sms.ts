import { SECRET_MASK, SMS_TEXTS } from '@shop/shared';
import type { SmsMessage } from '../outbox/outbox-repository';

/**
 * The code that checks a phone (POST /api/user/phone/start). The code is the message's
 * secret: its words hold the mask, the same length, so the text still fits one segment.
 */
export function phoneCodeSms(to: string, code: string): SmsMessage {
  return { kind: 'phone-code', to, text: SMS_TEXTS.phoneCode(SECRET_MASK), secret: code };
}
