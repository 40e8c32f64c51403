import type { FastifyInstance } from 'fastify';
import type { Executor } from '../../../db/client';
import {
  type CounterFacts,
  mailContext,
  orderStatusSms,
  orderStatusWhatsApp,
  pickupReadyMail,
  pickupReminderMail,
  pickupReminderSms,
  pickupReminderWhatsApp,
  queueMail,
} from '../../messages';
import { orderWithItems, queueShopperUpdate, shopperUpdatesBy } from '../order-mail';
import type { OrderRow } from '../order-mapper';
import { findCounterBranch } from './pickup-repository';

const DAY_MS = 24 * 60 * 60 * 1000;

/** The last moment a pickup ready at `readyAt` is held (PICKUP_HOLD_DAYS). */
export const holdEndOf = (readyAt: Date, holdDays: number) => new Date(readyAt.getTime() + holdDays * DAY_MS);

async function counterOf(
  app: FastifyInstance,
  tx: Executor,
  order: Pick<OrderRow, 'branchId' | 'pickupCode' | 'readyForPickupAt'>,
): Promise<CounterFacts | undefined> {
  const branch = await findCounterBranch(tx, order.branchId);
  if (!branch || !order.pickupCode || !order.readyForPickupAt) return undefined;
  return {
    code: order.pickupCode,
    branch,
    collectBy: holdEndOf(order.readyForPickupAt, app.config.pickupHoldDays),
  };
}

type ReadyRow = Pick<OrderRow, 'id' | 'branchId' | 'pickupCode' | 'readyForPickupAt'>;
type Order = Awaited<ReturnType<typeof orderWithItems>>['order'];
type Counter = NonNullable<Awaited<ReturnType<typeof counterOf>>>;
type Context = Awaited<ReturnType<typeof mailContext>>;

/** One message about a ready pickup, by e-mail and by the shopper's order-updates channel. */
async function queueCounterMessage(
  app: FastifyInstance,
  tx: Executor,
  row: ReadyRow,
  build: (
    context: Context,
    order: Order,
    counter: Counter,
  ) => {
    mail: Parameters<typeof queueMail>[1][number];
    sms: () => ReturnType<typeof pickupReminderSms> | undefined;
    whatsApp: (language: string) => ReturnType<typeof pickupReminderWhatsApp> | undefined;
  },
): Promise<void> {
  const counter = await counterOf(app, tx, row);
  if (!counter) return;
  const { order, userId } = await orderWithItems(tx, row.id);
  const context = await mailContext(app, tx);
  const { mail, sms, whatsApp } = build(context, order, counter);
  await queueMail(tx, [mail]);
  await queueShopperUpdate(app, tx, await shopperUpdatesBy(app, tx, order, userId), { sms, whatsApp });
}

/**
 * The code, by e-mail and by SMS (or WhatsApp, the shopper's order-updates channel), queued in
 * the transaction that marked the order ready or issued a new code: "Order KTG-1042 is ready at
 * Kumasi Adum (...). Show code 123456 at the counter."
 */
export function queueReadyMessages(app: FastifyInstance, tx: Executor, row: ReadyRow): Promise<void> {
  return queueCounterMessage(app, tx, row, (context, order, counter) => ({
    mail: pickupReadyMail(context, order, counter),
    sms: () => orderStatusSms(context, order, 'Ready for pickup', false, counter),
    whatsApp: (language) => orderStatusWhatsApp(context, order, 'Ready for pickup', false, language, counter),
  }));
}

/** The one reminder a day before the hold ends, on the same channels. */
export function queueReminderMessages(app: FastifyInstance, tx: Executor, row: ReadyRow): Promise<void> {
  return queueCounterMessage(app, tx, row, (context, order, counter) => ({
    mail: pickupReminderMail(context, order, counter),
    sms: () => pickupReminderSms(order, counter),
    whatsApp: (language) => pickupReminderWhatsApp(context, order, counter, language),
  }));
}
