import { ApiError } from '@shop/shared/api-client';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { readToken } from '../../lib/token';
import { adminFallbackMessage } from '../client';
import { returnKeys } from './return-keys';

/**
 * A request's photo (GET /api/admin/returns/photos/:id) as bytes: photos are private to their
 * uploader and staff, so an <img src> without the bearer token would be refused. The screen
 * shows the bytes through an object URL.
 */
export async function getReturnPhoto(url: string, signal?: AbortSignal): Promise<Blob> {
  const token = readToken();
  const response = await fetch(url, { headers: token ? { Authorization: `Bearer ${token}` } : {}, signal });
  if (!response.ok) throw new ApiError(response.status, adminFallbackMessage(response.status));
  return response.blob();
}

export function returnPhotoQueryOptions(url: string) {
  return queryOptions({
    queryKey: returnKeys.photo(url),
    queryFn: ({ signal }) => getReturnPhoto(url, signal),
    // A photo never changes once uploaded.
    staleTime: Number.POSITIVE_INFINITY,
    // The photo's place on the page says it could not be shown; no toast for each one.
    meta: { silent: true },
  });
}

export function useReturnPhoto(url: string) {
  return useQuery(returnPhotoQueryOptions(url));
}
