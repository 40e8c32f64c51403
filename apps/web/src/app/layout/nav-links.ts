import { NAV_LABELS } from '@shop/shared';
import { paths } from '../../lib/paths';

/** The header's page links, shared by the wide navigation bar and the mobile menu. */
export const NAV_LINKS = [
  { href: paths.home, label: NAV_LABELS.home },
  { href: paths.products, label: NAV_LABELS.products },
  { href: paths.lowPrice, label: NAV_LABELS.lowPrice },
  { href: paths.newProducts, label: NAV_LABELS.newProducts },
  { href: paths.about, label: NAV_LABELS.about },
  { href: paths.contacts, label: NAV_LABELS.contacts },
] as const;
