import { RETURN_ADMIN_TEXTS } from '@shop/shared';
import { useNewReturnsCount } from '../../../api/returns/get-returns';

/**
 * The menu's alert beside Returns: how many new requests wait for a yes or no, asked again
 * each minute, so staff see one arrive from any page. Nothing shows when none wait.
 */
export function NewReturnsAlert() {
  const count = useNewReturnsCount();
  if (!count.data) return null;
  return (
    <span
      data-testid="new-returns-alert"
      title={RETURN_ADMIN_TEXTS.newRequestAlert(count.data)}
      className="ml-auto rounded-full bg-red-600 px-2 text-xs font-semibold text-white"
    >
      <span aria-hidden>{count.data}</span>
      <span className="sr-only">{RETURN_ADMIN_TEXTS.newRequestAlert(count.data)}</span>
    </span>
  );
}
