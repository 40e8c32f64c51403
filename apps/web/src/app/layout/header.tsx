import { NAV_LABELS, SHELL_LABELS } from '@shop/shared';
import { CircleHelp, Menu, User, X } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { Link, NavLink, useLocation } from 'react-router';
import { HydrateLater } from '../../components/hydrate-later';
import { CartCountLink } from '../../features/cart-badge/components/cart-count-link';
import { AdminLink } from '../../features/profile/components/admin-link';
import { useIsAdmin } from '../../features/profile/use-is-admin';
import { SearchBox } from '../../features/search/components/search-box';
import { paths } from '../../lib/paths';
import { rememberReturnAfterLogin } from '../../lib/return-after-login';
import { useAuthToken } from '../../lib/use-auth-token';
import { useHeaderHeight } from '../../lib/use-header-height';
import { NAV_LINKS } from './nav-links';

const iconLinkClass =
  'inline-flex min-h-11 min-w-11 items-center justify-center gap-1 rounded-md px-2 hover:bg-white/10';

export function Header() {
  const token = useAuthToken();
  // Staff see an Admin link where the search box was (docs/product/storefront.md#header-and-footer).
  const isAdmin = useIsAdmin();
  const [menuOpen, setMenuOpen] = useState(false);
  const headerRef = useRef<HTMLElement>(null);
  useHeaderHeight(headerRef);
  const { pathname, search } = useLocation();
  // A followed link closes the mobile menu.
  useEffect(() => {
    if (pathname) setMenuOpen(false);
  }, [pathname]);

  return (
    <header ref={headerRef} className="sticky top-0 z-30 bg-slate-900 text-white shadow">
      <a
        href="#main"
        className="sr-only focus:not-sr-only focus:absolute focus:left-2 focus:top-2 focus:z-50 focus:inline-flex focus:min-h-11 focus:items-center focus:bg-white focus:px-3 focus:text-slate-900"
      >
        {NAV_LABELS.skipToContent}
      </a>
      <div className="mx-auto flex max-w-7xl flex-wrap items-center gap-1 px-3 py-2 sm:gap-2 lg:flex-nowrap lg:gap-4">
        <button
          type="button"
          className={`${iconLinkClass} lg:hidden`}
          aria-expanded={menuOpen}
          aria-controls="mobile-menu"
          aria-label={menuOpen ? NAV_LABELS.closeMenu : NAV_LABELS.openMenu}
          onClick={() => setMenuOpen((open) => !open)}
        >
          {menuOpen ? <X aria-hidden="true" /> : <Menu aria-hidden="true" />}
        </button>
        <Link
          to={paths.home}
          className="inline-flex min-h-11 items-center text-base font-extrabold tracking-tight whitespace-nowrap sm:text-lg"
        >
          <span className="text-amber-400">{SHELL_LABELS.logoAccent}</span>&nbsp;{SHELL_LABELS.logoRest}
        </Link>
        <div className="order-last w-full lg:order-none lg:flex-1">
          {isAdmin ? <AdminLink className={`${iconLinkClass} w-fit`} /> : <SearchBox />}
        </div>
        <div className="ml-auto flex items-center gap-1">
          {/* On a phone FAQs sits in the menu, so logo, account and cart fit one row at 360 px. */}
          <Link to={paths.faqs} className={`${iconLinkClass} max-sm:hidden`}>
            <CircleHelp aria-hidden="true" size={20} />
            <span>{NAV_LABELS.faqs}</span>
          </Link>
          <Link
            to={token ? paths.profile : paths.login}
            // Logging in from a page comes back to it (docs/decisions/0049-back-where-you-were-after-login.md).
            onClick={() => {
              if (!token) rememberReturnAfterLogin({ path: pathname + search });
            }}
            className={iconLinkClass}
            data-testid="account-link"
          >
            <User aria-hidden="true" size={20} />
            <span className="max-sm:sr-only">{token ? NAV_LABELS.account : NAV_LABELS.login}</span>
          </Link>
          <CartCountLink />
        </div>
      </div>
      {/* The menus' links hydrate in turns of their own (decision 0039). */}
      <HydrateLater id="header-navigation">
        <nav aria-label={NAV_LABELS.mainNavigation} className="hidden border-t border-white/10 lg:block">
          <ul className="mx-auto flex max-w-7xl gap-1 px-3">
            {NAV_LINKS.map((link) => (
              <li key={link.href}>
                <NavLink
                  to={link.href}
                  end
                  className={({ isActive }) =>
                    `inline-flex min-h-11 items-center px-3 text-sm font-medium hover:text-amber-300 ${isActive ? 'text-amber-400' : ''}`
                  }
                >
                  {link.label}
                </NavLink>
              </li>
            ))}
          </ul>
        </nav>
      </HydrateLater>
      <HydrateLater id="header-menu">
        <nav
          id="mobile-menu"
          aria-label={NAV_LABELS.mainNavigation}
          hidden={!menuOpen}
          className="border-t border-white/10 lg:hidden"
        >
          <ul className="flex flex-col px-3 py-2">
            {[...NAV_LINKS, { href: paths.faqs, label: NAV_LABELS.faqs }].map((link) => (
              <li key={link.href}>
                <NavLink
                  to={link.href}
                  end
                  className="flex min-h-11 items-center px-2 font-medium hover:bg-white/10"
                >
                  {link.label}
                </NavLink>
              </li>
            ))}
          </ul>
        </nav>
      </HydrateLater>
    </header>
  );
}
