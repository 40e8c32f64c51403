import type { CreateReturnBody, OrderReturns, ReturnKind, ReturnReason } from '@shop/shared';
import { RETURN_MESSAGES } from '@shop/shared';

/** What the shopper filled in so far: both kinds' fields, the chosen kind says which are sent. */
export interface ReturnFormState {
  kind: ReturnKind;
  /** Units to return, by order line. */
  quantities: Record<string, number>;
  reason: ReturnReason | null;
  /** The serial a warranty claim is on. */
  serial: string;
  note: string;
  /** The photos uploaded for this request: the server's id and address, and the file's name to say which. */
  photos: { id: string; url: string; name: string }[];
}

type Lines = OrderReturns['lines'];

/** Lines with units not already in a request. */
export const returnableLines = (lines: Lines) => lines.filter((line) => line.returnable > 0);

/** The serials a warranty claim may be made on: sold, under warranty and without an open request. */
export const claimableSerials = (lines: Lines) =>
  lines.flatMap((line) =>
    line.serials
      .filter((unit) => unit.claimable)
      .map((unit) => ({ ...unit, name: line.name, variant: line.variant })),
  );

/**
 * The kinds of request this order may still take: a return within the window while a unit is
 * left, a warranty claim while a unit is under warranty (the window does not apply to those).
 */
export function offeredKinds(returns: OrderReturns): ReturnKind[] {
  const kinds: ReturnKind[] = [];
  if (returns.delivered && returns.windowOpen && returnableLines(returns.lines).length > 0)
    kinds.push('return');
  if (claimableSerials(returns.lines).length > 0) kinds.push('warranty');
  return kinds;
}

export const emptyReturnForm = (kind: ReturnKind): ReturnFormState => ({
  kind,
  quantities: {},
  reason: null,
  serial: '',
  note: '',
  photos: [],
});

/** A count kept within 0 and what the line may still return. */
export const clampQuantity = (wanted: number, returnable: number) =>
  Math.min(Math.max(Number.isFinite(wanted) ? Math.trunc(wanted) : 0, 0), returnable);

/**
 * The checks the server makes too, before a request: the server's own words, so the shopper
 * reads the same sentence either way. Null when the form may be sent.
 */
export function formProblem(form: ReturnFormState): string | null {
  if (form.kind === 'return') {
    if (!Object.values(form.quantities).some((count) => count > 0)) return RETURN_MESSAGES.unitsRequired;
    return null;
  }
  if (!form.serial) return RETURN_MESSAGES.serialRequired;
  if (!form.note.trim()) return RETURN_MESSAGES.faultRequired;
  return null;
}

/**
 * The body of POST /api/orders/:id/returns for what the shopper chose; null for a return with
 * no reason ticked, which the browser's own check of the required radios stops before this.
 */
export function returnRequestBody(form: ReturnFormState): CreateReturnBody | null {
  const note = form.note.trim();
  if (form.kind === 'warranty') {
    return { kind: 'warranty', serial: form.serial, note, photos: form.photos.map((photo) => photo.id) };
  }
  if (!form.reason) return null;
  const units = Object.entries(form.quantities)
    .filter(([, quantity]) => quantity > 0)
    .map(([orderItemId, quantity]) => ({ orderItemId, quantity }));
  return { kind: 'return', reason: form.reason, units, note, photos: form.photos.map((photo) => photo.id) };
}
