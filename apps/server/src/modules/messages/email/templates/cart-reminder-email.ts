import { CART_REMINDER_TEXTS, escapeHtml, formatGhs, toCedis } from '@shop/shared';
import { CART_PAGE_PATH } from '@shop/shared/storefront-paths';
import { button, compose, figures, type MailContext, type MailMessage, type Part, paragraph } from './layout';

/** The kind of every cart reminder: `marketing-`, so it keeps quiet hours and leaves with RFC 8058 headers. */
export const CART_REMINDER_KIND = 'marketing-cart-reminder';

/** One line of a left cart as it is today. */
export interface CartReminderItem {
  /** The product's name, with its variant's options when it has any. */
  name: string;
  quantity: number;
  /** Today's price of one unit (a sale's price inside its window). */
  unitPricePesewas: number;
  /** No unit left of its variant: named, without a price. */
  soldOut: boolean;
}

/** Whom a cart reminder goes to and what it lists. */
export interface CartReminderFacts {
  firstName: string;
  items: CartReminderItem[];
}

/** The storefront's cart, which every reminder links back to. */
export const cartUrlOf = (context: MailContext): string => context.origin + CART_PAGE_PATH;

/** The small link under a marketing e-mail that stops its offers. */
const unsubscribeLink = (label: string, href: string): Part => ({
  html: `<p style="margin:16px 0 0;font-size:12px;color:#64748b"><a href="${escapeHtml(href)}" style="color:#64748b">${escapeHtml(label)}</a></p>`,
  text: `${label}: ${href}`,
});

/**
 * The e-mail of a left cart (decision 0066): its items at today's prices, those sold out marked
 * so, their total, a button back to the cart, and the unsubscribe link (its token masked, put
 * in by the outbox as it is sent).
 */
export function cartReminderMail(
  context: MailContext,
  facts: CartReminderFacts,
  to: string,
  unsubscribeUrl: string,
): MailMessage {
  const texts = CART_REMINDER_TEXTS;
  const inStock = facts.items.filter((item) => !item.soldOut);
  const total = inStock.reduce((sum, item) => sum + item.unitPricePesewas * item.quantity, 0);
  const rows = facts.items.map((item): [string, string] => [
    texts.line(item.name, item.quantity),
    item.soldOut ? texts.soldOut : formatGhs(toCedis(item.unitPricePesewas * item.quantity)),
  ]);
  return compose(context, {
    kind: CART_REMINDER_KIND,
    to,
    subject: texts.subject,
    heading: texts.heading(facts.firstName),
    parts: [
      paragraph(texts.intro),
      figures([...rows, [texts.total, formatGhs(toCedis(total))]], { boldLast: true }),
      button(texts.button, cartUrlOf(context)),
      paragraph(texts.stockNote),
      paragraph(texts.why),
      unsubscribeLink(texts.unsubscribe, unsubscribeUrl),
    ],
  });
}
