import { normaliseSerial, type Warranty, warrantyResponseSchema } from '@shop/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { type Answer, apiRequest } from '../client';

type WarrantyResponse = Answer<typeof warrantyResponseSchema>;

export const warrantyKeys = {
  all: ['warranty'] as const,
  serial: (serial: string) => ['warranty', normaliseSerial(serial)] as const,
};

/**
 * GET /api/warranty/:serial: a unit this shop sold, and nothing about its buyer (decision
 * 0061). Unknown (404), malformed (400) and too many look-ups (429) answer with the server's text.
 */
export async function getWarranty(serial: string, signal?: AbortSignal): Promise<Warranty> {
  const answer = await apiRequest<WarrantyResponse>(
    `/api/warranty/${encodeURIComponent(normaliseSerial(serial))}`,
    { schema: import.meta.env.DEV ? warrantyResponseSchema : undefined, signal },
  );
  return answer.warranty;
}

export const warrantyQueryOptions = (serial: string) =>
  queryOptions({
    queryKey: warrantyKeys.serial(serial),
    queryFn: ({ signal }) => getWarranty(serial, signal),
    // Each look-up counts against the address's limit: a refusal the server rendered stays
    // shown when the browser takes the page over, and is not asked again behind the shopper's back.
    retryOnMount: false,
    retry: false,
  });

/** Asked only for a serial typed in: an empty form asks nothing. */
export function useWarranty(serial: string) {
  return useQuery({ ...warrantyQueryOptions(serial), enabled: normaliseSerial(serial) !== '' });
}
