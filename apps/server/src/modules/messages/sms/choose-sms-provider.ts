import type { SmsConfig } from '../../../config-sms';
import { africasTalkingProvider } from './africastalking-provider';
import type { SmsProvider } from './sms-provider';

/** The provider SMS_PROVIDER names, or none: without one SMS are kept in the outbox, not sent. */
export function chooseSmsProvider(config: SmsConfig): SmsProvider | undefined {
  const settings = config.provider;
  if (!settings) return undefined;
  switch (settings.kind) {
    case 'africastalking':
      return africasTalkingProvider(settings);
  }
}
