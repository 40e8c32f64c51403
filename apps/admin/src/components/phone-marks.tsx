import { formatPhoneNumber, PHONE_LABELS } from '@shop/shared';
import { BadgeCheck, TriangleAlert } from 'lucide-react';

/** A stored phone number as people write it, with "Verified" when a code confirmed it (decision 0026). */
export function PhoneWithMarks({
  phone,
  verified,
  unreadable = false,
}: {
  phone: string;
  verified: boolean;
  unreadable?: boolean;
}) {
  return (
    <span className="inline-flex flex-wrap items-center gap-2">
      <span>{unreadable ? phone : formatPhoneNumber(phone)}</span>
      {verified ? (
        <span className="inline-flex items-center gap-1 rounded bg-emerald-100 px-1.5 text-xs font-semibold text-emerald-900">
          <BadgeCheck aria-hidden="true" size={14} />
          {PHONE_LABELS.verified}
        </span>
      ) : null}
      {unreadable ? (
        <span className="inline-flex items-center gap-1 rounded bg-red-100 px-1.5 text-xs font-semibold text-red-900">
          <TriangleAlert aria-hidden="true" size={14} />
          {PHONE_LABELS.unreadable}
        </span>
      ) : null}
    </span>
  );
}
