/** What a page of the customer list is asked with; part of its query key. */
export interface CustomerListParams {
  page: number;
  q: string;
}

/** The customers' query keys, written once; every one starts with `all`. */
export const customerKeys = {
  all: ['admin', 'customers'] as const,
  list: (params: CustomerListParams) => [...customerKeys.all, 'list', params] as const,
  marketingConsent: (id: string) => [...customerKeys.all, 'marketing-consent', id] as const,
};
