import { type Branch, type BranchBody, branchBodySchema, WEEKDAYS } from '@shop/shared';

/** One day as the form holds it: the times stay typed while the day is ticked closed. */
export interface DayValues {
  closed: boolean;
  opens: string;
  closes: string;
}

/** Every field of a branch as typed in the form. */
export interface BranchFormValues {
  name: string;
  address: string;
  city: string;
  digitalAddress: string;
  phone: string;
  pickup: boolean;
  hours: DayValues[];
}

/** A shop's usual day, offered when a day is opened or a branch is new. */
const USUAL_DAY = { opens: '08:00', closes: '18:00' };

/** A new branch: open Monday to Saturday at the usual hours, closed on Sunday, no pickup yet. */
export const emptyBranchValues: BranchFormValues = {
  name: '',
  address: '',
  city: '',
  digitalAddress: '',
  phone: '',
  pickup: false,
  hours: WEEKDAYS.map((day) => ({ closed: day === 'Sunday', ...USUAL_DAY })),
};

export function valuesOfBranch(branch: Branch): BranchFormValues {
  return {
    name: branch.name,
    address: branch.address,
    city: branch.city,
    digitalAddress: branch.digitalAddress,
    phone: branch.phone,
    pickup: branch.pickup,
    hours: WEEKDAYS.map((_, day) => {
      const hours = branch.openingHours[day] ?? null;
      return hours ? { closed: false, ...hours } : { closed: true, ...USUAL_DAY };
    }),
  };
}

/** The key of a day's error: shown beside that day's times. */
export const dayErrorKey = (day: number) => `openingHours.${day}`;

export type CheckedBranch = { ok: true; body: BranchBody } | { ok: false; errors: Record<string, string> };

/**
 * The form's values checked with the server's own schema before they are sent: seven days,
 * Monday first, a closed day sent as null. Errors are keyed by field, a day's by dayErrorKey.
 */
export function checkBranchValues(values: BranchFormValues): CheckedBranch {
  const body: BranchBody = {
    name: values.name,
    address: values.address,
    city: values.city,
    digitalAddress: values.digitalAddress,
    phone: values.phone,
    pickup: values.pickup,
    openingHours: values.hours.map((day) => (day.closed ? null : { opens: day.opens, closes: day.closes })),
  };
  const parsed = branchBodySchema.safeParse(body);
  // The parsed body is sent: trimmed, and the digital address written as the GhanaPost app writes it.
  if (parsed.success) return { ok: true, body: parsed.data };
  const errors: Record<string, string> = {};
  for (const issue of parsed.error.issues) {
    const [field, day] = issue.path;
    const key =
      field === 'openingHours' && typeof day === 'number' ? dayErrorKey(day) : String(field ?? 'form');
    errors[key] ??= issue.message;
  }
  return { ok: false, errors };
}
