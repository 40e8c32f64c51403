import { SHOP_NAME } from '@shop/shared';
import {
  Boxes,
  ClipboardList,
  Image,
  LayoutDashboard,
  LogOut,
  Mail,
  Menu,
  Newspaper,
  Store,
  Truck,
  Users,
  X,
} from 'lucide-react';
import { Suspense, useState } from 'react';
import { NavLink, Outlet, useNavigate } from 'react-router';
import { useSignOut } from '../api/auth/sign-out';
import { Loading } from '../components/ui/query-state';
import { paths } from '../lib/paths';

const links = [
  { to: paths.dashboard, label: 'Dashboard', icon: LayoutDashboard, end: true },
  { to: paths.orders, label: 'Orders', icon: ClipboardList, end: false },
  { to: paths.products, label: 'Products', icon: Boxes, end: false },
  { to: paths.heroes, label: 'Heroes', icon: Image, end: false },
  { to: paths.deliveryFees, label: 'Delivery fees', icon: Truck, end: false },
  { to: paths.storeInfo, label: 'Store info', icon: Store, end: false },
  { to: paths.customers, label: 'Customers', icon: Users, end: false },
  { to: paths.messages, label: 'Messages', icon: Mail, end: false },
  { to: paths.subscribers, label: 'Subscribers', icon: Newspaper, end: false },
] as const;

/** A sidebar on wide screens; on phones (down to 360 px) it folds behind a Menu button. */
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
        Skip to content
      </a>
      <header className="flex items-center justify-between bg-slate-900 px-4 py-3 text-white md:hidden">
        <span className="font-semibold">{SHOP_NAME} admin</span>
        <button
          type="button"
          className="rounded p-1 hover:bg-slate-700"
          aria-expanded={menuOpen}
          aria-controls="admin-navigation"
          onClick={() => setMenuOpen((open) => !open)}
        >
          {menuOpen ? <X aria-hidden className="size-6" /> : <Menu aria-hidden className="size-6" />}
          <span className="sr-only">Menu</span>
        </button>
      </header>
      <nav
        id="admin-navigation"
        aria-label="Admin"
        className={`${menuOpen ? 'block' : 'hidden'} bg-slate-900 text-slate-100 md:sticky md:top-0 md:block md:h-screen md:w-56 md:shrink-0`}
      >
        <p className="hidden px-4 py-4 font-semibold md:block">{SHOP_NAME} admin</p>
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
              Sign out
            </button>
          </li>
        </ul>
      </nav>
      <main id="main" className="min-w-0 flex-1 p-3 sm:p-6">
        <Suspense fallback={<Loading />}>
          <Outlet />
        </Suspense>
      </main>
    </div>
  );
}
