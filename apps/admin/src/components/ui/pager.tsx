import { ADMIN_TEXTS } from '@shop/shared';
import { Button } from './button';

interface PagerProps {
  page: number;
  limit: number;
  total: number;
  onPage: (page: number) => void;
}

export function Pager({ page, limit, total, onPage }: PagerProps) {
  const pages = Math.max(1, Math.ceil(total / limit));
  return (
    <nav
      aria-label={ADMIN_TEXTS.pager.label}
      className="mt-3 flex items-center justify-between gap-2 text-sm"
    >
      <span className="text-slate-600">{ADMIN_TEXTS.pager.pageOf(page, pages, total)}</span>
      <span className="flex gap-2">
        <Button variant="secondary" size="sm" disabled={page <= 1} onClick={() => onPage(page - 1)}>
          {ADMIN_TEXTS.pager.previous}
        </Button>
        <Button variant="secondary" size="sm" disabled={page >= pages} onClick={() => onPage(page + 1)}>
          {ADMIN_TEXTS.pager.next}
        </Button>
      </span>
    </nav>
  );
}
