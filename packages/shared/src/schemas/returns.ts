/**
 * The contract of returns and warranty claims (decision 0063). Money is cedis on the wire,
 * pesewas stored. The request's number is RET-101 (formatReturnNumber); `id` is the number.
 *
 * Shoppers (session cookie; another shopper's order or request answers 404):
 *   GET    /api/orders/:id/returns                    -> orderReturnsResponseSchema (what may be asked, and the order's requests)
 *   POST   /api/orders/:id/returns  createReturnBodySchema -> returnRequestResponseSchema (201); 400/409 + RETURN_MESSAGES
 *   GET    /api/returns                               -> returnRequestListResponseSchema (the shopper's requests, newest first)
 *   GET    /api/returns/:id                           -> returnRequestResponseSchema
 *   POST   /api/returns/photos      multipart `photo` -> returnPhotoResponseSchema (201); 10 MB, JPEG/PNG/WebP/HEIC
 *   GET    /api/returns/photos/:photoId               -> image/webp (the uploader's, or staff's through the admin path)
 *   GET    /api/orders/:id/credit-notes/:number       -> creditNoteResponseSchema
 *   GET    /api/orders/:id/credit-notes/:number.pdf   -> application/pdf
 *
 * Staff (/api/admin, staff bearer token):
 *   GET    /api/admin/returns?queue=&page=            -> adminReturnListResponseSchema (with the count of each queue)
 *   GET    /api/admin/returns/:id                     -> adminReturnResponseSchema
 *   POST   /api/admin/returns/:id/moves  returnMoveBodySchema -> adminReturnResponseSchema; 409 for a move not in RETURN_STATES
 *   GET    /api/admin/returns/photos/:photoId         -> image/webp
 *   GET    /api/admin/returns/figures?days=           -> returnFiguresResponseSchema
 *   GET    /api/admin/orders/:id/credit-notes/:number(.pdf)
 *   GET    /api/admin/return-settings                 -> returnSettingsResponseSchema
 *   PUT    /api/admin/return-settings  returnSettingsSchema -> returnSettingsResponseSchema (the owner; others 403)
 */
import { z } from 'zod';
import {
  REFUND_METHODS,
  REFUND_STATES,
  RETURN_CONDITIONS,
  RETURN_KINDS,
  RETURN_NOTE_MAX,
  RETURN_PHOTOS_MAX,
  RETURN_QUEUES,
  RETURN_REASONS,
  RETURN_STATUSES,
  RETURN_WINDOW_DAYS_MAX,
} from '../return-states';
import { RETURN_MESSAGES } from '../return-texts';
import { normaliseSerial } from '../serial-numbers';
import { isTextWithLines } from '../text';
import { requiredText } from './admin-fields';
import { oneLine } from './one-line';
import { taxBreakdownSchema } from './orders';

const photoIdSchema = z.uuid({ error: RETURN_MESSAGES.photoNotYours });

/** A note may have lines (what the shopper saw), but no control characters but line breaks. */
const noteSchema = z
  .string()
  .trim()
  .max(RETURN_NOTE_MAX, RETURN_MESSAGES.noteTooLong)
  .refine(isTextWithLines, RETURN_MESSAGES.noteUnreadable);

const unitRequestSchema = z.strictObject({
  orderItemId: z.string().max(64),
  quantity: z.number().int().min(1).max(1000),
  /** The serial of the unit sent back, when the line's serials were recorded (optional). */
  serial: z.string().max(64).transform(normaliseSerial).optional(),
});

/** POST /api/orders/:id/returns: a return of units, or a warranty claim on one serial. */
export const createReturnBodySchema = z.discriminatedUnion('kind', [
  z.strictObject({
    kind: z.literal('return'),
    reason: z.enum(RETURN_REASONS),
    units: z.array(unitRequestSchema).min(1, RETURN_MESSAGES.unitsRequired).max(50),
    note: noteSchema.default(''),
    photos: z.array(photoIdSchema).max(RETURN_PHOTOS_MAX, RETURN_MESSAGES.tooManyPhotos).default([]),
  }),
  z.strictObject({
    kind: z.literal('warranty'),
    serial: z
      .string({ error: RETURN_MESSAGES.serialRequired })
      .max(64)
      .transform(normaliseSerial)
      .pipe(z.string().min(1, RETURN_MESSAGES.serialRequired)),
    note: noteSchema.pipe(z.string().min(1, RETURN_MESSAGES.faultRequired)),
    photos: z.array(photoIdSchema).max(RETURN_PHOTOS_MAX, RETURN_MESSAGES.tooManyPhotos).default([]),
  }),
]);
export type CreateReturnBody = z.input<typeof createReturnBodySchema>;

