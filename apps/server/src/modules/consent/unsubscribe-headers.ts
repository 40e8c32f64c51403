/**
 * The headers of a marketing e-mail that let a mail client stop it in one click (RFC 8058,
 * RFC 2369): the link's URL first, a mailto: after it when the shop takes unsubscribes by mail.
 */
export function unsubscribeHeaders(
  publicUrl: string,
  token: string,
  mailto?: string,
): { 'List-Unsubscribe': string; 'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click' } {
  const url = new URL('/api/marketing/unsubscribe', publicUrl);
  url.searchParams.set('token', token);
  const targets = [`<${url.href}>`, ...(mailto ? [`<mailto:${mailto}?subject=unsubscribe>`] : [])];
  return {
    'List-Unsubscribe': targets.join(', '),
    'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
  };
}
