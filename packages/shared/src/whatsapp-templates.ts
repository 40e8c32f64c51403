/**
 * The WhatsApp message templates the shop sends (decision 0066). WhatsApp lets a business start
 * a conversation only with a template registered in Meta's WhatsApp Manager, in the words
 * below, under these names and categories; the shop sends the name and the parameters ({{1}},
 * {{2}}, ...), and keeps the words filled in for staff to read in the Outbox. docs/product/whatsapp.md lists
 * them for the owner to register.
 */
export interface WhatsAppTemplate {
  name: string;
  category: 'UTILITY' | 'MARKETING';
  body: string;
}

export const WHATSAPP_TEMPLATES = {
  /** {{1}} first name, {{2}} order number, {{3}} what happened, {{4}} the order's page. */
  orderUpdate: {
    name: 'order_update',
    category: 'UTILITY',
    body: 'Hello {{1}}, an update on your order {{2}}: {{3}}. Details: {{4}}',
  },
  /** {{1}} first name, {{2}} the items, {{3}} the shop, {{4}} the cart's page. */
  cartReminder: {
    name: 'cart_reminder',
    category: 'MARKETING',
    body: 'Hello {{1}}, you left {{2}} in your cart at {{3}}. Finish your order: {{4}}',
  },
  /** {{1}} the product and variant, {{2}} the shop, {{3}} the product's page. */
  backInStock: {
    name: 'back_in_stock',
    category: 'UTILITY',
    body: '{{1}} is back in stock at {{2}}, as you asked. Buy it: {{3}}',
  },
} as const satisfies Record<string, WhatsAppTemplate>;

export type WhatsAppTemplateKey = keyof typeof WHATSAPP_TEMPLATES;

/** The template's words with its parameters in place: what the shopper reads, and staff see. */
export function fillWhatsAppTemplate(body: string, parameters: string[]): string {
  return body.replace(/\{\{(\d+)\}\}/g, (whole, index: string) => parameters[Number(index) - 1] ?? whole);
}
