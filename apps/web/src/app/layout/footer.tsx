import { FOOTER_TEXT, NAV_LABELS, SELLER_DETAILS_TEXTS, SHOP_NAME, WARRANTY_PAGE_PATH } from '@shop/shared';
import { WARRANTY_PAGE_TEXTS } from '@shop/shared/warranty-page-texts';
import { Link } from 'react-router';
import { useSellerDetails } from '../../api/store-info/get-seller-details';
import { SellerDetails } from '../../components/seller-details';
import { StaticIsland } from '../../components/static-island';
import { NewsletterForm } from '../../features/newsletter/components/newsletter-form';
import { paths } from '../../lib/paths';
import { NAV_LINKS } from './nav-links';

const HELP_LINKS = [
  { href: paths.faqs, label: NAV_LABELS.faqs },
  { href: paths.contacts, label: NAV_LABELS.contacts },
  { href: paths.privacy, label: NAV_LABELS.privacy },
  { href: paths.terms, label: NAV_LABELS.terms },
  { href: WARRANTY_PAGE_PATH, label: WARRANTY_PAGE_TEXTS.footerLink },
] as const;

const linkClass =
  'inline-flex min-h-11 min-w-11 items-center text-slate-300 hover:text-white hover:underline';

/** One titled column of footer links. */
function FooterLinks({
  id,
  heading,
  links,
}: {
  id: string;
  heading: string;
  links: readonly { href: string; label: string }[];
}) {
  return (
    <nav aria-labelledby={id}>
      <h2 id={id} className="font-semibold text-white">
        {heading}
      </h2>
      <ul className="mt-1">
        {links.map((link) => (
          <li key={link.href}>
            <Link to={link.href} className={linkClass}>
              {link.label}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}

export function Footer() {
  // Loaded by the root route on the server for every page (app/routes.tsx), so the HTML has it.
  const seller = useSellerDetails();
  return (
    <footer className="mt-8 bg-slate-900 text-slate-200">
      <div className="mx-auto grid max-w-7xl gap-8 px-4 py-10 sm:grid-cols-2 lg:grid-cols-4">
        <StaticIsland id="footer-links">
          <div>
            <p className="text-lg font-extrabold text-white">{SHOP_NAME}</p>
            <h2 className="mt-4 font-semibold text-white">{FOOTER_TEXT.hoursHeading}</h2>
            <ul className="mt-2 space-y-1 text-sm">
              <li>{FOOTER_TEXT.weekdays}</li>
              <li>{FOOTER_TEXT.saturdays}</li>
              <li>{FOOTER_TEXT.sundays}</li>
            </ul>
          </div>
          <FooterLinks id="footer-shop" heading={FOOTER_TEXT.linksHeading} links={NAV_LINKS} />
          <FooterLinks id="footer-help" heading={FOOTER_TEXT.helpHeading} links={HELP_LINKS} />
        </StaticIsland>
        <div>
          <h2 className="mb-2 font-semibold text-white">{FOOTER_TEXT.newsletterHeading}</h2>
          <NewsletterForm tone="dark" />
        </div>
      </div>
      {seller.data && (
        <StaticIsland id="footer-seller">
          <section
            aria-label={SELLER_DETAILS_TEXTS.sellerHeading}
            className="mx-auto max-w-7xl border-t border-white/10 px-4 py-4"
          >
            <h2 className="mb-1 font-semibold text-white">{SELLER_DETAILS_TEXTS.sellerHeading}</h2>
            <SellerDetails seller={seller.data} tone="dark" />
          </section>
        </StaticIsland>
      )}
      <p className="border-t border-white/10 py-4 text-center text-sm text-slate-400">
        {FOOTER_TEXT.copyright(new Date().getFullYear())}
      </p>
    </footer>
  );
}
