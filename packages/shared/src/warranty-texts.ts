/**
 * The answers of the warranty check, GET /api/warranty/:serial (decision 0061), written once
 * for the server, the storefront's /warranty page and their tests. They never say more than
 * whether this shop sold the unit: nothing about its buyer.
 */
export const WARRANTY_TEXTS = {
  notFound:
    'This shop has no record of selling a unit with that serial or IMEI. Check the number on the box or under the battery, and try again.',
  malformed: 'That is not a serial or IMEI: a serial is 4 to 40 letters, digits or "-", an IMEI 15 digits.',
  mistypedImei: 'That IMEI is mistyped: its last digit does not check the other 14. Check it and try again.',
  tooManyLookups: (seconds: number) =>
    `Too many warranty checks from this connection. Please try again in ${seconds === 1 ? '1 second' : `${seconds} seconds`}.`,
} as const;
