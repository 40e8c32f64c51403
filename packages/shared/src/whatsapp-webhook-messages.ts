/** What the WhatsApp webhook answers (decision 0066): Meta reads them, and so does an owner testing it. */
export const WHATSAPP_WEBHOOK_MESSAGES = {
  received: 'WhatsApp webhook received.',
  /** Without WHATSAPP_APP_SECRET no post can be checked, so none is read. */
  notConfigured:
    'This shop does not take WhatsApp webhooks: WHATSAPP_APP_SECRET (and WHATSAPP_VERIFY_TOKEN) are not set.',
  badSignature: 'The X-Hub-Signature-256 header does not match this body: the webhook was not read.',
  /** The subscription check (GET) with a token that is not WHATSAPP_VERIFY_TOKEN, or none set. */
  wrongVerifyToken: 'The verify token is not this shop’s WHATSAPP_VERIFY_TOKEN.',
  notAWebhook: 'This is not a WhatsApp Business Account webhook.',
} as const;
