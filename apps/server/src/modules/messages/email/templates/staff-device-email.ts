import { TWO_STEP_TEXTS } from '@shop/shared';
import { compose, figures, type MailContext, type MailMessage, paragraph } from './layout';

/** What the new-device e-mail says of the sign-in (decision 0073). */
export interface NewDeviceSignIn {
  /** When, as the shop writes it (Accra time). */
  when: string;
  /** "Chrome on Windows", or undefined when the browser said nothing readable. */
  browser: string | undefined;
  /** The address the sign-in came from. */
  address: string;
}

/** To a staff member: their account was signed in to from a browser it had not used before. */
export function staffNewDeviceMail(context: MailContext, to: string, signIn: NewDeviceSignIn): MailMessage {
  const texts = TWO_STEP_TEXTS;
  return compose(context, {
    kind: 'staff-new-device',
    to,
    subject: texts.newDeviceSubject,
    heading: texts.newDeviceHeading,
    parts: [
      paragraph(texts.newDeviceBody(to)),
      figures([
        [texts.newDeviceWhen, signIn.when],
        [texts.newDeviceBrowser, signIn.browser ?? texts.unknownBrowser],
        [texts.newDeviceAddress, signIn.address],
      ]),
      paragraph(texts.newDeviceIfNotYou),
    ],
  });
}
