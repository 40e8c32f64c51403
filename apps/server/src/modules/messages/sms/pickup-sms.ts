import {
  collectByDay,
  counterPlace,
  type OpeningHours,
  type Order,
  PICKUP_COUNTER_TEXTS,
  SECRET_MASK,
  summariseOpeningHours,
} from '@shop/shared';
import type { SmsMessage } from '../outbox/outbox-repository';
import { fitAround } from './gsm-text';

/**
 * What a pickup's messages say of the counter (decision 0069): the code, the branch and the day
 * the hold ends. Handed in by the orders module, which reads them with the order.
 */
export interface CounterFacts {
  code: string;
  branch: { name: string; address: string; city: string; openingHours: OpeningHours };
  /** The last moment the order is held: the reminder names its day. */
  collectBy: Date;
}

/** The branch with its address and hours, as the ready message names it. */
export const placeOf = (counter: CounterFacts) =>
  counterPlace(counter.branch, summariseOpeningHours(counter.branch.openingHours));

/**
 * "Order KTG-1042 is ready at Kumasi Adum (address, hours). Show code 123456 at the counter."
 * The code is the message's secret (decision 0041): its words hold the mask, so staff reading the
 * outbox cannot collect the order with it.
 */
export function pickupReadyText(order: Order, counter: CounterFacts): string {
  // The hours are what a long place gives up first: the code and the branch must get through.
  return fitAround(
    (place) => PICKUP_COUNTER_TEXTS.sms.ready(order.orderNumber, place, SECRET_MASK),
    placeOf(counter),
    // Rather two segments than a branch's address cut in the first.
    160,
  );
}

/** A day before the hold ends: where, by when, with which code. */
export function pickupReminderSms(order: Order, counter: CounterFacts): SmsMessage {
  return {
    kind: 'order-status',
    to: order.phoneNumber,
    text: fitAround(
      (branch) =>
        PICKUP_COUNTER_TEXTS.sms.reminder(
          order.orderNumber,
          branch,
          collectByDay(counter.collectBy),
          SECRET_MASK,
        ),
      counter.branch.name,
    ),
    secret: counter.code,
  };
}
