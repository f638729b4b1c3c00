import { isAboutToExpire, refreshSession, storedTokens } from '../session.ts';

/**
 * Downloads a visitor's private file (a request's attachment, a candidate's CV: `path` under /api)
 * with the bearer token (a plain link would carry none, and the file is for staff only): fetched as
 * a blob, then saved under the visitor's file name.
 */
export async function downloadPrivateFile(path: string, fileName: string): Promise<void> {
  const fetchWith = async (token: string | undefined) =>
    fetch(`/api${path}`, { headers: token ? { Authorization: `Bearer ${token}` } : {} });
  let token = storedTokens()?.accessToken;
  if (token && isAboutToExpire(token)) token = await refreshSession();
  let response = await fetchWith(token);
  if (response.status === 401) response = await fetchWith(await refreshSession());
  if (!response.ok) {
    const body = (await response.json().catch(() => ({}))) as { message?: string };
    throw new Error(body.message ?? `HTTP error! status: ${response.status}`);
  }
  const url = URL.createObjectURL(await response.blob());
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  document.body.appendChild(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}
