import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from './config';

const failure = (environment: Record<string, string>) => {
  try {
    loadConfig(environment);
  } catch (error) {
    expect(error).toBeInstanceOf(ConfigError);
    return (error as Error).message;
  }
  throw new Error('expected the configuration to be refused');
};

describe('SMS settings', () => {
  it('send nothing by default, with the code limits and spend cap of docs/configuration.md', () => {
    const { sms } = loadConfig({});
    expect(sms.provider).toBeUndefined();
    expect(sms.callbackSecret).toBeUndefined();
    expect(sms.staffAlertPhones).toEqual([]);
    expect(sms.codeCountries).toEqual(['GH']);
    expect(sms.codeLimits).toEqual({
      perNumberPerHour: 3,
      perAccountPerHour: 5,
      perIpPerHour: 10,
      perDay: 500,
    });
    expect(sms.dailySpendCap).toBe(100);
  });

  it("take Africa's Talking's keys and read the staff phones in E.164", () => {
    const { sms } = loadConfig({
      SMS_PROVIDER: 'africastalking',
      AT_USERNAME: 'kwiktech',
      AT_API_KEY: 'atsk_0123456789abcdef',
      SMS_SENDER_ID: 'KwikTech',
      SMS_API_BASE: 'https://api.sandbox.africastalking.com/',
      STAFF_ALERT_PHONES: '024 123 4567, +234 803 123 4567',
      SMS_CODE_COUNTRIES: 'gh,ng',
    });
    expect(sms.provider).toEqual({
      kind: 'africastalking',
      username: 'kwiktech',
      apiKey: 'atsk_0123456789abcdef',
      apiBase: 'https://api.sandbox.africastalking.com',
      senderId: 'KwikTech',
    });
    expect(sms.staffAlertPhones).toEqual(['+233241234567', '+2348031234567']);
    expect(sms.codeCountries).toEqual(['GH', 'NG']);
  });

  it('refuse a provider without its keys, a long sender ID, a staff number that is not a mobile one', () => {
    expect(failure({ SMS_PROVIDER: 'africastalking' })).toBe(
      'Invalid configuration: AT_USERNAME must be set when SMS_PROVIDER is africastalking.',
    );
    expect(failure({ SMS_PROVIDER: 'hubtel' })).toBe(
      'Invalid configuration: SMS_PROVIDER must be one of africastalking.',
    );
    expect(failure({ SMS_SENDER_ID: 'KwikTechGhana' })).toBe(
      'Invalid configuration: SMS_SENDER_ID must be 1 to 11 letters or digits.',
    );
    expect(failure({ STAFF_ALERT_PHONES: '0241234567, 030 212 3456' })).toContain(
      'STAFF_ALERT_PHONES must be mobile numbers separated by commas ("030 212 3456" is not one)',
    );
    expect(failure({ SMS_CALLBACK_SECRET: 'short' })).toContain('SMS_CALLBACK_SECRET must be 16 to 128');
  });
});
