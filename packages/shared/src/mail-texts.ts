import type { OrderStatus } from './constants';
import { DISCOUNT_TEXTS } from './promotion-texts';

/**
 * What stands for a message's secret (a reset link's token, a phone code) in the outbox and
 * in the admin Outbox: the secret itself is put in its place only as the message is sent.
 */
export const SECRET_MASK = '******';

/** The words of the shop's e-mails (decision 0011), written once for the server and its tests. */
export const MAIL_TEXTS = {
  orderConfirmation: {
    subject: (orderNumber: string) => `Your order ${orderNumber} is confirmed`,
    heading: (firstName: string) => `Thank you, ${firstName}! Your order is confirmed.`,
    intro: (orderNumber: string) =>
      `We have received your payment for order ${orderNumber} and are preparing it.`,
    deliverTo: 'Delivery address',
    reference: (reference: string) => `Payment reference: ${reference}`,
    track: 'Track your order',
    /** The printable invoice (decision 0061), named by its number once issued. */
    invoice: (invoiceNumber: string | undefined) =>
      invoiceNumber ? `View or print invoice ${invoiceNumber}` : 'View or print your invoice',
  },
  /** To the shopper when the rider's collection at the door is recorded (pay on delivery): the receipt. */
  orderCollected: {
    subject: (orderNumber: string) => `Payment received for order ${orderNumber}`,
    heading: (firstName: string) => `Thank you, ${firstName}! We received your payment.`,
    intro: (orderNumber: string, amount: string) =>
      `We received ${amount} for order ${orderNumber} at the door.`,
  },
  orderStatus: {
    subject: (orderNumber: string, status: OrderStatus) => `Order ${orderNumber}: ${status}`,
    heading: (status: OrderStatus) =>
      ({
        Pending: 'Your order is being prepared',
        'In Truck': 'Your order is loaded on the truck',
        'In Transit': 'Your order is on its way',
        'Ready for pickup': 'Your order is ready for pickup',
        Delivered: 'Your order has been delivered',
        Cancelled: 'Your order has been cancelled',
      })[status],
    body: (orderNumber: string, status: OrderStatus) =>
      ({
        Pending: `Order ${orderNumber} is waiting to be packed.`,
        'In Truck': `Order ${orderNumber} is packed and loaded for delivery.`,
        'In Transit': `Order ${orderNumber} is on the road to you. When it arrives, confirm the delivery on the site.`,
        'Ready for pickup': `Order ${orderNumber} is waiting for you at the counter.`,
        Delivered: `Order ${orderNumber} has been delivered. We hope you enjoy it.`,
        Cancelled: `Order ${orderNumber} has been cancelled.`,
      })[status],
    reason: (reason: string) => `Reason: ${reason}`,
    refund: (amount: string) =>
      `Your payment of ${amount} is being refunded to the wallet or card you paid with. It usually arrives within 5-7 business days.`,
    track: 'Track your order',
  },
  staffNewOrder: {
    subject: (orderNumber: string, total: string) => `New paid order ${orderNumber} (${total})`,
    heading: (orderNumber: string) => `New paid order ${orderNumber}`,
    customer: (name: string, email: string, phone: string) => `${name}, ${email}, ${phone}`,
    open: 'Open the order',
  },
  backupFailed: {
    subject: 'The shop could not take its backup',
    heading: 'A backup failed',
    body: (error: string) => `The automatic backup failed: ${error}`,
    next: 'The server tries again within the hour. Until a backup succeeds, the last good one is older than it should be.',
    open: 'Open the dashboard',
  },
  lowStock: {
    subject: (name: string, stock: number) => `Low stock: ${name} (${stock} left)`,
    heading: 'A product is running low',
    body: (name: string, stock: number) => `${name} has ${stock} left in stock.`,
    open: 'Open the product',
  },
  passwordReset: {
    subject: 'Set a new password for your Kwik Tech Ghana account',
    heading: 'Set a new password',
    body: (email: string) =>
      `Someone, we hope you, asked to set a new password for the account of ${email}. The link below works once, for 30 minutes.`,
    button: 'Set a new password',
    ignore: 'If you did not ask, ignore this e-mail: your password stays as it is.',
  },
  labels: {
    item: (name: string, quantity: number) => `${name} × ${quantity}`,
    subtotal: 'Subtotal',
    deliveryFee: 'Delivery fee',
    total: 'Total',
    /** A line bought on sale (decision 0062): what it cost, and what it costs off sale. */
    boughtOnSale: (paid: string, regular: string) => `${paid} (${DISCOUNT_TEXTS.regularPrice}: ${regular})`,
  },
} as const;
