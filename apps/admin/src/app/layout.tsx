import {
  ADMIN_TEXTS,
  AUDIT_LOG_TEXTS,
  BRANCH_ADMIN_TEXTS,
  BRANCH_STOCK_TEXTS,
  CATALOGUE_LIST_TEXTS,
  PROMOTION_ADMIN_TEXTS,
  RETURN_ADMIN_TEXTS,
  REVIEW_ADMIN_TEXTS,
  SELLER_DETAILS_TEXTS,
  SHOP_NAME,
  TAX_SETTINGS_TEXTS,
  TWO_STEP_TEXTS,
} from '@shop/shared';
import {
  ArrowLeftRight,
  BadgePercent,
  Boxes,
  ClipboardList,
  FileBadge,
  History,
  Image,
  KeyRound,
  LayoutDashboard,
  LogOut,
  Mail,
  MapPin,
  Menu,
  MessageSquareText,
  Newspaper,
  Percent,
  Route,
  ScrollText,
  Send,
  ShieldCheck,
  Store,
  Tags,
  Truck,
  Undo2,
  Users,
  X,
} from 'lucide-react';
import { Suspense, useState } from 'react';
import { NavLink, Outlet, useNavigate } from 'react-router';
import { useSignOut } from '../api/auth/sign-out';
import { Loading } from '../components/ui/query-state';
import { NewReturnsAlert } from '../features/returns/components/new-returns-alert';
import { PendingReviewsAlert } from '../features/reviews/components/pending-reviews-alert';
import { SellerDetailsWarning } from '../features/seller-details/components/seller-details-warning';
import { paths } from '../lib/paths';

const links = [
  { to: paths.dashboard, label: ADMIN_TEXTS.layout.dashboard, icon: LayoutDashboard, end: true },
  { to: paths.orders, label: ADMIN_TEXTS.layout.orders, icon: ClipboardList, end: false },
  { to: paths.returns, label: RETURN_ADMIN_TEXTS.page, icon: Undo2, end: false },
  { to: paths.reviews, label: REVIEW_ADMIN_TEXTS.page, icon: MessageSquareText, end: false },
  { to: paths.deliveryRun, label: ADMIN_TEXTS.layout.deliveryRun, icon: Route, end: false },
  { to: paths.products, label: ADMIN_TEXTS.layout.products, icon: Boxes, end: false },
  { to: paths.catalogueLists, label: CATALOGUE_LIST_TEXTS.navLabel, icon: Tags, end: false },
  { to: paths.promotions, label: PROMOTION_ADMIN_TEXTS.title, icon: BadgePercent, end: false },
  { to: paths.heroes, label: ADMIN_TEXTS.layout.heroes, icon: Image, end: false },
  { to: paths.deliveryFees, label: ADMIN_TEXTS.layout.deliveryFees, icon: Truck, end: false },
  { to: paths.storeInfo, label: ADMIN_TEXTS.layout.storeInfo, icon: Store, end: false },
  { to: paths.branches, label: BRANCH_ADMIN_TEXTS.title, icon: MapPin, end: false },
  { to: paths.stockTransfers, label: BRANCH_STOCK_TEXTS.transfersTitle, icon: ArrowLeftRight, end: false },
  { to: paths.taxSettings, label: TAX_SETTINGS_TEXTS.title, icon: Percent, end: false },
  { to: paths.sellerDetails, label: SELLER_DETAILS_TEXTS.title, icon: FileBadge, end: false },
  { to: paths.returnSettings, label: RETURN_ADMIN_TEXTS.settingsTitle, icon: ScrollText, end: false },
  { to: paths.customers, label: ADMIN_TEXTS.layout.customers, icon: Users, end: false },
  { to: paths.messages, label: ADMIN_TEXTS.layout.messages, icon: Mail, end: false },
  { to: paths.subscribers, label: ADMIN_TEXTS.layout.subscribers, icon: Newspaper, end: false },
  { to: paths.outbox, label: ADMIN_TEXTS.layout.outbox, icon: Send, end: false },
  { to: paths.auditLog, label: AUDIT_LOG_TEXTS.title, icon: History, end: false },
  { to: paths.twoStep, label: TWO_STEP_TEXTS.pageTitle, icon: KeyRound, end: false },
  { to: paths.staffSecurity, label: TWO_STEP_TEXTS.settingsTitle, icon: ShieldCheck, end: false },
] as const;

/**
 * A sidebar on wide screens, scrolling when its links are taller than the window (its dark
 * background behind every one); on phones (down to 360 px) it folds behind a Menu button.
 */
export function AdminLayout() {
  const [menuOpen, setMenuOpen] = useState(false);
  const navigate = useNavigate();
  const signOut = useSignOut();

  return (
    <div className="min-h-screen md:flex">
      <a
        href="#main"
        className="sr-only focus:not-sr-only focus:absolute focus:left-2 focus:top-2 focus:z-50 focus:bg-white focus:p-2"
      >
        {ADMIN_TEXTS.layout.skipToContent}
      </a>
      <header className="flex items-center justify-between bg-slate-900 px-4 py-3 text-white md:hidden print:hidden">
        <span className="font-semibold">{ADMIN_TEXTS.layout.siteName(SHOP_NAME)}</span>
        <button
          type="button"
          className="rounded p-1 hover:bg-slate-700"
          aria-expanded={menuOpen}
          aria-controls="admin-navigation"
          onClick={() => setMenuOpen((open) => !open)}
        >
          {menuOpen ? <X aria-hidden className="size-6" /> : <Menu aria-hidden className="size-6" />}
          <span className="sr-only">{ADMIN_TEXTS.layout.menu}</span>
        </button>
      </header>
      <nav
        id="admin-navigation"
        aria-label={ADMIN_TEXTS.layout.navigation}
        className={`${menuOpen ? 'block' : 'hidden'} bg-slate-900 text-slate-100 md:sticky md:top-0 md:block md:h-screen md:w-56 md:shrink-0 md:overflow-y-auto print:hidden`}
      >
        <p className="hidden px-4 py-4 font-semibold md:block">{ADMIN_TEXTS.layout.siteName(SHOP_NAME)}</p>
        <ul className="space-y-1 px-2 pb-3">
          {links.map(({ to, label, icon: Icon, end }) => (
            <li key={to}>
              <NavLink
                to={to}
                end={end}
                // A chosen link closes the phone menu, so the page is not hidden behind it.
                onClick={() => setMenuOpen(false)}
                className={({ isActive }) =>
                  `flex items-center gap-2 rounded-md px-3 py-2 text-sm ${isActive ? 'bg-slate-700 text-white' : 'hover:bg-slate-800'}`
                }
              >
                <Icon aria-hidden className="size-4" />
                {label}
                {to === paths.returns ? <NewReturnsAlert /> : null}
                {to === paths.reviews ? <PendingReviewsAlert /> : null}
              </NavLink>
            </li>
          ))}
          <li>
            <button
              type="button"
              className="flex w-full items-center gap-2 rounded-md px-3 py-2 text-left text-sm hover:bg-slate-800"
              onClick={() =>
                signOut.mutate(undefined, { onSettled: () => navigate(paths.signIn, { replace: true }) })
              }
            >
              <LogOut aria-hidden className="size-4" />
              {ADMIN_TEXTS.common.signOut}
            </button>
          </li>
        </ul>
      </nav>
      <main id="main" className="min-w-0 flex-1 p-3 sm:p-6 print:p-0">
        <SellerDetailsWarning />
        <Suspense fallback={<Loading />}>
          <Outlet />
        </Suspense>
      </main>
    </div>
  );
}
