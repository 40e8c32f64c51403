import { escapeHtml, type SellerDetails, SHOP_NAME, type StoreInfo } from '@shop/shared';
import { mailFooterOf } from './mail-footer';

/** A message ready for the outbox: an HTML part and a plain-text part saying the same. */
export interface MailMessage {
  kind: string;
  to: string;
  subject: string;
  html: string;
  text: string;
  /** A secret the words hold only as SECRET_MASK (message-secret.ts): a reset link's token. */
  secret?: string;
  /** Not sent before this (quiet hours, decision 0066); now when absent. */
  notBefore?: Date;
}

/** Where messages point and whom they name: the shop's address and its contact details. */
export interface MailContext {
  /** The storefront's origin, for links (PUBLIC_URL). */
  origin: string;
  storeInfo: StoreInfo | undefined;
  /** Who sells, as the law asks every message to say (decision 0070); absent in some tests. */
  seller?: SellerDetails;
}

/** A block of the message: its HTML, and the same words as plain text. */
export interface Part {
  html: string;
  text: string;
}

export const paragraph = (text: string): Part => ({
  html: `<p style="margin:0 0 12px">${escapeHtml(text)}</p>`,
  text,
});

export const button = (label: string, href: string): Part => ({
  html: `<p style="margin:16px 0"><a href="${escapeHtml(href)}" style="display:inline-block;background:#0f172a;color:#ffffff;padding:12px 20px;border-radius:6px;font-weight:600;text-decoration:none">${escapeHtml(label)}</a></p>`,
  text: `${label}: ${href}`,
});

/** Rows of label and value, the last one bold (a total). */
export function figures(rows: [string, string][], { boldLast = false } = {}): Part {
  const cells = rows
    .map(([label, value], index) => {
      const weight = boldLast && index === rows.length - 1 ? 'font-weight:700;' : '';
      return `<tr><td style="padding:4px 0;color:#475569;${weight}">${escapeHtml(label)}</td><td style="padding:4px 0;text-align:right;${weight}">${escapeHtml(value)}</td></tr>`;
    })
    .join('');
  return {
    html: `<table role="presentation" style="width:100%;border-collapse:collapse;margin:0 0 12px">${cells}</table>`,
    text: rows.map(([label, value]) => `${label}: ${value}`).join('\n'),
  };
}

/**
 * The storefront's look around the parts: the dark header with the amber "Kwik", white card,
 * the shop's contact details in the footer. Inline styles, as mail clients read no style sheet.
 */
export function compose(
  context: MailContext,
  message: { kind: string; to: string; subject: string; heading: string; parts: Part[] },
): MailMessage {
  const footer = mailFooterOf(context);
  const [accent, ...rest] = SHOP_NAME.split(' ');
  const html = `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>${escapeHtml(message.subject)}</title></head>
<body style="margin:0;background:#f1f5f9;font-family:Arial,Helvetica,sans-serif;color:#0f172a">
<div style="max-width:560px;margin:0 auto;padding:16px">
<div style="background:#0f172a;color:#ffffff;padding:16px 20px;border-radius:8px 8px 0 0;font-size:20px;font-weight:800"><span style="color:#fbbf24">${escapeHtml(accent ?? '')}</span> ${escapeHtml(rest.join(' '))}</div>
<div style="background:#ffffff;padding:20px;border-radius:0 0 8px 8px">
<h1 style="font-size:20px;margin:0 0 16px">${escapeHtml(message.heading)}</h1>
${message.parts.map((part) => part.html).join('\n')}
</div>
<p style="font-size:12px;color:#64748b;text-align:center;margin:16px 0">${escapeHtml(footer)}</p>
</div></body></html>`;
  const text = [message.heading, '', ...message.parts.map((part) => `${part.text}\n`), '--', footer].join(
    '\n',
  );
  return { kind: message.kind, to: message.to, subject: message.subject, html, text };
}
