import { AFRICAS_TALKING_LIVE_API } from '../../config-sms';
import { advice, type DoctorCheck, type Finding, fix, maskSecret, ok } from './finding';

/**
 * SMS (Africa's Talking) and WhatsApp: the config already refuses a provider without its keys
 * and half a WhatsApp pair; what it cannot see is a sandbox username sent to the live API or
 * the reverse, which Africa's Talking refuses, so no text would ever leave.
 */
export const checkTexts: DoctorCheck = async ({ config }) => {
  const findings: Finding[] = [];
  const sms = config.sms.provider;
  const where = config.publicUrl ?? 'PUBLIC_URL';
  if (!sms) {
    findings.push(
      advice(
        'SMS_PROVIDER unset: texts (order updates, phone codes, pickup codes) are kept unsent. Set SMS_PROVIDER=africastalking with AT_USERNAME and AT_API_KEY.',
      ),
    );
  } else {
    const sandboxName = sms.username === 'sandbox';
    const sandboxApi = /sandbox/i.test(sms.apiBase);
    const liveApi = sms.apiBase.replace(/\/+$/, '') === AFRICAS_TALKING_LIVE_API;
    if (sandboxName && liveApi) {
      findings.push(
        fix(
          "SMS: AT_USERNAME=sandbox with the live API: Africa's Talking refuses it and no text leaves. Use your app's username, or SMS_API_BASE=https://api.sandbox.africastalking.com.",
        ),
      );
    } else if (!sandboxName && sandboxApi) {
      findings.push(
        fix(
          `SMS: AT_USERNAME=${sms.username} with the sandbox API (${sms.apiBase}): no text reaches a phone. Unset SMS_API_BASE for the live API.`,
        ),
      );
    } else if (sandboxName) {
      findings.push(advice("SMS go to Africa's Talking's sandbox: no text reaches a real phone."));
    } else {
      findings.push(
        ok(
          `SMS through Africa's Talking as ${sms.username} (key ${maskSecret(sms.apiKey)}${sms.senderId ? `, sender ${sms.senderId}` : ''}).`,
        ),
      );
    }
    if (!config.sms.callbackSecret) {
      findings.push(
        advice(
          `SMS_CALLBACK_SECRET unset: delivery reports (and each text's real cost) are refused. Set it and give Africa's Talking ${where}/api/sms/delivery-reports/<SMS_CALLBACK_SECRET>.`,
        ),
      );
    }
  }
  const whatsApp = config.whatsApp;
  if (!whatsApp.cloudApi) {
    findings.push(
      advice(
        'WhatsApp unset (WHATSAPP_TOKEN, WHATSAPP_PHONE_NUMBER_ID): WhatsApp messages are kept unsent. Fine if the shop does not use WhatsApp.',
      ),
    );
    return findings;
  }
  findings.push(
    ok(
      `WhatsApp through the Cloud API from number ID ${whatsApp.cloudApi.phoneNumberId} (token ${maskSecret(whatsApp.cloudApi.token)}).`,
    ),
  );
  if (!whatsApp.appSecret || !whatsApp.verifyToken) {
    const missing = [
      !whatsApp.appSecret && 'WHATSAPP_APP_SECRET',
      !whatsApp.verifyToken && 'WHATSAPP_VERIFY_TOKEN',
    ]
      .filter(Boolean)
      .join(' and ');
    findings.push(
      advice(
        `${missing} unset: Meta's delivery statuses are not read. Set ${missing.includes(' and ') ? 'them' : 'it'} and subscribe ${where}/api/whatsapp/webhook in the Meta app.`,
      ),
    );
  }
  return findings;
};
