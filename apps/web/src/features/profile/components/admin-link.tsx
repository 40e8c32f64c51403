import { DEFAULT_ADMIN_SITE_URL, PROFILE_LABELS } from '@shop/shared';
import { Shield } from 'lucide-react';

/**
 * The admin site's address: a <meta name="admin-site-url"> in index.html when the site is
 * deployed apart (ADMIN_SITE_URL), else /admin where the server serves it.
 */
export function adminSiteUrl(): string {
  const meta = document.querySelector<HTMLMetaElement>('meta[name="admin-site-url"]');
  return meta?.content.trim() || DEFAULT_ADMIN_SITE_URL;
}

/** The header's Admin link, shown in place of the search for staff (docs/product/storefront.md#header-and-footer). */
export function AdminLink({ className = '' }: { className?: string }) {
  // A plain <a>: the admin site is another app, outside this router.
  return (
    <a href={adminSiteUrl()} className={className} data-testid="admin-link">
      <Shield aria-hidden="true" size={20} />
      <span>{PROFILE_LABELS.admin}</span>
    </a>
  );
}
