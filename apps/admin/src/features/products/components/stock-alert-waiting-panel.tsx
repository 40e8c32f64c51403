import { STOCK_ALERT_ADMIN_TEXTS } from '@shop/shared';
import type { ReactNode } from 'react';
import { useProductStockAlerts } from '../../../api/products/get-product-stock-alerts';
import { Card } from '../../../components/ui/card';
import { LoadError, Loading } from '../../../components/ui/query-state';
import { failureMessage } from '../../../lib/failure-message';

/**
 * "Waiting for stock" on a product's page (decision 0066): how many shoppers asked to be told
 * when it is back, in all and per variant, so staff know what restocking would sell.
 */
export function StockAlertWaitingPanel({ productId }: { productId: number }) {
  const texts = STOCK_ALERT_ADMIN_TEXTS;
  const alerts = useProductStockAlerts(productId);
  let body: ReactNode;
  if (alerts.isPending) body = <Loading />;
  else if (alerts.isError) body = <LoadError message={failureMessage(alerts.error)} />;
  else if (alerts.data.waiting === 0) body = <p className="text-sm text-slate-600">{texts.none}</p>;
  else {
    const waitedFor = alerts.data.variants.filter((variant) => variant.waiting > 0);
    body = (
      <>
        <p className="font-semibold text-slate-900" data-testid="stock-alerts-total">
          {texts.waiting(alerts.data.waiting)}
        </p>
        <ul className="mt-2 divide-y divide-slate-100 text-sm">
          {waitedFor.map((variant) => (
            <li
              key={variant.variantId}
              className="flex justify-between gap-4 py-1"
              data-testid="stock-alerts-variant"
            >
              <span>{variant.label}</span>
              <span className="tabular-nums text-slate-700">{texts.waiting(variant.waiting)}</span>
            </li>
          ))}
        </ul>
        <p className="mt-2 text-xs text-slate-500">{texts.note}</p>
      </>
    );
  }
  return (
    <Card title={texts.heading}>
      <div aria-live="polite">{body}</div>
    </Card>
  );
}
