import { HOME_HEADINGS } from '@shop/shared';
import { useStoreInfo } from '../../../api/store-info/get-store-info';

/** The home's store info block: why choose us, what we offer, delivery and where to visit. */
export function StoreInfoBlock() {
  const { data: info } = useStoreInfo();
  if (!info) return null;
  return (
    <section aria-labelledby="store-info-heading" className="mx-auto w-full max-w-7xl px-4 py-8">
      <h2 id="store-info-heading" className="mb-4 text-xl font-bold sm:text-2xl">
        {HOME_HEADINGS.storeInfo}
      </h2>
      <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
        {info.whyChooseUs.map((reason) => (
          <li key={reason.title} className="rounded-lg bg-slate-50 p-4">
            <h3 className="font-semibold">{reason.title}</h3>
            <p className="mt-1 text-sm text-slate-600">{reason.description}</p>
          </li>
        ))}
      </ul>
      <div className="mt-6 grid gap-6 md:grid-cols-3">
        <div>
          <h3 className="font-semibold">{HOME_HEADINGS.whatWeOffer}</h3>
          <ul className="mt-1 list-disc pl-5 text-sm text-slate-600">
            {info.whatWeOffer.map((offer) => (
              <li key={offer}>{offer}</li>
            ))}
          </ul>
        </div>
        <div>
          <h3 className="font-semibold">{HOME_HEADINGS.delivery}</h3>
          <p className="mt-1 text-sm text-slate-600">{info.deliveryInfo}</p>
        </div>
        <div>
          <h3 className="font-semibold">{HOME_HEADINGS.visitUs}</h3>
          <p className="mt-1 text-sm text-slate-600">{info.visitUsAt}</p>
        </div>
      </div>
    </section>
  );
}
