import { ERROR_PAGE_TEXT, FORM_LABELS, PAGE_META } from '@shop/shared';
import { Link } from 'react-router';
import { paths } from '../../lib/paths';
import { useNotFoundStatus, usePageMeta } from '../../lib/use-page-meta';

/** Every unknown path: no header or footer, as the first version lists them only on known paths. */
export default function NotFoundRoute() {
  usePageMeta(PAGE_META.notFound.title, PAGE_META.notFound.description);
  useNotFoundStatus();
  return (
    <main className="flex min-h-screen flex-col items-center justify-center gap-4 px-4 text-center">
      <p className="text-6xl font-bold text-slate-500">{ERROR_PAGE_TEXT.code}</p>
      <h1 className="text-2xl font-semibold">{ERROR_PAGE_TEXT.heading}</h1>
      <p className="text-slate-600">{ERROR_PAGE_TEXT.text}</p>
      <Link
        to={paths.home}
        className="inline-flex min-h-11 items-center rounded-md bg-slate-900 px-6 font-semibold text-white hover:bg-slate-700"
      >
        {FORM_LABELS.goHome}
      </Link>
    </main>
  );
}
