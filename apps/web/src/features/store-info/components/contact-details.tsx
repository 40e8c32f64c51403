import { CONTACT_PAGE_TEXT } from '@shop/shared';
import { Mail, MapPin, Phone } from 'lucide-react';
import { useStoreInfo } from '../../../api/store-info/get-store-info';

/**
 * Phone, email and location from the store info (docs/product/api.md#catalogue-and-shop-content).
 * Each group of the list holds its <dt> and <dd> only (the icon inside the term), as screen
 * readers and axe's definition-list rule expect.
 */
export function ContactDetails() {
  const { data: info } = useStoreInfo();
  if (!info) return <div className="h-32 animate-pulse rounded-lg bg-slate-100" />;
  const { phone, email, location } = info.contact;
  return (
    <dl className="flex flex-col gap-3">
      <div>
        <dt className="flex items-center gap-3 font-semibold">
          <Phone aria-hidden="true" className="shrink-0" size={20} />
          {CONTACT_PAGE_TEXT.phone}
        </dt>
        <dd className="pl-8">
          <a
            href={`tel:${phone.replace(/\s+/g, '')}`}
            className="inline-flex min-h-11 items-center text-blue-700 hover:underline"
          >
            {phone}
          </a>
        </dd>
      </div>
      <div>
        <dt className="flex items-center gap-3 font-semibold">
          <Mail aria-hidden="true" className="shrink-0" size={20} />
          {CONTACT_PAGE_TEXT.email}
        </dt>
        <dd className="pl-8">
          <a
            href={`mailto:${email}`}
            className="inline-flex min-h-11 items-center text-blue-700 hover:underline"
          >
            {email}
          </a>
        </dd>
      </div>
      <div>
        <dt className="flex items-center gap-3 font-semibold">
          <MapPin aria-hidden="true" className="shrink-0" size={20} />
          {CONTACT_PAGE_TEXT.location}
        </dt>
        <dd className="pl-8">{location}</dd>
      </div>
    </dl>
  );
}
