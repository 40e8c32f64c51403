/**
 * What happened to an order, in the words of the WhatsApp order update (decision 0066): the
 * {{3}} of the `order_update` template ("Hello Ama, an update on your order KT-1042: {{3}}.
 * Details: <link>"). The same news as the order texts (SMS_TEXTS, PAY_ON_DELIVERY_TEXTS.sms), one
 * line each, with no full stop at the end (the template adds it).
 */
export const WHATSAPP_ORDER_UPDATES = {
  paid: (total: string) => `it is paid, ${total}, and we are packing it`,
  placedToPayOnDelivery: (amount: string) =>
    `it is placed; have ${amount} ready to pay on delivery (cash or MoMo)`,
  inTruck: 'it is packed and loaded on the truck',
  inTruckToPayOnDelivery: (amount: string) =>
    `it is on the truck; have ${amount} ready to pay on delivery (cash or MoMo)`,
  inTransit: (phone: string) => `it is on its way; the rider will call you on ${phone}`,
  inTransitToPayOnDelivery: (amount: string, phone: string) =>
    `it is on its way; have ${amount} ready for the rider, who will call you on ${phone}`,
  delivered: 'it is delivered. Thank you! Please confirm it on the order page',
  cancelled: (reason: string, refund: string | undefined) =>
    `it is cancelled: ${reason}${refund ? `. ${refund} is being refunded to your wallet or card in 5-7 business days` : ''}`,
  collected: (amount: string) => `we received ${amount}. Thank you`,
} as const;
