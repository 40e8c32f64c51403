import { normaliseSerial, SERIAL_TEXTS, serialProblem, variantDisplayName } from '@shop/shared';
import { badRequest } from '../../plugins/errors';

/** An order line whose product records serials, with what its units' rows keep. */
export interface TrackedLine {
  orderId: string;
  orderItemId: string;
  productId: number | null;
  variantId: number | null;
  name: string;
  variantOptions: Record<string, string>;
  quantity: number;
  warrantyMonths: number;
}

/** One unit about to be recorded as sold. */
export interface UnitToRecord {
  line: TrackedLine;
  serial: string;
}

/**
 * The units of the tracked lines with the serials staff typed or scanned, by order line id:
 * exactly one serial per unit, each a serial (serialProblem) and none given twice; otherwise
 * 400 with the product's name, so staff know which box to look at again (decision 0061).
 * A serial for a line that records none is refused too: it would be a typing slip.
 */
export function unitsToRecord(
  lines: TrackedLine[],
  typed: Record<string, string[]> | undefined,
): UnitToRecord[] {
  const given = typed ?? {};
  const trackedIds = new Set(lines.map((line) => line.orderItemId));
  if (Object.keys(given).some((id) => !trackedIds.has(id) && (given[id]?.length ?? 0) > 0)) {
    throw badRequest(SERIAL_TEXTS.notTracked);
  }
  const units: UnitToRecord[] = [];
  const seen = new Set<string>();
  for (const line of lines) {
    const product = variantDisplayName(line.name, line.variantOptions);
    const serials = (given[line.orderItemId] ?? []).map(normaliseSerial);
    if (serials.length !== line.quantity || serials.includes(''))
      throw badRequest(SERIAL_TEXTS.missing(product, line.quantity));
    for (const serial of serials) {
      const problem = serialProblem(serial);
      if (problem) throw badRequest(SERIAL_TEXTS.invalid(product, serial, problem));
      if (seen.has(serial)) throw badRequest(SERIAL_TEXTS.repeated(serial));
      seen.add(serial);
      units.push({ line, serial });
    }
  }
  return units;
}
