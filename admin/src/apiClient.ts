import { HttpError } from 'react-admin';
import { type ApiFailure, describeFailure } from './apiErrors.ts';
import { translate } from './i18n/translate.ts';
import { clearSession, isAboutToExpire, refreshSession, storedTokens } from './session.ts';

/** What the data provider and the screens get back: the `{data}` envelope already opened. */
export interface ApiResponse<T = unknown> {
  status: number;
  headers: Headers;
  body: string;
  json: T;
}

export interface ApiRequest extends RequestInit {
  /** Sign-in and the health check must not send (or refresh) a session. */
  anonymous?: boolean;
}

/**
 * Calls the API under /api with the bearer token, refreshing the access token shortly before it
 * expires, and once more when the server still answers 401. Failures become react-admin HttpErrors
 * whose message is the Russian text for the API's error code (the body stays as the server sent it).
 */
export async function apiFetch<T = unknown>(path: string, request: ApiRequest = {}): Promise<ApiResponse<T>> {
  const { anonymous = false, ...init } = request;
  if (anonymous) return send<T>(path, init, null);

  let token = storedTokens()?.accessToken ?? null;
  if (token && isAboutToExpire(token)) token = await refreshOrSignOut();
  try {
    return await send<T>(path, init, token);
  } catch (error) {
    if (!(error instanceof HttpError) || error.status !== 401 || !token) throw error;
    // Requests refused together must not refresh one after another: each refresh rotates the
    // tokens, so one that answers after another request already refreshed just takes the new token.
    const current = storedTokens()?.accessToken;
    return send<T>(path, init, current && current !== token ? current : await refreshOrSignOut());
  }
}

/**
 * Reads a server-sent event stream under /api as staff, calling `onEvent` with each event's JSON
 * until the server ends it (resolves) or `signal` aborts it; fails as `apiFetch` does when refused.
 */
export async function apiStream(
  path: string,
  onEvent: (data: unknown) => void,
  signal: AbortSignal,
): Promise<void> {
  let token = storedTokens()?.accessToken ?? null;
  if (token && isAboutToExpire(token)) token = await refreshOrSignOut();
  const response = await fetch(`/api${path}`, {
    headers: { Accept: 'text/event-stream', ...(token ? { Authorization: `Bearer ${token}` } : {}) },
    signal,
  });
  if (!response.ok || !response.body) {
    const body = await response.text();
    throw new HttpError(describeFailure(response.status, readFailure(body), path), response.status);
  }
  const reader = response.body.pipeThrough(new TextDecoderStream()).getReader();
  let buffer = '';
  for (;;) {
    const { value, done } = await reader.read();
    if (done) return;
    buffer += value;
    for (let end = buffer.indexOf('\n\n'); end >= 0; end = buffer.indexOf('\n\n')) {
      const data = buffer
        .slice(0, end)
        .split('\n')
        .filter((line) => line.startsWith('data: '))
        .map((line) => line.slice('data: '.length))
        .join('\n');
      buffer = buffer.slice(end + 2);
      if (data) onEvent(JSON.parse(data));
    }
  }
}

async function refreshOrSignOut(): Promise<string> {
  try {
    return await refreshSession();
  } catch (error) {
    clearSession();
    throw new HttpError(error instanceof Error ? error.message : 'Unknown error occurred', 401);
  }
}

async function send<T>(path: string, init: RequestInit, token: string | null): Promise<ApiResponse<T>> {
  const headers = new Headers(init.headers);
  if (init.body && !(init.body instanceof FormData) && !headers.has('Content-Type')) {
    headers.set('Content-Type', 'application/json');
  }
  headers.set('Accept', 'application/json');
  if (token) headers.set('Authorization', `Bearer ${token}`);

  let response: Response;
  try {
    response = await fetch(`/api${path}`, { ...init, headers });
  } catch (error) {
    if (error instanceof DOMException && error.name === 'AbortError') throw error;
    // The browser's own reason ("Failed to fetch") is English and says no more than this.
    console.error(`[api] ${init.method ?? 'GET'} /api${path} failed`, error);
    throw new Error(translate('admin.api.offline'));
  }
  const body = await response.text();
  if (!response.ok) {
    const failure = readFailure(body);
    console.debug(`[api] ${init.method ?? 'GET'} /api${path} → ${response.status}`, failure ?? body);
    throw new HttpError(describeFailure(response.status, failure, path), response.status, failure);
  }
  const envelope = readEnvelope(body, response);
  // Requests and their answers are logged to the console, as the spec asks, but never tokens (headers, /auth bodies).
  console.debug(
    `[api] ${init.method ?? 'GET'} /api${path} → ${response.status}`,
    path.startsWith('/auth/') ? '' : envelope,
  );
  return { status: response.status, headers: response.headers, body, json: envelope?.data as T };
}

interface Envelope {
  data?: unknown;
  error?: string;
  message?: string;
}

/** The error body, when it is the API's JSON; a proxy's HTML page or an empty body is none. */
function readFailure(body: string): ApiFailure | null {
  try {
    const parsed = JSON.parse(body) as unknown;
    return typeof parsed === 'object' && parsed !== null ? (parsed as ApiFailure) : null;
  } catch {
    return null;
  }
}

function readEnvelope(body: string, response: Response): Envelope | null {
  if (body.trim() === '') return null;
  const claimsJson = response.headers.get('Content-Type')?.includes('json') ?? false;
  try {
    return JSON.parse(body) as Envelope;
  } catch (error) {
    if (claimsJson) {
      const reason = error instanceof Error ? error.message : String(error);
      throw new HttpError(`Invalid JSON response: ${reason}. Response: ${body}`, response.status);
    }
    return { message: body, error: body };
  }
}
