import { fillWhatsAppTemplate, WHATSAPP_TEMPLATES, type WhatsAppTemplateKey } from '@shop/shared';
import type { WhatsAppMessage } from '../outbox/outbox-repository';

/**
 * A WhatsApp message from one of the shop's registered templates (decision 0066): the name and
 * parameters the Cloud API sends, and the same words filled in for the Outbox. WhatsApp refuses
 * a parameter with a line break, a tab or more than four spaces in a row, so each is one line.
 */
export function whatsAppTemplateMessage(
  kind: string,
  to: string,
  template: WhatsAppTemplateKey,
  parameters: string[],
  language: string,
): WhatsAppMessage {
  const oneLine = parameters.map((parameter) => parameter.replace(/\s+/g, ' ').trim() || '-');
  const { name, body } = WHATSAPP_TEMPLATES[template];
  return {
    kind,
    to,
    text: fillWhatsAppTemplate(body, oneLine),
    payload: { template: name, language, parameters: oneLine },
  };
}
