import { authorizationHeader, failWith } from './api-client';

/**
 * CSV exports need the bearer token, so a plain link cannot fetch them: fetch the file,
 * then hand it to the browser as a blob download.
 */
export async function downloadWithToken(path: string, fileName: string): Promise<void> {
  const response = await fetch(path, { headers: authorizationHeader() });
  if (!response.ok) {
    const payload = await response.json().catch(() => undefined);
    failWith(response.status, payload);
  }
  const blob = await response.blob();
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  document.body.append(link);
  link.click();
  link.remove();
  URL.revokeObjectURL(url);
}
