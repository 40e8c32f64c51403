import { API_MESSAGES, UPLOAD_MAX_BYTES, UPLOAD_MIME_TYPES, uploadResponseSchema } from '@shop/shared';
import { apiRequest } from './api-client';

/** The server checks too; checking here first spares staff a 5 MB upload that would be refused. */
export function uploadProblem(file: File): string | null {
  if (!(UPLOAD_MIME_TYPES as readonly string[]).includes(file.type)) return API_MESSAGES.uploadWrongType;
  if (file.size > UPLOAD_MAX_BYTES) return API_MESSAGES.uploadTooLarge;
  return null;
}

/** POST /api/admin/uploads: one image in the form field `file`; answers its web-size URL. */
export function uploadImage(file: File) {
  const body = new FormData();
  body.append('file', file);
  return apiRequest('/api/admin/uploads', { method: 'POST', body, schema: uploadResponseSchema });
}
