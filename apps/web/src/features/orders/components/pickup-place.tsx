import { type Order, PICKUP_TEXTS, summariseOpeningHours } from '@shop/shared';

/**
 * Where a pickup is collected (decision 0069): the branch, its address, phone and hours, and
 * the code to show at the counter while the order waits there. Nothing for a delivery.
 */
export function PickupPlace({ order }: { order: Order }) {
  const branch = order.fulfilment === 'pickup' ? order.branch : null;
  if (!branch) return null;
  return (
    <section data-testid="order-pickup" className="flex flex-col gap-1 rounded-md bg-slate-50 p-3 text-sm">
      <h3 className="font-semibold">{PICKUP_TEXTS.pickupBranch}</h3>
      <p className="font-medium">{PICKUP_TEXTS.pickUpAt(branch.name)}</p>
      <p>{[branch.address, branch.city].filter(Boolean).join(', ')}</p>
      {branch.digitalAddress ? <p>{PICKUP_TEXTS.digitalAddress(branch.digitalAddress)}</p> : null}
      {branch.phone ? <p>{PICKUP_TEXTS.phone(branch.phone)}</p> : null}
      <p className="text-slate-700">
        {PICKUP_TEXTS.hours}: {summariseOpeningHours(branch.openingHours).join('; ')}
      </p>
      {order.pickupCode ? (
        <div className="mt-2 flex flex-col gap-0.5">
          <span className="font-semibold">{PICKUP_TEXTS.pickupCode}</span>
          <span data-testid="order-pickup-code" className="font-mono text-2xl font-bold tracking-widest">
            {order.pickupCode}
          </span>
          <span className="text-slate-700">{PICKUP_TEXTS.pickupCodeHint}</span>
        </div>
      ) : null}
      {order.pickupCodeLocked ? (
        <p role="status" className="mt-1 text-amber-900">
          {PICKUP_TEXTS.pickupCodeLocked}
        </p>
      ) : null}
    </section>
  );
}
