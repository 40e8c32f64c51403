/** What a page of the order list is asked with; part of its query key. */
export interface OrderListParams {
  page: number;
  status: string;
  q: string;
  /** Deliveries or pickups only, and one branch's (decision 0069); empty for all. */
  fulfilment?: string;
  branch?: string;
}

/** The orders' query keys, written once: lists and details start with `all`, so one invalidation refreshes both. */
export const orderKeys = {
  all: ['admin', 'orders'] as const,
  list: (params: OrderListParams) => [...orderKeys.all, 'list', params] as const,
  detail: (id: string) => [...orderKeys.all, 'detail', id] as const,
};
