import { SECRET_MASK, STOCK_ALERT_MESSAGE_TEXTS } from '@shop/shared';
import type { SmsMessage } from '../outbox/outbox-repository';
import { BACK_IN_STOCK_KIND } from '../outbox/quiet-hours';
import { fitAround } from './gsm-text';

/**
 * The one text of "Notify me when it's back" (decision 0066): the variant's name, cut to fit
 * one segment around the product's link. Of the kind that keeps quiet hours.
 */
export function backInStockSms(to: string, name: string, url: string): SmsMessage {
  return {
    kind: BACK_IN_STOCK_KIND,
    to,
    text: fitAround((fitted) => STOCK_ALERT_MESSAGE_TEXTS.sms(fitted, url), name),
  };
}

/**
 * A guest's 6-digit code for a back-in-stock request by phone. The code is the message's
 * secret: the words hold the mask, the same length, as a phone code's do (phone-code-sms.ts).
 */
export function stockAlertCodeSms(to: string, code: string): SmsMessage {
  return {
    kind: 'stock-alert-code',
    to,
    text: STOCK_ALERT_MESSAGE_TEXTS.codeSms(SECRET_MASK),
    secret: code,
  };
}
