import {
  type AdminOrderDetail,
  normaliseSerial,
  SERIAL_TEXTS,
  serialProblem,
  variantDisplayName,
} from '@shop/shared';

/** One field of the In Truck form: one unit of one line that records serials. */
export interface SerialField {
  /** `lineId:unitIndex`, the field's key and name. */
  key: string;
  lineId: string;
  label: string;
}

/** One field per unit of each line that records serials, in the order of the lines. */
export function serialFieldsOf(items: AdminOrderDetail['items']): SerialField[] {
  return items
    .filter((item) => item.tracksSerials)
    .flatMap((item) =>
      Array.from({ length: item.quantity }, (_, index) => ({
        key: `${item._id}:${index}`,
        lineId: item._id,
        label: SERIAL_TEXTS.fieldLabel(index + 1, variantDisplayName(item.name, item.variant.options)),
      })),
    );
}

/**
 * What is wrong with one field, checked as the server checks it (serialProblem after
 * normaliseSerial), or undefined. An empty field is only wrong once staff try to save.
 */
export function serialFieldProblem(
  fields: SerialField[],
  index: number,
  values: Record<string, string>,
  saving: boolean,
): string | undefined {
  const serial = normaliseSerial(values[fields[index]!.key] ?? '');
  if (serial === '') return saving ? SERIAL_TEXTS.required : undefined;
  const problem = serialProblem(serial);
  if (problem) return SERIAL_TEXTS.problems[problem];
  // The later of two equal fields says so: the first one typed stays as it is.
  const typedEarlier = fields
    .slice(0, index)
    .some((field) => normaliseSerial(values[field.key] ?? '') === serial);
  return typedEarlier ? SERIAL_TEXTS.repeatedInForm : undefined;
}

/** The serials to send, by order line id, in the units' order. */
export function serialsByLine(
  fields: SerialField[],
  values: Record<string, string>,
): Record<string, string[]> {
  const byLine: Record<string, string[]> = {};
  for (const field of fields) {
    const list = byLine[field.lineId] ?? [];
    list.push(normaliseSerial(values[field.key] ?? ''));
    byLine[field.lineId] = list;
  }
  return byLine;
}
