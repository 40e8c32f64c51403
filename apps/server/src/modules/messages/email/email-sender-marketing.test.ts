import { describe, expect, it } from 'vitest';
import { TestSmtpServer } from '../../../../test/helpers/smtp';
import type { OutboxRow } from '../outbox/outbox-repository';
import { emailSender } from './email-sender';

/** A marketing e-mail leaves with the one-click unsubscribe headers of RFC 8058 (decision 0065). */
describe('the e-mail sender and marketing headers', () => {
  it('sends a marketing e-mail with its one-click headers, and order mail without them', async () => {
    const smtp = await new TestSmtpServer().start();
    const sender = emailSender({
      smtpUrl: smtp.url,
      mailFrom: 'shop@shop.test',
      publicUrl: 'https://shop.test',
    });
    try {
      const row = (kind: string, to: string) =>
        ({
          id: 1,
          idempotencyKey: 'k',
          kind,
          recipient: to,
          subject: 'Back in stock',
          html: '<p>Hi</p>',
          text: 'Hi',
          secret: 'tok_en-1',
        }) as unknown as OutboxRow;
      await sender.send(row('marketing-back-in-stock', 'offer@shop.test'), AbortSignal.timeout(5000));
      await sender.send(row('order-confirmation', 'order@shop.test'), AbortSignal.timeout(5000));
      // Long header lines arrive folded; unfolded here to read them whole.
      const offer = smtp.received.find((mail) => mail.to.includes('offer@shop.test'))!;
      const head = offer.body.replace(/\r?\n[ \t]+/g, ' ');
      expect(head).toMatch(
        /^List-Unsubscribe: <https:\/\/shop\.test\/api\/marketing\/unsubscribe\?token=tok_en-1>\r?$/m,
      );
      expect(head).toMatch(/^List-Unsubscribe-Post: List-Unsubscribe=One-Click\r?$/m);
      const order = smtp.received.find((mail) => mail.to.includes('order@shop.test'))!;
      expect(order.body).not.toContain('List-Unsubscribe');
    } finally {
      sender.close();
      await smtp.stop();
    }
  });
});
