import type { SerialProblem } from './serial-numbers';

/**
 * The words about serials (decision 0061): the staff's In Truck form, the server's refusals
 * and the order page's list of units sold. `product` is the line as bought
 * (variantDisplayName), so staff know which box to pick up.
 */
export const SERIAL_TEXTS = {
  /** One field per unit: "Serial or IMEI of unit 2 of Samsung Galaxy A15, 128GB". */
  fieldLabel: (unit: number, product: string) => `Serial or IMEI of unit ${unit} of ${product}`,
  problems: {
    pattern: 'A serial is 4 to 40 letters, digits or "-".',
    'imei-check-digit':
      'This IMEI is mistyped: its last digit does not check the other 14. Scan or type it again.',
  } satisfies Record<SerialProblem, string>,
  required: 'Enter the serial or IMEI of this unit.',
  repeatedInForm: 'This serial is already typed for another unit.',

  formTitle: (orderNumber: string) => `Serials of the units in order ${orderNumber}`,
  formHint:
    'Scan or type the serial of each unit as it goes into the truck. Enter moves to the next field; on the last one it saves.',
  save: 'Save serials and move to In Truck',
  saving: 'Saving...',
  cancel: 'Go back',

  /** The server's refusals of a move to In Truck. */
  missing: (product: string, quantity: number) =>
    quantity === 1
      ? `Enter the serial of the unit of ${product} before the order goes In Truck.`
      : `Enter one serial for each of the ${quantity} units of ${product} before the order goes In Truck.`,
  invalid: (product: string, serial: string, problem: SerialProblem) =>
    `Serial ${serial} of ${product}: ${SERIAL_TEXTS.problems[problem]}`,
  repeated: (serial: string) => `Serial ${serial} is given for two units: each unit has its own serial.`,
  notTracked: 'Serials were sent for a line of this order that does not record serials.',
  alreadySold: (serial: string, orderNumber: string) =>
    `Serial ${serial} is already sold in order ${orderNumber}. Check the unit, or cancel that order first if it came back.`,
  alreadySoldElsewhere: (serial: string) =>
    `Serial ${serial} was just recorded for another order. Check the unit and save again.`,

  /** The order page. */
  soldUnitsTitle: 'Serials and warranty',
  warrantyUntil: (date: string) => `warranty until ${date}`,
  noWarranty: 'no warranty',
  states: { sold: 'Sold', returned: 'Returned', replaced: 'Replaced' },
  downloadInvoice: 'Download invoice (PDF)',

  /** The product form. */
  tracksSerialsLabel: 'Record a serial (IMEI) per unit sold',
  warrantyMonthsLabel: 'Warranty (months)',
  warrantyMonthsRange: 'Warranty must be a whole number of months from 0 to 120',
  /** The catalogue file's tracks_serials cell. */
  importBadYesNo: (column: string) => `${column} must be yes or no.`,
};
