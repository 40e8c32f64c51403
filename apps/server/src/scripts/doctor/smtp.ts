import nodemailer from 'nodemailer';
import { type DoctorCheck, fix, maskUrl, ok, reasonOf } from './finding';

const ANSWER_WITHIN_MS = 10_000;

/**
 * The outbox sends e-mail through SMTP_URL with nodemailer (messages/email/email-sender.ts):
 * the same transport is built here and asked to connect and log in (`verify()`), which sends
 * no message. Without SMTP_URL a production shop keeps every e-mail unsent.
 */
export const checkSmtp: DoctorCheck = async ({ config }) => {
  if (!config.smtpUrl) {
    return [
      fix(
        `SMTP_URL unset: order confirmations, password resets and staff alerts would ${config.production ? 'be kept unsent' : 'reach only the demo mailbox'}. Set SMTP_URL=smtps://user:password@smtp.your-provider.com:465.`,
      ),
    ];
  }
  const target = maskUrl(config.smtpUrl);
  const transport = nodemailer.createTransport({
    url: config.smtpUrl,
    connectionTimeout: ANSWER_WITHIN_MS,
    greetingTimeout: ANSWER_WITHIN_MS,
    socketTimeout: ANSWER_WITHIN_MS,
  });
  try {
    await transport.verify();
    return [ok(`SMTP at ${target} accepts the connection and the login.`)];
  } catch (error) {
    const answer = (error as { response?: string }).response;
    return [
      fix(
        `SMTP at ${target} fails: ${answer ?? reasonOf(error)}. E-mails would stay unsent: check the host, port and password in SMTP_URL.`,
      ),
    ];
  } finally {
    transport.close();
  }
};
