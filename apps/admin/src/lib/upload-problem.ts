import { API_MESSAGES, UPLOAD_MAX_BYTES, UPLOAD_MIME_TYPES } from '@shop/shared';

/** The server checks too; checking here first spares staff a 5 MB upload that would be refused. */
export function uploadProblem(file: File): string | null {
  if (!(UPLOAD_MIME_TYPES as readonly string[]).includes(file.type)) return API_MESSAGES.uploadWrongType;
  if (file.size > UPLOAD_MAX_BYTES) return API_MESSAGES.uploadTooLarge;
  return null;
}
