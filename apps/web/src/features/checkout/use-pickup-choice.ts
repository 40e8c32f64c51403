import type { Fulfilment, StartCheckoutBody } from '@shop/shared';
import { useState } from 'react';
import { usePickupBranches } from '../../api/cart/get-pickup-branches';
import type { SessionMeta } from '../../api/session-expiry';
import type { FulfilmentChoice } from './delivery-details';

/**
 * /order's choice between delivery and a pickup at a branch (decision 0069): the branches that
 * hold the cart, and the branch chosen among them. A branch that no longer holds the cart is no
 * choice; a resumed checkout comes back with its own choice, and the cart may ask for pickup.
 */
export function usePickupChoice(
  resumed: StartCheckoutBody | undefined,
  meta: SessionMeta,
  /** The cart's "Or pick up at a branch" asks for pickup (?fulfilment=pickup). */
  requested?: Fulfilment,
) {
  const [fulfilment, setFulfilment] = useState<Fulfilment>(resumed?.fulfilment ?? requested ?? 'delivery');
  const [branchId, setBranchId] = useState<number | null>(resumed?.pickupBranchId ?? null);
  const list = usePickupBranches(meta);
  const pickup = fulfilment === 'pickup';
  const branch = pickup ? list.data?.branches.find((candidate) => candidate.id === branchId) : undefined;
  const choice: FulfilmentChoice | undefined = branch
    ? { fulfilment: 'pickup', branchId: branch.id }
    : undefined;
  return { fulfilment, setFulfilment, pickup, branches: list.data?.branches, branch, setBranchId, choice };
}
