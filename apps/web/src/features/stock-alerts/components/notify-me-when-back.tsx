import { STOCK_ALERT_TEXTS } from '@shop/shared';
import { Bell } from 'lucide-react';
import { lazy, Suspense, useState } from 'react';
import { useMyStockAlerts } from '../../../api/stock-alerts/my-stock-alerts';
import { useAuthToken } from '../../../lib/use-auth-token';

// The form's code is its own chunk, asked when the button is pointed at, focused or pressed:
// the product page's first download carries only this button (decision 0010's budget).
const loadPanel = () => import('./stock-alert-panel');
const StockAlertPanel = lazy(loadPanel);

interface NotifyMeWhenBackProps {
  productId: number;
  /** The sold-out variant chosen (a product sold one way: its one variant). */
  variantId?: string;
}

/**
 * Shown while the chosen variant is sold out (decision 0066): the button, or, for a signed-in
 * shopper who already waits for this variant, their request with "Stop waiting". The parent
 * keys it by variant, so another choice starts afresh.
 */
export function NotifyMeWhenBack({ productId, variantId }: NotifyMeWhenBackProps) {
  const token = useAuthToken();
  const mine = useMyStockAlerts(productId, Boolean(token));
  const [opened, setOpened] = useState(false);
  const waitingAlert = token ? mine.data?.find((alert) => alert.variantId === variantId) : undefined;
  // Once shown for a request, the panel stays: "Stop waiting" ends with its message, not the button.
  const [kept, setKept] = useState(false);
  if (waitingAlert && !kept) setKept(true);

  if (!opened && !kept) {
    return (
      <button
        type="button"
        onClick={() => setOpened(true)}
        onPointerEnter={() => void loadPanel()}
        onFocus={() => void loadPanel()}
        className="inline-flex min-h-11 items-center justify-center gap-2 self-start rounded-md border border-slate-900 px-5 font-semibold text-slate-900 hover:bg-slate-50"
      >
        <Bell aria-hidden="true" size={18} />
        {STOCK_ALERT_TEXTS.button}
      </button>
    );
  }
  return (
    <Suspense
      fallback={
        <p role="status" className="text-slate-600">
          {STOCK_ALERT_TEXTS.loading}
        </p>
      }
    >
      <StockAlertPanel
        productId={productId}
        variantId={variantId}
        signedIn={Boolean(token)}
        waitingAlert={waitingAlert}
        opened={opened}
      />
    </Suspense>
  );
}
