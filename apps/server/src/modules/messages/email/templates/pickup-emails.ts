import {
  collectByDay,
  formatGhs,
  type Order,
  PICKUP_COUNTER_TEXTS,
  SECRET_MASK,
  summariseOpeningHours,
} from '@shop/shared';
import type { CounterFacts } from '../../sms/pickup-sms';
import { button, compose, type MailContext, type MailMessage, type Part, paragraph } from './layout';

const TRACK_ORDER_PATH = '/track_order';
const texts = PICKUP_COUNTER_TEXTS.mail;

const withCode = (counter: CounterFacts, message: MailMessage): MailMessage => ({
  ...message,
  secret: counter.code,
});

/** Where the branch is and when it is open, the code, and what to pay at the counter. */
function counterParts(order: Order, counter: CounterFacts): Part[] {
  const { branch } = counter;
  const where = [branch.address, branch.city]
    .map((part) => part.trim())
    .filter(Boolean)
    .join(', ');
  return [
    ...(where ? [paragraph(texts.where(where))] : []),
    paragraph(texts.hours(summariseOpeningHours(branch.openingHours).join(', '))),
    // The code is the message's secret (decision 0041): staff reading the outbox see the mask.
    paragraph(texts.code(SECRET_MASK)),
    ...(order.paymentStatus === 'To pay on delivery'
      ? [paragraph(texts.payAtCounter(formatGhs(order.total)))]
      : []),
  ];
}

/** To the shopper, when staff mark a pickup ready, and with each new code (decision 0069). */
export function pickupReadyMail(context: MailContext, order: Order, counter: CounterFacts): MailMessage {
  return withCode(
    counter,
    compose(context, {
      kind: 'order-status',
      to: order.email,
      subject: texts.readySubject(order.orderNumber),
      heading: texts.readyHeading,
      parts: [
        paragraph(texts.readyBody(order.orderNumber, counter.branch.name)),
        ...counterParts(order, counter),
        paragraph(texts.collectBy(collectByDay(counter.collectBy))),
        button(texts.track, context.origin + TRACK_ORDER_PATH),
      ],
    }),
  );
}

/** To the shopper a day before an uncollected pickup is cancelled. */
export function pickupReminderMail(context: MailContext, order: Order, counter: CounterFacts): MailMessage {
  return withCode(
    counter,
    compose(context, {
      kind: 'order-status',
      to: order.email,
      subject: texts.reminderSubject(order.orderNumber),
      heading: texts.reminderHeading,
      parts: [
        paragraph(
          texts.reminderBody(order.orderNumber, counter.branch.name, collectByDay(counter.collectBy)),
        ),
        ...counterParts(order, counter),
        button(texts.track, context.origin + TRACK_ORDER_PATH),
      ],
    }),
  );
}
