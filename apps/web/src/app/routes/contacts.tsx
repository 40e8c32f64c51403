import { CONTACT_PAGE_TEXT, PAGE_META } from '@shop/shared';
import { storeInfoQueryOptions } from '../../api/store-info/get-store-info';
import { loadOurShops, OurShops } from '../../features/branches/components/our-shops';
import { ContactForm } from '../../features/contact/components/contact-form';
import { ContactDetails } from '../../features/store-info/components/contact-details';
import type { PageDataLoader } from '../../lib/page-data';
import { usePageMeta } from '../../lib/use-page-meta';

/** The store's details and its branches, asked at once: the branches add no round trip to the render. */
export const loadPageData: PageDataLoader = (context) =>
  Promise.all([context.queryClient.prefetchQuery(storeInfoQueryOptions()), loadOurShops(context)]);

/**
 * /contacts: the store's details beside the message form, and its shops under them (decision
 * 0067); the features meet here.
 */
export default function ContactsRoute() {
  usePageMeta(PAGE_META.contacts.title, PAGE_META.contacts.description);
  return (
    <div className="mx-auto max-w-5xl px-4 py-8">
      <h1 className="text-3xl font-bold">{CONTACT_PAGE_TEXT.heading}</h1>
      <p className="mt-2 text-slate-600">{CONTACT_PAGE_TEXT.intro}</p>
      <div className="mt-6 grid gap-8 md:grid-cols-[1fr_2fr]">
        <ContactDetails />
        <section aria-labelledby="contact-form-heading">
          <h2 id="contact-form-heading" className="mb-3 text-xl font-semibold">
            {CONTACT_PAGE_TEXT.formHeading}
          </h2>
          <ContactForm />
        </section>
      </div>
      <OurShops />
    </div>
  );
}
