import { Link } from 'react-router';
import { paths } from '../../lib/paths';
import { usePageMeta } from '../../lib/use-page-meta';

export const NOT_FOUND_TITLE = 'Page not found';

export default function NotFoundRoute() {
  usePageMeta(NOT_FOUND_TITLE, 'The page you are looking for does not exist.');
  return (
    <main className="flex min-h-screen flex-col items-center justify-center gap-6 px-4 text-center">
      <p className="text-6xl font-bold text-slate-300">404</p>
      <h1 className="text-2xl font-semibold">{NOT_FOUND_TITLE}</h1>
      <Link
        to={paths.home}
        className="inline-flex min-h-11 items-center rounded-md bg-slate-900 px-6 font-semibold text-white hover:bg-slate-700"
      >
        Go Home
      </Link>
    </main>
  );
}
