import { uploadResponseSchema } from '@shop/shared';
import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '../client';

/** POST /api/admin/uploads: one image in the form field `file`; answers its web-size URL. */
export function uploadImage(file: File) {
  const body = new FormData();
  body.append('file', file);
  return apiRequest('/api/admin/uploads', { method: 'POST', body, schema: uploadResponseSchema });
}

/** A mutation, so a refused upload is toasted and a 401 ends the session like any other call. */
export function useUploadImage() {
  return useMutation({ mutationFn: uploadImage });
}
