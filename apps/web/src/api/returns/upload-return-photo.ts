import { ORDER_MESSAGES, returnPhotoResponseSchema } from '@shop/shared';
import { useMutation } from '@tanstack/react-query';
import { type Answer, apiRequest } from '../client';

type ReturnPhotoResponse = Answer<typeof returnPhotoResponseSchema>;
export type UploadedReturnPhoto = ReturnPhotoResponse['photo'];

/**
 * POST /api/returns/photos, the file in the multipart field `photo`: kept privately for the
 * uploader until the request that names its id is sent (decision 0063).
 */
export async function uploadReturnPhoto(file: File): Promise<UploadedReturnPhoto> {
  const body = new FormData();
  body.append('photo', file);
  const answer = await apiRequest<ReturnPhotoResponse>('/api/returns/photos', {
    method: 'POST',
    body,
    schema: import.meta.env.DEV ? returnPhotoResponseSchema : undefined,
  });
  return answer.photo;
}

export function useUploadReturnPhoto() {
  return useMutation({ mutationFn: uploadReturnPhoto, meta: { loginMessage: ORDER_MESSAGES.notLoggedIn } });
}