/** One unit line of a request. */
export const returnUnitSchema = z.object({
  orderItemId: z.string(),
  name: z.string(),
  /** The variant in words ("256GB, Blue"), or empty. */
  variant: z.string(),
  quantity: z.number().int(),
  serial: z.string().nullable(),
  /** A replacement's new unit. */
  replacementSerial: z.string().nullable(),
});

export const returnEventSchema = z.object({
  status: z.enum(RETURN_STATUSES),
  note: z.string().nullable(),
  at: z.string(),
});

export const refundSummarySchema = z.object({
  /** Cedis. */
  amount: z.number(),
  goods: z.number(),
  delivery: z.number(),
  method: z.enum(REFUND_METHODS),
  state: z.enum(REFUND_STATES),
  /** CRN-000001 once issued. */
  creditNoteNumber: z.string().nullable(),
  doneAt: z.string().nullable(),
});

/** A request as its shopper reads it. */
export const returnRequestSchema = z.object({
  /** RET-101. */
  number: z.string(),
  id: z.number().int(),
  orderId: z.string(),
  orderNumber: z.string(),
  kind: z.enum(RETURN_KINDS),
  reason: z.enum(RETURN_REASONS),
  note: z.string(),
  status: z.enum(RETURN_STATUSES),
  /** The state's label and what comes next (RETURN_STATES). */
  statusLabel: z.string(),
  nextStep: z.string(),
  rejectionReason: z.string().nullable(),
  resolutionNote: z.string().nullable(),
  units: z.array(returnUnitSchema),
  /** URLs of the photos, for the shopper (/api/returns/photos/…) or staff (/api/admin/returns/photos/…). */
  photos: z.array(z.string()),
  history: z.array(returnEventSchema),
  refund: refundSummarySchema.nullable(),
  createdAt: z.string(),
});
export type ReturnRequest = z.infer<typeof returnRequestSchema>;

export const returnRequestResponseSchema = z.object({
  success: z.literal(true),
  message: z.string().optional(),
  request: returnRequestSchema,
});
export const returnRequestListResponseSchema = z.object({
  success: z.literal(true),
  requests: z.array(returnRequestSchema),
});

/** What a shopper may still ask of an order. */
export const orderReturnsResponseSchema = z.object({
  success: z.literal(true),
  delivered: z.boolean(),
  /** The end of the return window (ISO), null before delivery. */
  windowClosesAt: z.string().nullable(),
  windowOpen: z.boolean(),
  /** The reasons this shop takes (changed-mind only when the owner allows it). */
  reasons: z.array(z.enum(RETURN_REASONS)),
  lines: z.array(
    z.object({
      orderItemId: z.string(),
      name: z.string(),
      variant: z.string(),
      quantity: z.number().int(),
      /** Units not already in a request (rejected requests give theirs back). */
      returnable: z.number().int(),
      serials: z.array(
        z.object({
          serial: z.string(),
          warrantyUntil: z.string(),
          /** Sold, under warranty and without an open request. */
          claimable: z.boolean(),
        }),
      ),
    }),
  ),
  requests: z.array(returnRequestSchema),
});
export type OrderReturns = z.infer<typeof orderReturnsResponseSchema>;

export const returnPhotoResponseSchema = z.object({
  success: z.literal(true),
  photo: z.object({ id: z.string(), url: z.string() }),
});

/** POST /api/admin/returns/:id/moves: the one move staff make, named by the status it leads to. */
export const returnMoveBodySchema = z.discriminatedUnion('status', [
  z.strictObject({ status: z.literal('Approved') }),
  z.strictObject({
    status: z.literal('Rejected'),
    reason: oneLine(requiredText('The reason', 300), 'The reason').pipe(z.string()),
  }),
  z.strictObject({
    status: z.literal('Received'),
    condition: z.enum(RETURN_CONDITIONS, { error: RETURN_MESSAGES.conditionRequired }),
  }),
  z.strictObject({
    status: z.literal('Refunded'),
    /** Refund delivery too (only when the shop was at fault; at most once per order). Ignored on a retry. */
    refundDelivery: z.boolean().default(false),
    /** Ignored on a retry (the refund keeps its method). */
    method: z.enum(REFUND_METHODS).optional(),
    /** Cash receipt or MoMo transaction id; needed for cash and momo. */
    reference: z.string().trim().max(100).optional(),
  }),
  z.strictObject({
    status: z.literal('Replaced'),
    serial: z
      .string({ error: RETURN_MESSAGES.replacementSerialRequired })
      .max(64)
      .transform(normaliseSerial)
      .pipe(z.string().min(1, RETURN_MESSAGES.replacementSerialRequired)),
  }),
  z.strictObject({ status: z.literal('Repaired'), note: requiredText('What was repaired', 1000) }),
  z.strictObject({ status: z.literal('Closed') }),
]);
export type ReturnMoveBody = z.input<typeof returnMoveBodySchema>;

