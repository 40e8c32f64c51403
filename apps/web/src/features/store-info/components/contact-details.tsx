import { CONTACT_PAGE_TEXT } from '@shop/shared';
import { Mail, MapPin, Phone } from 'lucide-react';
import { useStoreInfo } from '../../../api/store-info/get-store-info';

/** Phone, email and location from the store info (docs/product/api.md#catalogue-and-shop-content). */
export function ContactDetails() {
  const { data: info } = useStoreInfo();
  if (!info) return <div className="h-32 animate-pulse rounded-lg bg-slate-100" />;
  const { phone, email, location } = info.contact;
  return (
    <dl className="flex flex-col gap-3">
      <div className="flex items-start gap-3">
        <Phone aria-hidden="true" className="mt-0.5 shrink-0" size={20} />
        <div>
          <dt className="font-semibold">{CONTACT_PAGE_TEXT.phone}</dt>
          <dd>
            <a
              href={`tel:${phone.replace(/\s+/g, '')}`}
              className="inline-flex min-h-11 items-center text-blue-700 hover:underline"
            >
              {phone}
            </a>
          </dd>
        </div>
      </div>
      <div className="flex items-start gap-3">
        <Mail aria-hidden="true" className="mt-0.5 shrink-0" size={20} />
        <div>
          <dt className="font-semibold">{CONTACT_PAGE_TEXT.email}</dt>
          <dd>
            <a
              href={`mailto:${email}`}
              className="inline-flex min-h-11 items-center text-blue-700 hover:underline"
            >
              {email}
            </a>
          </dd>
        </div>
      </div>
      <div className="flex items-start gap-3">
        <MapPin aria-hidden="true" className="mt-0.5 shrink-0" size={20} />
        <div>
          <dt className="font-semibold">{CONTACT_PAGE_TEXT.location}</dt>
          <dd>{location}</dd>
        </div>
      </div>
    </dl>
  );
}
