import { RETURN_ADMIN_TEXTS } from '@shop/shared';
import { useNewReturnsCount } from '../../../api/returns/get-returns';
import { MenuCountBadge } from '../../../components/ui/menu-count-badge';

/**
 * The menu's alert beside Returns: how many new requests wait for a yes or no, asked again
 * each minute, so staff see one arrive from any page.
 */
export function NewReturnsAlert() {
  const count = useNewReturnsCount().data;
  return (
    <MenuCountBadge
      count={count}
      label={RETURN_ADMIN_TEXTS.newRequestAlert(count ?? 0)}
      testId="new-returns-alert"
    />
  );
}