/** A request as staff read it: the shopper's view and what staff need to work it. */
export const adminReturnSchema = returnRequestSchema.extend({
  customer: z.object({ name: z.string(), email: z.string(), phoneNumber: z.string() }),
  paymentMethod: z.string(),
  paymentStatus: z.string(),
  condition: z.enum(RETURN_CONDITIONS).nullable(),
  refundFailure: z.string().nullable(),
  /** Cedis: the units' paid share, and delivery when it may be refunded (null when it may not). */
  refundableGoods: z.number(),
  refundableDelivery: z.number().nullable(),
  /** The methods this order may be refunded by. */
  refundMethods: z.array(z.enum(REFUND_METHODS)),
  /** The moves RETURN_STATES allows from here. */
  moves: z.array(z.enum(RETURN_STATUSES)),
  history: z.array(returnEventSchema.extend({ staff: z.string().nullable() })),
});
export type AdminReturn = z.infer<typeof adminReturnSchema>;

export const adminReturnResponseSchema = z.object({
  success: z.literal(true),
  message: z.string().optional(),
  request: adminReturnSchema,
});

export const returnQueueSchema = z.enum(Object.keys(RETURN_QUEUES) as [keyof typeof RETURN_QUEUES]);

export const adminReturnListQuerySchema = z.object({
  queue: returnQueueSchema.default('new'),
  page: z.coerce.number().int().min(1).max(10_000).default(1),
});

export const adminReturnListResponseSchema = z.object({
  success: z.literal(true),
  requests: z.array(adminReturnSchema.omit({ history: true })),
  counts: z.record(returnQueueSchema, z.number().int()),
  page: z.number().int(),
  totalPages: z.number().int(),
});

export const returnFiguresResponseSchema = z.object({
  success: z.literal(true),
  byReason: z.array(z.object({ reason: z.enum(RETURN_REASONS), count: z.number().int() })),
  byProduct: z.array(z.object({ name: z.string(), count: z.number().int() })),
  /** Cedis refunded per day (Africa/Accra days, YYYY-MM-DD). */
  refundedPerDay: z.array(z.object({ day: z.string(), amount: z.number() })),
  faultyUnits: z.number().int(),
});

export const returnSettingsSchema = z.strictObject({
  windowDays: z
    .number({ error: RETURN_MESSAGES.windowDays })
    .int(RETURN_MESSAGES.windowDays)
    .min(0, RETURN_MESSAGES.windowDays)
    .max(RETURN_WINDOW_DAYS_MAX, RETURN_MESSAGES.windowDays),
  changedMindAllowed: z.boolean(),
});
export const returnSettingsResponseSchema = z.object({
  success: z.literal(true),
  message: z.string().optional(),
  settings: returnSettingsSchema,
});

/** A credit note as issued: what was refunded, against which invoice, with its tax lines. */
export const creditNoteSchema = z.object({
  /** CRN-000001. */
  number: z.string(),
  issuedAt: z.string(),
  /** INV-000001, or null for an order paid before invoices. */
  invoiceNumber: z.string().nullable(),
  orderNumber: z.string(),
  returnNumber: z.string(),
  kind: z.enum(['tax-credit-note', 'credit-note']),
  seller: z.object({
    legalName: z.string(),
    address: z.string(),
    tin: z.string(),
    phone: z.string(),
    email: z.string(),
    /** From the seller details (decision 0070); absent on documents issued before them. */
    registrationNumber: z.string().optional(),
    digitalAddress: z.string().optional(),
  }),
  buyer: z.object({ name: z.string(), phone: z.string(), email: z.string(), address: z.string() }),
  lines: z.array(
    z.object({
      name: z.string(),
      variant: z.string(),
      quantity: z.number().int(),
      serials: z.array(z.string()),
      amount: z.number(),
    }),
  ),
  goods: z.number(),
  delivery: z.number(),
  total: z.number(),
  tax: taxBreakdownSchema.nullable(),
  method: z.string(),
  reference: z.string().nullable(),
});
export type CreditNote = z.infer<typeof creditNoteSchema>;
export const creditNoteResponseSchema = z.object({ success: z.literal(true), creditNote: creditNoteSchema });
