import { ADMIN_MESSAGES, ADMIN_TEXTS } from '@shop/shared';
import { Link } from 'react-router';
import { buttonClass } from '../../components/ui/button';
import { paths } from '../../lib/paths';

export default function NotFoundPage() {
  return (
    <div className="space-y-4">
      <h1 className="text-xl font-semibold">{ADMIN_MESSAGES.notFoundPage}</h1>
      <Link to={paths.dashboard} className={buttonClass('secondary')}>
        {ADMIN_TEXTS.notFound.toDashboard}
      </Link>
    </div>
  );
}
