import { ADMIN_MESSAGES, ADMIN_TEXTS } from '@shop/shared';
import { useState } from 'react';
import { useDeliveryFees } from '../../../api/delivery-fees/get-delivery-fees';
import { Card } from '../../../components/ui/card';
import { PageHeader } from '../../../components/ui/page-header';
import { Empty, LoadError, Loading } from '../../../components/ui/query-state';
import { failureMessage } from '../../../lib/failure-message';
import { DeliveryFeeRow } from './delivery-fee-row';

export default function DeliveryFeesPage() {
  const fees = useDeliveryFees();
  const [newRowKey, setNewRowKey] = useState(0);
  if (fees.isPending) return <Loading />;
  if (fees.isError) return <LoadError message={failureMessage(fees.error)} />;
  const list = [...fees.data.deliveryFees].sort((a, b) => a.city.localeCompare(b.city));
  return (
    <div className="space-y-4">
      <PageHeader title={ADMIN_TEXTS.deliveryFees.title} />
      <Card>
        {list.length === 0 ? <Empty message={ADMIN_MESSAGES.noDeliveryFees} /> : null}
        <ul className="divide-y divide-slate-100">
          {list.map((fee) => (
            <DeliveryFeeRow key={`${fee.id}-${fee.city}-${fee.fee}`} fee={fee} />
          ))}
        </ul>
      </Card>
      <Card title={ADMIN_TEXTS.deliveryFees.addTitle}>
        <ul>
          <DeliveryFeeRow key={newRowKey} onCreated={() => setNewRowKey((key) => key + 1)} />
        </ul>
      </Card>
    </div>
  );
}
